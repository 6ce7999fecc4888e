// The app's link to one of its own pages: an anchor whose href is the router's (basename included)
// and whose plain click navigates in the app, as react-router's `Link` does. react-router's `Link`
// also carries its framework mode's prefetching (`prefetch`, `PrefetchPageLinks` and the route
// manifest it reads), which an app in declarative mode never uses but every first load downloaded;
// this one is built on the router's own `useHref` and `useLinkClickHandler`, so a click with a
// modifier key, another button or a target still does what the browser does.
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The page: a path of the app (`/m/…`), or a location object. */
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state handed to the page. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- content arrives through props.children
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
