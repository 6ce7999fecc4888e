import { useEffect, useRef, type ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import { prose } from './Prose.css';

export type ProseProps = Omit<ComponentPropsWithRef<'div'>, 'className'> & { className?: string };

/**
 * Rich text written by the platform, in the theme's type: pass it already sanitised, as
 * `dangerouslySetInnerHTML` (the product's sanitiser decides what is safe; the design system only
 * styles it), or as children. A table wider than the screen scrolls inside itself and takes a tab
 * stop, so a keyboard can scroll it too.
 */
export function Prose({ className, ref, ...rest }: ProseProps) {
  const own = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    for (const table of own.current?.querySelectorAll('table') ?? []) {
      if (table.scrollWidth > table.clientWidth) table.tabIndex = 0;
    }
  });
  const setRef = (node: HTMLDivElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return <div {...rest} ref={setRef} className={cx(prose, className)} />;
}
