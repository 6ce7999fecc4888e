// A page that is only a message: an icon, a title, a sentence and actions, centred in the space
// the page has: the gate's error pages, 'being prepared' sections, refusals and route errors.
import type { ReactNode } from 'react';
import { EmptyState, Stack } from '@ds';

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
    <Stack as="section" gap="none" flexGrow={1} minHeight={full ? 'screen' : undefined}>
      <EmptyState
        size="page"
        tone="accent"
        titleAs={level === 1 ? 'h1' : 'h2'}
        image={icon ?? false}
        title={title}
        description={body}
        action={actions ? <Stack gap="sm">{actions}</Stack> : undefined}
      />
    </Stack>
  );
}
