export { DesignSystemProvider, DefaultLink, useLinkComponent, useImageUrl } from './DesignSystemProvider';
export type {
  DesignSystemProviderProps,
  ImageUrlResolver,
  LinkComponent,
  LinkComponentProps,
} from './DesignSystemProvider';
export { createCdnPicker } from './cdn';
export { useReducedMotion } from './useReducedMotion';
