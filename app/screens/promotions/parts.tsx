// What the promotion pages share: a failed read with its retry, the loading placeholders, a boundary
// that drops one card that fails to render (the page stays), the player's state label, the date
// line of a card, and the promotion's own HTML (sanitised for the promotion context; links to app
// pages go through the router, outside links open in a new tab, anything else is inert).
import { Component, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Badge, Button, EmptyState, IconAlertCircle, Skeleton, Stack } from '@ds';
import { formatCardDate } from '../../format/format';
import { trustedHtml } from '../../security/html';
import { checkNavigation } from '../../security/urls';
import type { Promotion, PromotionState } from '../../stores/promotions';
import { promotionMessages as m, stateMessages } from './messages';
import * as css from './Promotions.css';

export function LoadFailed({
  online,
  onRetry,
  testId,
  title,
  action,
}: {
  online: boolean;
  onRetry: () => void;
  testId: string;
  title?: string;
  /** In place of the retry, where trying again cannot help (a promotion that is gone). */
  action?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div role="alert" data-testid={testId}>
      <EmptyState
        image={<IconAlertCircle size="lg" />}
        title={title ?? intl.formatMessage(online ? m.loadFailed : m.offline)}
        action={
          action ?? (
            <Button variant="secondary" onClick={onRetry}>
              {intl.formatMessage(m.retry)}
            </Button>
          )
        }
      />
    </div>
  );
}

export function CardSkeletons({
  label,
  count = 3,
  height = '12rem',
}: {
  label: string;
  count?: number;
  height?: string;
}) {
  return (
    <Stack gap="md" role="status" aria-label={label} data-testid="promo-loading">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} shape="rect" />
      ))}
    </Stack>
  );
}

/** Renders nothing in place of a child that throws while rendering, so one bad card never blanks a list. */
export class SkipOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A promotion card failed to render', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const STATE_TONE: Partial<Record<PromotionState, 'accent' | 'danger' | 'neutral'>> = {
  CLAIM: 'danger',
  JOIN: 'accent',
  APPLYING: 'accent',
  PROCESS: 'accent',
};

export function StateBadge({ state }: { state: PromotionState | null }) {
  const intl = useIntl();
  if (!state) return null;
  return (
    <Badge tone={STATE_TONE[state] ?? 'neutral'}>
      <span data-testid="promo-state" data-state={state}>
        {intl.formatMessage(stateMessages[state])}
      </span>
    </Badge>
  );
}

/** 'YYYY/MM/DD - YYYY/MM/DD', or 'long-term' for a promotion without an end. */
export function useDateRange() {
  const intl = useIntl();
  return (p: Pick<Promotion, 'startDate' | 'endDate' | 'noExpiry'>) =>
    p.noExpiry === 1 || !p.endDate
      ? intl.formatMessage(m.longTerm)
      : `${formatCardDate(p.startDate)} - ${formatCardDate(p.endDate)}`;
}

export function PromotionHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => trustedHtml(html, 'promotion'), [html]);
  // Links to the app's own pages stay in the app (no page reload); the sanitiser already sent
  // outside links to a new tab and removed every other address.
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as Element).closest('a');
    const href = a?.getAttribute('href');
    if (!a || !href) return;
    const checked = checkNavigation(href);
    if (checked?.kind === 'app') {
      e.preventDefault();
      void navigate(checked.path);
    } else if (!checked) e.preventDefault();
  };
  return (
    // Clicks bubble from the links inside; the links themselves are the keyboard targets.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={css.html} data-testid="promo-content" onClick={onClick} dangerouslySetInnerHTML={clean} />
  );
}
