// A centred page with an icon, a title, a sentence and actions: the building block of the gate's
// error pages, 'being prepared' sections, refusals and route errors.
import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@ds';
import * as css from './shell.css';

export interface MessagePageProps {
  icon?: ReactNode;
  title: string;
  body?: ReactNode;
  actions?: ReactNode;
  /** Fill the whole viewport (the gate's pages have no header or menu). */
  full?: boolean;
  /** Heading level: 1 on a full page (no header), else 2 (the header holds the page's h1). */
  level?: 1 | 2;
}

export function MessagePage({ icon, title, body, actions, full, level = full ? 1 : 2 }: MessagePageProps) {
  return (
    <section className={`${css.centred} ${full ? css.fullPage : ''}`}>
      {icon ? (
        <span className={css.statusIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading level={level} className={css.title}>
        {title}
      </Heading>
      {body ? (
        <Text as="p" className={css.muted}>
          {body}
        </Text>
      ) : null}
      {actions ? <Stack gap="sm">{actions}</Stack> : null}
    </section>
  );
}
