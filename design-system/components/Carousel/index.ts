// Only the lazy wrapper and types here, so importing the design system does not pull embla into the
// home route. Import './Carousel' directly where a synchronous carousel is wanted (tests, stories).
export { LazyCarousel } from './LazyCarousel';
export type { CarouselProps } from './Carousel';
