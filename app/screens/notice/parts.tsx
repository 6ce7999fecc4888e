// What the announcements, inbox and user agreement pages share: server HTML sanitised for the
// announcement context, an item's full text in a bottom sheet, and the loading placeholders.
import { useMemo, type ReactNode } from 'react';
import { Sheet, Skeleton, Stack, Text } from '@ds';
import { formatCardDate } from '../../format/format';
import { trustedHtml } from '../../security/html';
import * as css from './Notice.css';

/** Server HTML (announcement rules: text, headings, pictures, links), sanitised. */
export function HtmlBody({ html }: { html: string }) {
  // Sanitised through the app's Trusted Types policy (app/security/html.ts).
  const clean = useMemo(() => trustedHtml(html, 'announcement'), [html]);
  return <div className={css.body} data-testid="message-body" dangerouslySetInnerHTML={clean} />;
}

export interface SheetItem {
  title: string;
  content: string;
  createdAt: number;
}

/**
 * The open item in a bottom sheet: its date and text, then `actions` (e.g. delete) if given;
 * closing it returns focus to its row.
 */
export function HtmlSheet({
  item,
  closeLabel,
  onClose,
  actions,
}: {
  item: SheetItem | null;
  closeLabel: string;
  onClose: () => void;
  actions?: ReactNode;
}) {
  return (
    <Sheet.Root open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? (
        <Sheet.Content side="bottom" title={item.title} closeLabel={closeLabel}>
          <Stack gap="sm" paddingX="gutter" paddingY="md">
            <Text size="sm" tone="secondary">
              {formatCardDate(item.createdAt)}
            </Text>
            <HtmlBody html={item.content} />
            {actions}
          </Stack>
        </Sheet.Content>
      ) : null}
    </Sheet.Root>
  );
}

export function ListSkeletons({ label }: { label: string }) {
  return (
    <Stack gap="xs" role="status" aria-label={label} data-testid="list-loading">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height="3.5rem" shape="rect" />
      ))}
    </Stack>
  );
}
