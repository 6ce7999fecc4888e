import type { SVGProps } from 'react';
import { cx } from '../../utils/cx';
import { icon, type IconVariants } from './Icon.css';

/**
 * An icon's drawing on a 24×24 grid: a string is a stroked path; `c` a stroked circle (cx, cy, r);
 * `r` a stroked rectangle (x, y, width, height, corner radius); `f` a filled path.
 */
export type IconNode =
  | string
  | { c: readonly [number, number, number] }
  | { r: readonly [number, number, number, number, number] }
  | { f: string };

export type IconProps = IconVariants &
  Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> & {
    /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
    label?: string;
  };

export type IconComponent = ((props: IconProps) => React.JSX.Element) & { displayName?: string };

function drawNode(node: IconNode, key: number) {
  if (typeof node === 'string') return <path key={key} d={node} />;
  if ('c' in node) return <circle key={key} cx={node.c[0]} cy={node.c[1]} r={node.c[2]} />;
  if ('r' in node) {
    const [x, y, width, height, rx] = node.r;
    return <rect key={key} x={x} y={y} width={width} height={height} rx={rx} />;
  }
  return <path key={key} d={node.f} fill="currentColor" stroke="none" />;
}

/**
 * Makes one icon component from its drawing. Each icon is its own export created by a pure call, so
 * a bundle keeps only the icons it imports.
 */
export function createIcon(name: string, nodes: readonly IconNode[]): IconComponent {
  function Icon({ label, size, className, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
        className={cx(icon({ size }), className)}
        data-icon={name}
        {...rest}
      >
        {nodes.map(drawNode)}
      </svg>
    );
  }
  Icon.displayName = `Icon${name}`;
  return Icon;
}
