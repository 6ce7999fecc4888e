// The game list's filter panel: vendor (manufacturer), game category and minimum bet. As the
// product does, only the vendor is applied on submit; reset clears it.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, IconButton, IconFilter, RadioGroup, Stack } from '@ds';
import { Sheet } from '@ds/components/Sheet';
import { FILTER_CATEGORIES, FILTER_MIN_BETS } from '../../stores/games/constants';
import type { Vendor } from '../../stores/games/gateway';
import { lobbyMessages as m, subcategoryMessages } from './messages';

export function FilterPanel({
  vendors,
  applied,
  onApply,
}: {
  vendors: readonly Vendor[];
  /** The vendor filter in force ('' for all). */
  applied: string;
  onApply: (vendor: string) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [vendor, setVendor] = useState(applied);
  const [category, setCategory] = useState<string>('ALL');
  const [minBet, setMinBet] = useState<string>('ALL');
  const all = intl.formatMessage(m.filterAll);

  const onOpenChange = (next: boolean) => {
    if (next) setVendor(applied);
    setOpen(next);
  };

  return (
    <Sheet.Root open={open} onOpenChange={onOpenChange}>
      <Sheet.Trigger>
        <IconButton
          icon={<IconFilter />}
          label={intl.formatMessage(m.filter)}
          pressed={applied !== ''}
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
            onApply(vendor);
            setOpen(false);
          }}
        >
          <Stack gap="md">
            <RadioGroup
              variant="chips"
              name="vendor"
              label={intl.formatMessage(m.filterVendor)}
              value={vendor}
              onValueChange={setVendor}
              options={[{ vendorCode: '', vendorName: all }, ...vendors].map((v) => ({
                value: v.vendorCode,
                label: v.vendorName,
              }))}
            />
            <RadioGroup
              variant="chips"
              name="category"
              label={intl.formatMessage(m.filterCategory)}
              value={category}
              onValueChange={setCategory}
              options={FILTER_CATEGORIES.map((c) => ({
                value: c,
                label: intl.formatMessage(subcategoryMessages[c]),
              }))}
            />
            <RadioGroup
              variant="chips"
              name="minBet"
              label={intl.formatMessage(m.filterMinBet)}
              value={minBet}
              onValueChange={setMinBet}
              options={FILTER_MIN_BETS.map((b) => ({
                value: b,
                label: b === 'ALL' ? all : intl.formatNumber(Number(b)),
              }))}
            />
            <Stack direction="row" gap="sm" paddingTop="sm">
              <Button
                type="button"
                variant="secondary"
                fullWidth
                onClick={() => {
                  setVendor('');
                  setCategory('ALL');
                  setMinBet('ALL');
                  onApply('');
                  setOpen(false);
                }}
                data-testid="filter-reset"
              >
                {intl.formatMessage(m.filterReset)}
              </Button>
              <Button type="submit" fullWidth data-testid="filter-submit">
                {intl.formatMessage(m.filterSubmit)}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Sheet.Content>
    </Sheet.Root>
  );
}
