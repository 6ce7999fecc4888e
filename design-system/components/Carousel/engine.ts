// The carousel's engine (embla and its autoplay plugin), one chunk that Carousel.tsx imports when
// the carousel is about to move: the first slide is drawn without it.
export { default as EmblaCarousel } from 'embla-carousel';
export type { EmblaCarouselType } from 'embla-carousel';
export { default as Autoplay } from 'embla-carousel-autoplay';
