import { inlineVars } from '../../utils/inlineVars';
import { cx } from '../../utils/cx';
import { heightVar, lines as linesClass, skeleton, widthVar, type SkeletonVariants } from './Skeleton.css';

export type SkeletonProps = SkeletonVariants & {
  /** Any CSS length; `100%` by default (circles default to the height). */
  width?: string;
  /** Any CSS length; rectangles default to an icon-sized block. */
  height?: string;
  /** For `text`: how many lines (the last one shorter). */
  lines?: number;
  className?: string;
};

/**
 * A placeholder in the shape of content that is loading. Hidden from assistive technology: the
 * region that is loading says so (e.g. `aria-busy` or a Spinner with a label).
 */
export function Skeleton({ shape = 'rect', width, height, lines = 1, className }: SkeletonProps) {
  const h = height ?? (shape === 'text' ? undefined : '3rem');
  const w = width ?? (shape === 'circle' ? h : '100%');
  if (shape === 'text' && lines > 1) {
    return (
      <span
        aria-hidden="true"
        className={cx(linesClass, className)}
        style={inlineVars({ [widthVar]: w ?? '100%' })}
      >
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={skeleton({ shape })}
            style={inlineVars({ [widthVar]: i === lines - 1 ? '60%' : '100%', [heightVar]: 'auto' })}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(skeleton({ shape }), className)}
      style={inlineVars({ [widthVar]: w ?? '100%', [heightVar]: h ?? 'auto' })}
    />
  );
}
