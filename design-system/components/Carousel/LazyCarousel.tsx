import { lazy } from 'react';

/**
 * The Carousel as a separate chunk (embla and its styles are not needed for the first paint):
 * `<Suspense fallback={<Image … />}><LazyCarousel …/></Suspense>`.
 */
export const LazyCarousel = lazy(() => import('./Carousel').then((m) => ({ default: m.Carousel })));
