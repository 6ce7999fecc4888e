// What the three record screens share: the money and date formats, the range control (presets and
// a custom range), the time zone note, the filter panel, and the loading, error and empty states.
import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type IntlShape } from 'react-intl';
import {
  Button,
  EmptyState,
  IconButton,
  IconFilter,
  RadioGroup,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextField,
} from '@ds';
import { Sheet } from '@ds/components/Sheet';
import { formatMoney } from '../../format/format';
import { useStores } from '../../stores/context';
import {
  addDays,
  daysBetween,
  MAX_RANGE_DAYS,
  PLATFORM_TIME_ZONE,
  RANGE_PRESETS,
  rangeToQuery,
  type DateRange,
  type RangePreset,
} from '../../stores/records';
import { recordMessages as m, timeZoneMessage } from './messages';

const presetMessages: Record<RangePreset, (typeof m)[keyof typeof m]> = {
  today: m.today,
  yesterday: m.yesterday,
  '7d': m.week,
  '30d': m.month,
  custom: m.custom,
};

/** The `period` argument of the empty-state messages for a range. */
export const periodOf = (range: DateRange) =>
  ({ today: 'today', yesterday: 'yesterday', '7d': 'week', '30d': 'month', custom: 'other' })[range.preset];

export type AmountTone = 'positive' | 'negative' | 'neutral';
export const toneOf = (value: number): AmountTone =>
  value > 0 ? 'positive' : value < 0 ? 'negative' : 'neutral';

/** Money in the merchant's currency format; `signed` puts + before gains (losses always show −). */
export function useRecordFormat() {
  const intl = useIntl();
  const { wallet } = useStores();
  const symbol = wallet.symbol;
  return {
    money: (value: number) => formatMoney(value, symbol),
    signed: (value: number) => `${value > 0 ? '+' : ''}${formatMoney(value, symbol)}`,
    /** A record's time: day, month and time, in the platform's time zone. */
    time: (ms: number) =>
      intl.formatDate(ms, {
        timeZone: PLATFORM_TIME_ZONE,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    day: (isoDay: string) => formatDay(intl, isoDay),
  };
}

const DAY_FORMAT = { timeZone: PLATFORM_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' } as const;
const dayStart = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);

function formatDay(intl: IntlShape, isoDay: string) {
  return intl.formatDate(dayStart(isoDay), DAY_FORMAT);
}

export function rangeArgs(intl: IntlShape, range: DateRange) {
  return {
    period: periodOf(range),
    from: formatDay(intl, range.startDate),
    to: formatDay(intl, range.endDate),
  };
}

/**
 * The range: five presets and, for a custom range, its first and last days (no later than today,
 * at most the platform's limit apart). `onChange` gets the range's query entries.
 */
export function RangeControl({
  range,
  today,
  onChange,
}: {
  range: DateRange;
  today: string;
  onChange: (query: Record<string, string>) => void;
}) {
  const intl = useIntl();
  const choose = (preset: RangePreset) => {
    if (preset === 'custom')
      onChange(rangeToQuery({ preset, startDate: range.startDate, endDate: range.endDate }));
    else onChange({ range: preset });
  };
  const setDay = (which: 'from' | 'to', value: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
    let { startDate, endDate } = range;
    if (which === 'from') startDate = value;
    else endDate = value;
    // Keep the range readable by the platform: the other end follows when the span breaks its limit.
    if (startDate > endDate) {
      if (which === 'from') endDate = startDate;
      else startDate = endDate;
    }
    if (daysBetween(startDate, endDate) > MAX_RANGE_DAYS) {
      if (which === 'from') endDate = addDays(startDate, MAX_RANGE_DAYS - 1);
      else startDate = addDays(endDate, -(MAX_RANGE_DAYS - 1));
    }
    if (endDate > today) endDate = today;
    onChange(rangeToQuery({ preset: 'custom', startDate, endDate }));
  };
  return (
    <Stack gap="sm">
      <div data-testid="range-control">
        <SegmentedControl
          label={intl.formatMessage(m.rangeLabel)}
          size="sm"
          fullWidth
          value={range.preset}
          onValueChange={choose}
          options={RANGE_PRESETS.map((p) => ({ value: p, label: intl.formatMessage(presetMessages[p]) }))}
        />
      </div>
      {range.preset === 'custom' ? (
        <Stack direction="row" gap="sm" data-testid="range-custom">
          <TextField
            type="date"
            label={intl.formatMessage(m.from)}
            value={range.startDate}
            max={today}
            onValueChange={(v) => setDay('from', v)}
            data-testid="range-from"
          />
          <TextField
            type="date"
            label={intl.formatMessage(m.to)}
            value={range.endDate}
            max={today}
            onValueChange={(v) => setDay('to', v)}
            data-testid="range-to"
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The range's days (shared parts said once: '8 – 14 Mar 2026') and the time zone, said once per screen. */
export function RangeNote({ range, count }: { range: DateRange; count?: ReactNode }) {
  const intl = useIntl();
  const { day } = useRecordFormat();
  return (
    <Stack gap="none">
      <Stack direction="row" justify="between" gap="sm">
        <Text size="sm" weight="medium" data-testid="range-span">
          {range.startDate === range.endDate
            ? day(range.startDate)
            : intl.formatDateTimeRange(dayStart(range.startDate), dayStart(range.endDate), DAY_FORMAT)}
        </Text>
        {count ? (
          <Text size="sm" tone="secondary" data-testid="record-count">
            {count}
          </Text>
        ) : null}
      </Stack>
      <Text size="xs" tone="muted" data-testid="time-zone">
        {intl.formatMessage(timeZoneMessage, { zone: PLATFORM_TIME_ZONE })}
      </Text>
    </Stack>
  );
}

export interface FilterGroup {
  key: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}

/**
 * The filter button (pressed while a filter is on) and its bottom sheet: one radio group per filter,
 * applied together; 'clear filters' removes them all.
 */
export function FilterPanel({
  groups,
  onApply,
}: {
  groups: readonly FilterGroup[];
  /** The chosen value of each group, by key ('' for all). */
  onApply: (values: Record<string, string>) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const current = () => Object.fromEntries(groups.map((g) => [g.key, g.value]));
  const [values, setValues] = useState<Record<string, string>>(current);
  const active = groups.filter((g) => g.value !== '').length;
  const all = intl.formatMessage(m.filterAll);
  return (
    <Sheet.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setValues(current());
        setOpen(next);
      }}
    >
      <Sheet.Trigger>
        <IconButton
          icon={<IconFilter />}
          label={intl.formatMessage(m.filter)}
          pressed={active > 0}
          data-testid="filter-open"
        />
      </Sheet.Trigger>
      <Sheet.Content
        side="bottom"
        title={intl.formatMessage(m.filterTitle)}
        closeLabel={intl.formatMessage(m.filterClose)}
      >
        <form
          data-testid="filter-panel"
          onSubmit={(e) => {
            e.preventDefault();
            onApply(values);
            setOpen(false);
          }}
        >
          <Stack gap="lg">
            {groups.map((g) => (
              <RadioGroup
                key={g.key}
                name={g.key}
                label={g.label}
                value={values[g.key] || 'ALL'}
                onValueChange={(v) => setValues((prev) => ({ ...prev, [g.key]: v === 'ALL' ? '' : v }))}
                options={[{ value: 'ALL', label: all }, ...g.options]}
              />
            ))}
            <Stack direction="row" gap="sm">
              <Button
                type="button"
                variant="secondary"
                fullWidth
                onClick={() => {
                  onApply(Object.fromEntries(groups.map((g) => [g.key, ''])));
                  setOpen(false);
                }}
                data-testid="filter-reset"
              >
                {intl.formatMessage(m.filterReset)}
              </Button>
              <Button type="submit" fullWidth data-testid="filter-apply">
                {intl.formatMessage(m.filterApply)}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Sheet.Content>
    </Sheet.Root>
  );
}

/** Rows of skeletons in the shape of record rows, while the first page loads. */
export function RecordSkeletons({ count = 6 }: { count?: number }) {
  const intl = useIntl();
  return (
    <Stack gap="xs" role="status" aria-label={intl.formatMessage(m.loading)} data-testid="records-loading">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height="4.75rem" shape="rect" />
      ))}
    </Stack>
  );
}

/** A read that failed: what happened (offline or not) and a retry. */
export const RecordsError = observer(function RecordsError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const { ui } = useStores();
  return (
    <div role="alert" data-testid="records-error">
      <EmptyState
        title={intl.formatMessage(ui.online ? m.loadFailed : m.offline)}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage(m.retry)}
          </Button>
        }
      />
    </div>
  );
});

/** Nothing in the range (and filters): which range, and a way to clear the filters when some are on. */
export function RecordsEmpty({
  title,
  filtered,
  onClearFilters,
}: {
  title: string;
  filtered: boolean;
  onClearFilters?: () => void;
}) {
  const intl = useIntl();
  return (
    <div data-testid="records-empty">
      <EmptyState
        live
        title={title}
        description={filtered ? intl.formatMessage(m.withFilters) : undefined}
        action={
          filtered && onClearFilters ? (
            <Button variant="secondary" onClick={onClearFilters}>
              {intl.formatMessage(m.filterReset)}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
