// The carousel draws its first slide at once and downloads its engine (embla) when it is about to
// move, so importing it does not put embla on the home route.
export { Carousel } from './Carousel';
export type { CarouselProps } from './Carousel';
