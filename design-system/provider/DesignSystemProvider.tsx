import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What the injected link component receives: an anchor's props with a required `href`. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};
export type LinkComponent = ComponentType<LinkComponentProps>;

/** Turns an image path from the platform into the URL to load (for example on a CDN host). */
export type ImageUrlResolver = (src: string) => string;

/** A plain anchor: the default when no router link is injected (Storybook, tests). */
export function DefaultLink(props: LinkComponentProps) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- content arrives through props.children
  return <a {...props} />;
}

const identity: ImageUrlResolver = (src) => src;

interface DesignSystemContextValue {
  linkComponent: LinkComponent;
  imageUrl: ImageUrlResolver;
}

const DesignSystemContext = createContext<DesignSystemContextValue>({
  linkComponent: DefaultLink,
  imageUrl: identity,
});

export interface DesignSystemProviderProps {
  /** The router's link (e.g. a wrapper around react-router's `Link`); a plain `<a>` otherwise. */
  linkComponent?: LinkComponent;
  /** Picks the host for relative image paths; see `createCdnPicker`. Identity otherwise. */
  imageUrl?: ImageUrlResolver;
  children?: ReactNode;
}

/**
 * Everything the design system needs from the product, injected once at the root: the router's link
 * and the image CDN picker. The design system never imports the app; the app passes these in.
 */
export function DesignSystemProvider({ linkComponent, imageUrl, children }: DesignSystemProviderProps) {
  const value = useMemo(
    () => ({ linkComponent: linkComponent ?? DefaultLink, imageUrl: imageUrl ?? identity }),
    [linkComponent, imageUrl],
  );
  return <DesignSystemContext.Provider value={value}>{children}</DesignSystemContext.Provider>;
}

/** The injected link component (a plain anchor without a provider). */
export function useLinkComponent(): LinkComponent {
  return useContext(DesignSystemContext).linkComponent;
}

/** The injected image URL resolver (identity without a provider). */
export function useImageUrl(): ImageUrlResolver {
  return useContext(DesignSystemContext).imageUrl;
}
