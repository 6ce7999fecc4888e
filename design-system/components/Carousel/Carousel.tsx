import { Children, useCallback, useEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useReducedMotion } from '../../provider/useReducedMotion';
import { cx } from '../../utils/cx';
import { dot, dotMark, dots, root, slide, toggleIcon, track, viewport } from './Carousel.css';

/**
 * The pause and play glyphs, drawn here rather than with the icon set's `createIcon`: this module is
 * loaded lazily, and importing `createIcon` from it would split that helper out of the first paint's
 * icon chunk into a chunk of its own.
 */
function Glyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={toggleIcon}>
      <path d={d} fill="currentColor" />
    </svg>
  );
}
const PAUSE = 'M6 4h4v16H6zM14 4h4v16h-4z';
const PLAY = 'M7 4l13 8-13 8z';

/** SPEC §2/§9: banners advance every 5 s. */
export const CAROUSEL_AUTOPLAY_MS = 5000;

export type CarouselProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'className'> & {
  /** One child per slide (e.g. banner Images wrapped in buttons or links). */
  children: ReactNode;
  /** Names the carousel, e.g. "Destaques". */
  label: string;
  /** Names a slide, e.g. `(i, n) => \`${i + 1} de ${n}\``. */
  slideLabel: (index: number, total: number) => string;
  /** Names a pagination dot, e.g. `(i, n) => \`Ir para o destaque ${i + 1} de ${n}\``. */
  goToLabel: (index: number, total: number) => string;
  /** Autoplay interval in ms (default 5000). */
  delay?: number;
  /** Turn autoplay off (it is also off under reduced motion). */
  autoplay?: boolean;
  /**
   * Names of the pause / resume toggle shown beside the dots while autoplay is possible (WCAG 2.2.2:
   * moving content can be paused). Give both to show it.
   */
  pauseLabel?: string;
  playLabel?: string;
  onSlideChange?: (index: number) => void;
  className?: string;
};

/**
 * The home banner carousel (SPEC §2) on embla-carousel: with more than one slide it loops, shows
 * pagination dots and autoplays every 5 s, pausing while touched or focused and while the page is
 * hidden; swipe to move. Under reduced motion it does not autoplay and moves without animation. One
 * slide renders as a plain, static frame. Slides out of view are inert, so keyboard users move with
 * the dots. This module pulls in embla: load it with `LazyCarousel` (or React.lazy) off the first paint.
 */
export function Carousel({
  children,
  label,
  slideLabel,
  goToLabel,
  delay = CAROUSEL_AUTOPLAY_MS,
  autoplay = true,
  pauseLabel,
  playLabel,
  onSlideChange,
  className,
  ...rest
}: CarouselProps) {
  const [paused, setPaused] = useState(false);
  const slides = Children.toArray(children);
  const total = slides.length;
  const many = total > 1;
  const reduced = useReducedMotion();
  const canPlay = many && autoplay && !reduced;
  const playing = canPlay && !paused;
  const [plugins] = useState(() => [
    Autoplay({
      delay,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  ]);
  const [viewportRef, api] = useEmblaCarousel({ loop: many, active: many, duration: 25 }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const index = api.selectedScrollSnap();
      setSelected(index);
      onSlideChange?.(index);
    };
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api, onSlideChange]);

  useEffect(() => {
    const control = api?.plugins()?.autoplay;
    if (!control) return;
    if (playing) control.play();
    else control.stop();
  }, [api, playing]);

  const goTo = useCallback(
    (index: number) => {
      api?.scrollTo(index, reduced);
      // A tap on a dot restarts the 5 s count for the slide it shows.
      api?.plugins()?.autoplay?.reset();
    },
    [api, reduced],
  );

  return (
    <section {...rest} aria-roledescription="carousel" aria-label={label} className={cx(root, className)}>
      <div ref={viewportRef} className={viewport}>
        <div className={track} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((content, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index, total)}
              inert={many && index !== selected}
              className={slide}
            >
              {content}
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <div className={dots}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={dot}
              aria-label={goToLabel(index, total)}
              aria-current={index === selected}
              onClick={() => goTo(index)}
            >
              <span className={dotMark} />
            </button>
          ))}
          {canPlay && pauseLabel && playLabel ? (
            <button
              type="button"
              className={dot}
              aria-label={paused ? playLabel : pauseLabel}
              onClick={() => setPaused((p) => !p)}
            >
              <Glyph d={paused ? PLAY : PAUSE} />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
