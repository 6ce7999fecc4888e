// /m/activity/signIn (members; trial accounts are refused by the route): today's action with the
// run of days and what today pays, the 7-day reward cycle, the month's calendar with the days signed,
// and the rules. One sign-in a day: the button is off once today is signed (or while the sign-in is
// on its way), the store sends one request per day's intent, and the platform refuses a second.
// Days are the platform's (its clock, UTC), never the device's.
import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type IntlShape } from 'react-intl';
import {
  Box,
  Button,
  Card,
  Heading,
  IconCalendarCheck,
  IconCheck,
  MonthCalendar,
  Skeleton,
  Stack,
  Text,
} from '@ds';
import { describeError } from '../../api/errorMessages';
import { isApiError } from '../../api/errors';
import { formatMoney } from '../../format/format';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useFeature, useStores } from '../../stores/context';
import { loyaltyFeature, type SignInStatus } from '../../stores/loyalty';
import * as css from './Loyalty.css';
import { LoadFailed, PromotionHtml } from './parts';
import {
  calendarDayLabel,
  cycleDayMessage,
  cycleRewardMessage,
  monthSummaryMessage,
  signInMessages as m,
  signedToastMessage,
  streakMessage,
  todayRewardMessage,
  tomorrowRewardMessage,
} from './signInMessages';

/** Locales whose calendars start on Sunday (the rest start on Monday). */
const SUNDAY_FIRST = new Set(['en', 'pt-BR', 'fil', 'zh-CN', 'th']);

/** The seven weekday names, Sunday first, in the UI language (4 January 2026 was a Sunday). */
function weekdays(intl: IntlShape) {
  return Array.from({ length: 7 }, (_, i) => {
    const date = Date.UTC(2026, 0, 4 + i);
    return {
      short: intl.formatDate(date, { weekday: 'narrow', timeZone: 'UTC' }),
      long: intl.formatDate(date, { weekday: 'long', timeZone: 'UTC' }),
    };
  });
}

export default observer(function SignInScreen() {
  const intl = useIntl();
  const { ui, wallet } = useStores();
  const store = useFeature(loyaltyFeature).signIn;
  const state = store.load.state;

  useEffect(() => {
    void store.reload();
  }, [store]);
  useRetryOnReconnect(ui.online, state === 'error', () => void store.reload());

  const money = (value: number) => formatMoney(value, wallet.symbol);
  const s = store.status;
  let body;
  if (!s && (state === 'idle' || state === 'loading'))
    body = (
      <Stack gap="md" role="status" aria-label={intl.formatMessage(m.loading)} data-testid="signin-loading">
        <Skeleton shape="rect" height="10rem" />
        <Skeleton shape="rect" height="4rem" />
        <Skeleton shape="rect" height="18rem" />
      </Stack>
    );
  else if (!s)
    body = (
      <LoadFailed
        online={ui.online}
        onRetry={() => void store.reload()}
        testId="signin-error"
        title={intl.formatMessage(ui.online ? m.loadFailed : m.offline)}
      />
    );
  else {
    const signIn = async () => {
      const res = await store.signIn();
      if ('reward' in res)
        ui.showToast(signedToastMessage, { kind: 'success', values: { amount: money(res.reward) } });
      else if (isApiError(res.error) && res.error.code === 'ALREADY_DONE') ui.showToast(m.already);
      else if (res.error)
        ui.showToast(
          describeError(res.error, (id) => Boolean(intl.messages[id])),
          { kind: 'error' },
        );
    };
    body = (
      <>
        <TodayCard
          status={s}
          busy={store.action.busy}
          nextReward={store.nextReward}
          money={money}
          onSignIn={signIn}
        />
        <Cycle status={s} />
        <Month status={s} signedDays={store.signedDays} total={money(store.monthTotal)} />
        {s.rulesHtml ? (
          <Stack as="section" gap="xs" aria-labelledby="signin-rules">
            <Heading level={2} id="signin-rules">
              {intl.formatMessage(m.rules)}
            </Heading>
            <PromotionHtml html={s.rulesHtml} />
          </Stack>
        ) : null}
      </>
    );
  }

  return (
    <Stack
      gap="lg"
      paddingX="gutter"
      paddingY="md"
      data-testid="signin-screen"
      data-state={state}
      data-signed={s ? String(s.signedToday) : undefined}
    >
      {body}
    </Stack>
  );
});

const TodayCard = observer(function TodayCard({
  status,
  busy,
  nextReward,
  money,
  onSignIn,
}: {
  status: SignInStatus;
  busy: boolean;
  nextReward: number | null;
  money: (value: number) => string;
  onSignIn: () => Promise<void>;
}) {
  const intl = useIntl();
  // The merchant switched the daily sign-in off: nothing to sign today.
  const available = status.signedToday || status.count > 0;
  const reward = nextReward === null ? null : money(nextReward);
  return (
    <Card tone="raised" padding="lg">
      <Stack gap="md" align="center">
        <Text tone="accent" aria-hidden="true">
          <IconCalendarCheck size="lg" />
        </Text>
        <Heading level={2} align="center" data-testid="signin-streak">
          {intl.formatMessage(streakMessage, { days: status.streak })}
        </Heading>
        {reward && available ? (
          <Text tone="secondary" align="center" data-testid="signin-reward">
            {intl.formatMessage(status.signedToday ? tomorrowRewardMessage : todayRewardMessage, {
              amount: reward,
            })}
          </Text>
        ) : null}
        {available ? null : (
          <Text tone="secondary" align="center" role="status">
            {intl.formatMessage(m.unavailable)}
          </Text>
        )}
        <Button
          fullWidth
          size="lg"
          startIcon={status.signedToday ? <IconCheck /> : undefined}
          disabled={status.signedToday || !available}
          loading={busy}
          onClick={() => void onSignIn()}
          data-testid="signin-button"
        >
          {intl.formatMessage(status.signedToday ? m.done : m.action)}
        </Button>
      </Stack>
    </Card>
  );
});

function Cycle({ status }: { status: SignInStatus }) {
  const intl = useIntl();
  // Today's place in the cycle: the first day not reached (none once today is signed).
  const next = status.signedToday ? -1 : status.days.findIndex((d) => !d.signed);
  return (
    <Stack as="section" gap="sm" aria-labelledby="signin-cycle">
      <Heading level={2} id="signin-cycle">
        {intl.formatMessage(m.cycle)}
      </Heading>
      <Stack as="ol" direction="row" gap="xs" className={css.plainList} data-testid="signin-cycle">
        {status.days.map((d, i) => (
          <Box
            as="li"
            key={d.day}
            flexGrow={1}
            minWidth={0}
            paddingY="sm"
            borderRadius="md"
            textAlign="center"
            background={d.signed ? 'accent' : i === next ? 'accentSubtle' : 'surface'}
            color={d.signed ? 'onAccent' : 'primary'}
            data-signed={d.signed}
          >
            <Stack gap="xxs" align="center">
              <Text size="xs" tone="inherit">
                {intl.formatMessage(cycleDayMessage, { day: d.day })}
              </Text>
              {d.signed ? (
                <IconCheck size="sm" label={intl.formatMessage(m.cycleDone)} />
              ) : (
                <Text size="xs" weight="bold" tone="inherit">
                  {intl.formatMessage(cycleRewardMessage, { amount: intl.formatNumber(d.reward) })}
                </Text>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

const Month = observer(function Month({
  status,
  signedDays,
  total,
}: {
  status: SignInStatus;
  signedDays: ReadonlySet<number>;
  total: string;
}) {
  const intl = useIntl();
  const [year, month, today] = status.today.split('-').map(Number) as [number, number, number];
  const names = useMemo(() => weekdays(intl), [intl]);
  const dayDate = (day: number) =>
    intl.formatDate(Date.UTC(year, month - 1, day), { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <Stack gap="sm">
      <MonthCalendar
        year={year}
        month={month}
        caption={intl.formatDate(Date.UTC(year, month - 1, 1), {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        })}
        weekdays={names}
        weekStartsOn={SUNDAY_FIRST.has(intl.locale) ? 0 : 1}
        marked={signedDays}
        today={today}
        dayLabel={(day, st) =>
          intl.formatMessage(calendarDayLabel, { date: dayDate(day), today: st.today, signed: st.marked })
        }
        data-testid="signin-calendar"
      />
      <Text size="sm" tone="secondary" data-testid="signin-month-summary">
        {intl.formatMessage(monthSummaryMessage, { days: signedDays.size, amount: total })}
      </Text>
    </Stack>
  );
});
