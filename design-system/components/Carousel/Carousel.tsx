import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useReducedMotion } from '../../provider/useReducedMotion';
import { cx } from '../../utils/cx';
import { dot, dotMark, dots, root, slide, toggleIcon, track, viewport } from './Carousel.css';
import type { EmblaCarouselType } from './engine';

const loadEngine = () => import('./engine');

/** The pause and play glyphs (two paths, not worth the icon set's `createIcon`). */
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
 * pagination dots and autoplays every 5 s, pausing while touched, hovered or focused and while the
 * page is hidden; swipe to move. Under reduced motion it does not autoplay and moves without
 * animation. One slide renders as a plain, static frame. Slides out of view are inert, so keyboard
 * users move with the dots.
 *
 * The first slide is drawn without embla: the engine (its own chunk, `engine.ts`) is downloaded when
 * the carousel is about to move, that is when the first autoplay step is due or when a finger, the
 * mouse or the focus reaches the carousel, and then takes over the same markup from the first slide.
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
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [engineWanted, setEngineWanted] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  /** What was asked for before the engine arrived: a slide (a dot), or the first autoplay step. */
  const pending = useRef<{ index?: number; advance?: boolean }>({});
  /** A finger or the mouse button is down on the carousel (for the engine's first moments). */
  const pressed = useRef(false);
  const playingRef = useRef(playing);
  playingRef.current = playing;
  const wantEngine = useCallback(() => setEngineWanted(true), []);
  /** A finger (or the mouse button) or the focus is on the carousel: autoplay holds still. */
  const held = useCallback(() => pressed.current || !!rootRef.current?.contains(document.activeElement), []);

  useEffect(() => {
    const node = viewportRef.current;
    if (!engineWanted || !many || !node) return;
    let engine: EmblaCarouselType | null = null;
    let live = true;
    loadEngine()
      .then(({ EmblaCarousel, Autoplay }) => {
        if (!live) return;
        engine = EmblaCarousel(node, { loop: true, duration: 25 }, [
          Autoplay({
            delay,
            playOnInit: false,
            stopOnInteraction: false,
            stopOnMouseEnter: true,
            stopOnFocusIn: true,
          }),
        ]);
        setApi(engine);
      })
      // Without its engine the carousel stays on its first slide, which is still a banner.
      .catch(() => undefined);
    return () => {
      live = false;
      engine?.destroy();
      setApi(null);
    };
  }, [engineWanted, many, delay]);

  // Before the engine: the first autoplay step, when it is due, sends for it.
  useEffect(() => {
    if (api || !playing) return;
    const timer = setTimeout(() => {
      pending.current.advance = true;
      setEngineWanted(true);
    }, delay);
    return () => clearTimeout(timer);
  }, [api, playing, delay]);

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

  // The engine has arrived: it does what was asked for meanwhile. A hold that began before it was
  // there (a finger or the focus on the carousel) is one it did not see: autoplay waits until it has
  // ended; after that the engine itself stops for them (and for the mouse over it).
  useEffect(() => {
    const control = api?.plugins()?.autoplay;
    const node = rootRef.current;
    if (!api || !control || !node) return;
    const { index, advance } = pending.current;
    pending.current = {};
    if (index !== undefined) api.scrollTo(index, reduced);
    else if (advance && !held()) api.scrollNext(reduced);
    if (!held()) return;
    control.stop();
    const events = ['pointerup', 'pointercancel', 'mouseup', 'touchend', 'touchcancel'];
    const stopWaiting = () => {
      for (const e of events) document.removeEventListener(e, release);
      node.removeEventListener('focusout', release);
    };
    const release = () => {
      if (held()) return;
      stopWaiting();
      if (playingRef.current) control.play();
    };
    for (const e of events) document.addEventListener(e, release);
    node.addEventListener('focusout', release);
    return stopWaiting;
  }, [api, held, reduced]);

  // Whether a finger or the mouse button is down, for the hold above.
  useEffect(() => {
    const node = rootRef.current;
    if (!node || !many) return;
    const down = () => {
      pressed.current = true;
      setEngineWanted(true);
    };
    const up = () => {
      pressed.current = false;
    };
    const downs = ['pointerdown', 'mousedown', 'touchstart'];
    const ups = ['pointerup', 'pointercancel', 'mouseup', 'touchend', 'touchcancel'];
    for (const e of downs) node.addEventListener(e, down, { passive: true });
    for (const e of ups) document.addEventListener(e, up, { passive: true });
    return () => {
      for (const e of downs) node.removeEventListener(e, down);
      for (const e of ups) document.removeEventListener(e, up);
    };
  }, [many]);

  const goTo = useCallback(
    (index: number) => {
      if (!api) {
        pending.current = { index };
        setEngineWanted(true);
        return;
      }
      api.scrollTo(index, reduced);
      // A tap on a dot restarts the 5 s count for the slide it shows.
      api.plugins()?.autoplay?.reset();
    },
    [api, reduced],
  );

  return (
    <section
      {...rest}
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={cx(root, className)}
      onMouseEnter={many ? wantEngine : undefined}
      onFocus={many ? wantEngine : undefined}
    >
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
