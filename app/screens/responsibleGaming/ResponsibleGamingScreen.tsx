// Responsible gaming (/m/responsibleGaming): the member's own limits on deposits and losses per day,
// week and month and on session time, each with what is used and a raise waiting for its cooling
// period with the time it applies; the reality check interval; a break (24 hours to 6 weeks) and
// self-exclusion (6 months to 5 years, or permanent) behind a confirmation that spells out what
// follows; the merchant's help organisations. Everything shown is what the platform answered.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type IntlShape } from 'react-intl';
import { Button, Card, Heading, IconAlertCircle, List, ListItem, Stack, Text } from '@ds';
import { describeError } from '../../api/errorMessages';
import { formatMoney } from '../../format/format';
import { MessagePage } from '../../shell/MessagePage';
import { PageLoading } from '../../shell/PageLoading';
import { shellMessages } from '../../shell/messages';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useStores } from '../../stores/context';
import {
  RG_LIMIT_KINDS,
  RG_PERIODS,
  responsibleGamingFeature,
  type ResponsibleGamingStore,
  type RgBreakKind,
  type RgLimitKind,
  type RgPeriod,
} from '../../stores/responsibleGaming';
import { linkUrl } from '../../security/urls';
import { AdultsOnlyBadge } from './AdultsOnlyBadge';
import { BreakDialog } from './BreakDialog';
import { LimitEditor, type EditTarget } from './LimitEditor';
import { introMessage, minutesMessage, pendingMessage, rgMessages as m, usedMessage } from './messages';
import * as css from './rg.css';

export const periodLabel = { day: m.day, week: m.week, month: m.month } as const;

/** A limit's value as shown: money for deposit and loss, minutes for session time. */
export function valueText(
  intl: IntlShape,
  kind: RgLimitKind | 'session',
  value: number | null,
  symbol: string,
) {
  if (value === null) return intl.formatMessage(m.noLimit);
  return kind === 'session'
    ? intl.formatMessage(minutesMessage, { minutes: value })
    : formatMoney(value, symbol);
}

export function refusalText(intl: IntlShape, error: unknown): string {
  return intl.formatMessage(describeError(error, (id) => Boolean(intl.messages[id])));
}

const LimitRows = observer(function LimitRows({
  store,
  kind,
  symbol,
  onEdit,
}: {
  store: ResponsibleGamingStore;
  kind: RgLimitKind;
  symbol: string;
  onEdit: (target: EditTarget) => void;
}) {
  const intl = useIntl();
  return (
    <section className={css.section} aria-labelledby={`rg-${kind}`}>
      <Heading level={2} id={`rg-${kind}`}>
        {intl.formatMessage(kind === 'deposit' ? m.depositTitle : m.lossTitle)}
      </Heading>
      <Card>
        <List>
          {RG_PERIODS.map((period: RgPeriod) => {
            const limit = store.limit(kind, period);
            if (!limit) return null;
            const label = intl.formatMessage(periodLabel[period]);
            return (
              <ListItem
                key={period}
                label={label}
                chevron
                onClick={() => onEdit({ kind, period, title: label, current: limit.value })}
                description={
                  <>
                    {limit.value === null
                      ? intl.formatMessage(m.noLimit)
                      : intl.formatMessage(usedMessage, {
                          limit: formatMoney(limit.value, symbol),
                          used: formatMoney(limit.used, symbol),
                        })}
                    {limit.pending ? (
                      <span className={css.pending}>
                        <br />
                        {intl.formatMessage(pendingMessage, {
                          value: valueText(intl, kind, limit.pending.value, symbol),
                          at: new Date(limit.pending.effectiveAt),
                        })}
                      </span>
                    ) : null}
                  </>
                }
              />
            );
          })}
        </List>
      </Card>
    </section>
  );
});

export default observer(function ResponsibleGamingScreen() {
  const intl = useIntl();
  const root = useStores();
  const { settings: store } = root.use(responsibleGamingFeature);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [breakKind, setBreakKind] = useState<RgBreakKind | null>(null);
  const symbol = root.wallet.symbol;

  useEffect(() => {
    void store.fetch();
  }, [store]);
  useRetryOnReconnect(root.ui.online, store.load.state === 'error', () => void store.fetch());

  const s = store.settings;
  if (!s) {
    if (store.load.state === 'error')
      return (
        <MessagePage
          icon={<IconAlertCircle size="lg" />}
          title={intl.formatMessage(m.loadFailed)}
          body={refusalText(intl, store.load.error)}
          actions={
            <Button onClick={() => void store.fetch()}>{intl.formatMessage(shellMessages.retry)}</Button>
          }
        />
      );
    return <PageLoading />;
  }

  return (
    <div className={css.page}>
      <Text as="p" tone="secondary">
        {intl.formatMessage(introMessage, { hours: s.coolingHours })}
      </Text>
      {store.saved && !editing ? (
        <p role="status" className={css.done}>
          {intl.formatMessage(
            store.saved === 'realityCheck' || !hasPending(store, store.saved) ? m.savedNow : m.savedLater,
          )}
        </p>
      ) : null}
      {RG_LIMIT_KINDS.map((kind) => (
        <LimitRows key={kind} store={store} kind={kind} symbol={symbol} onEdit={setEditing} />
      ))}
      <section className={css.section} aria-labelledby="rg-time">
        <Heading level={2} id="rg-time">
          {intl.formatMessage(m.sessionTitle)}
        </Heading>
        <Card>
          <List>
            <ListItem
              label={intl.formatMessage(m.sessionLabel)}
              chevron
              onClick={() =>
                setEditing({
                  kind: 'session',
                  title: intl.formatMessage(m.sessionLabel),
                  current: s.session.value,
                })
              }
              description={
                <>
                  {valueText(intl, 'session', s.session.value, symbol)}
                  {s.session.pending ? (
                    <span className={css.pending}>
                      <br />
                      {intl.formatMessage(pendingMessage, {
                        value: valueText(intl, 'session', s.session.pending.value, symbol),
                        at: new Date(s.session.pending.effectiveAt),
                      })}
                    </span>
                  ) : null}
                </>
              }
            />
            <ListItem
              label={intl.formatMessage(m.realityLabel)}
              chevron
              onClick={() =>
                setEditing({
                  kind: 'realityCheck',
                  title: intl.formatMessage(m.realityTitle),
                  current: s.realityCheckMinutes,
                })
              }
              description={
                <>
                  {s.realityCheckMinutes === null
                    ? intl.formatMessage(m.off)
                    : intl.formatMessage(minutesMessage, { minutes: s.realityCheckMinutes })}
                  <br />
                  {intl.formatMessage(m.realityHint)}
                </>
              }
            />
          </List>
        </Card>
      </section>
      <section className={css.section} aria-labelledby="rg-break">
        <Heading level={2} id="rg-break">
          {intl.formatMessage(m.breakTitle)}
        </Heading>
        <Text as="p" size="sm" tone="secondary">
          {intl.formatMessage(m.breakHint)}
        </Text>
        <Button variant="secondary" onClick={() => setBreakKind('break')}>
          {intl.formatMessage(m.breakTitle)}
        </Button>
      </section>
      <section className={css.section} aria-labelledby="rg-exclusion">
        <Heading level={2} id="rg-exclusion">
          {intl.formatMessage(m.exclusionTitle)}
        </Heading>
        <Text as="p" size="sm" tone="secondary">
          {intl.formatMessage(m.exclusionHint)}
        </Text>
        <Button variant="danger" onClick={() => setBreakKind('exclusion')}>
          {intl.formatMessage(m.exclusionTitle)}
        </Button>
      </section>
      <section className={css.section} aria-labelledby="rg-help">
        <Heading level={2} id="rg-help">
          {intl.formatMessage(m.helpTitle)}
        </Heading>
        <Text as="p" size="sm" tone="secondary">
          {intl.formatMessage(m.helpIntro)}
        </Text>
        <Card>
          <List>
            {s.helpLinks.map((link) => {
              const href = linkUrl(link.url);
              return (
                <ListItem
                  key={link.name}
                  label={link.name}
                  description={link.phone || undefined}
                  href={href ?? undefined}
                  external={Boolean(href)}
                />
              );
            })}
          </List>
        </Card>
        <Stack direction="row" gap="sm" align="center">
          <AdultsOnlyBadge />
          <Text size="sm">{intl.formatMessage(m.adultsOnly)}</Text>
        </Stack>
      </section>
      {editing ? (
        <LimitEditor store={store} target={editing} symbol={symbol} onClose={() => setEditing(null)} />
      ) : null}
      {breakKind ? (
        <BreakDialog store={store} kind={breakKind} now={root.now} onClose={() => setBreakKind(null)} />
      ) : null}
    </div>
  );
});

/** Whether the control's last confirmed change is one waiting for its cooling period. */
function hasPending(store: ResponsibleGamingStore, key: string): boolean {
  const s = store.settings;
  if (!s) return false;
  if (key === 'session') return Boolean(s.session.pending);
  const [kind, period] = key.split('.') as [RgLimitKind, RgPeriod];
  return Boolean(store.limit(kind, period)?.pending);
}
