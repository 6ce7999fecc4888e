import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { inlineVars } from '../../utils/inlineVars';
import { IconImage, IconRefresh } from '../Icon';
import { useImageUrl } from '../../provider';
import { cx } from '../../utils/cx';
import {
  aspect,
  failed as failedClass,
  frame,
  img,
  retry as retryClass,
  type ImageVariants,
} from './Image.css';

/** SPEC §4 image loader states. */
export const imageStatuses = ['pending', 'loading', 'loaded', 'failed'] as const;
export type ImageStatus = (typeof imageStatuses)[number];

/** SPEC §9: an image starts loading once it has been near the screen for this long. */
export const LAZY_DELAY_MS = 200;

export type ImageProps = ImageVariants & {
  /** A platform path (resolved by the injected CDN picker) or an absolute URL. */
  src: string;
  /** Describes the image; `''` for a decorative one. */
  alt: string;
  /** Width / height, e.g. `1` or `16 / 9`; the frame keeps this shape in every state. */
  ratio?: number;
  /** Load only when near the screen (after LAZY_DELAY_MS); default true. False loads at once. */
  lazy?: boolean;
  /** Shown with a retry button when loading failed, e.g. "Falha ao carregar, toque para tentar de novo". */
  retryLabel?: string;
  /** Replaces the default picture icon in the failed state (e.g. the merchant's placeholder). */
  fallback?: ReactNode;
  onStatusChange?: (status: ImageStatus) => void;
  className?: string;
};

/**
 * An image with SPEC §4's loader states: pending (not yet near the screen), loading, loaded, failed.
 * The frame keeps its size throughout (no layout shift) and shows a skeleton colour until the picture
 * fades in. The host comes from the DesignSystemProvider's `imageUrl` (CDN picker).
 */
export function Image({
  src,
  alt,
  ratio,
  lazy = true,
  retryLabel,
  fallback,
  onStatusChange,
  fit,
  radius,
  className,
}: ImageProps) {
  const resolve = useImageUrl();
  const frameRef = useRef<HTMLSpanElement>(null);
  const [status, setStatus] = useState<ImageStatus>(lazy ? 'pending' : 'loading');
  const [attempt, setAttempt] = useState(0);
  const url = resolve(src);

  const update = useCallback(
    (next: ImageStatus) => {
      setStatus(next);
      onStatusChange?.(next);
    },
    [onStatusChange],
  );

  // A new source starts over.
  const [shownSrc, setShownSrc] = useState(url);
  if (shownSrc !== url) {
    setShownSrc(url);
    setStatus(lazy ? 'pending' : 'loading');
  }

  useEffect(() => {
    if (status !== 'pending') return;
    const el = frameRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      update('loading');
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          timer ??= setTimeout(() => update('loading'), LAZY_DELAY_MS);
        } else if (timer) {
          // Scrolled past quickly: do not load what was only glimpsed.
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { rootMargin: '100px' },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [status, update]);

  const style = ratio ? inlineVars({ [aspect]: String(ratio) }) : undefined;
  const decorative = alt === '';

  return (
    <span
      ref={frameRef}
      className={cx(frame({ radius }), className)}
      style={style}
      data-status={status}
      {...(status === 'loaded' || status === 'failed'
        ? {}
        : decorative
          ? { 'aria-hidden': true }
          : { role: 'img', 'aria-label': alt, 'aria-busy': true })}
    >
      {status === 'loading' || status === 'loaded' ? (
        <img
          key={attempt}
          src={url}
          alt={alt}
          decoding="async"
          data-loaded={status === 'loaded'}
          className={img({ fit })}
          onLoad={() => update('loaded')}
          onError={() => update('failed')}
        />
      ) : null}
      {status === 'failed' ? (
        <span className={failedClass}>
          {fallback ?? <IconImage size="md" label={decorative ? undefined : alt} />}
          {retryLabel ? (
            <button
              type="button"
              className={retryClass}
              onClick={(event) => {
                // The image may sit inside a tappable tile: retrying must not also open the game.
                event.stopPropagation();
                setAttempt((n) => n + 1);
                update('loading');
              }}
            >
              <IconRefresh size="sm" />
              {retryLabel}
            </button>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}
