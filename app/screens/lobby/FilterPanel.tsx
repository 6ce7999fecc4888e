// The game list's filter panel: vendor (manufacturer), game category and minimum bet. As the
// product does, only the vendor is applied on submit; reset clears it.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, IconButton, IconFilter } from '@ds';
import { Sheet } from '@ds/components/Sheet';
import { FILTER_CATEGORIES, FILTER_MIN_BETS } from '../../stores/games/constants';
import type { Vendor } from '../../stores/games/gateway';
import { lobbyMessages as m, subcategoryMessages } from './messages';
import * as s from './GameList.css';

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
          <fieldset className={s.fieldset}>
            <legend className={s.legend}>{intl.formatMessage(m.filterVendor)}</legend>
            {[{ vendorCode: '', vendorName: all }, ...vendors].map((v) => (
              <label key={v.vendorCode || 'all'} className={s.option}>
                <input
                  type="radio"
                  name="vendor"
                  value={v.vendorCode}
                  checked={vendor === v.vendorCode}
                  onChange={() => setVendor(v.vendorCode)}
                />
                {v.vendorName}
              </label>
            ))}
          </fieldset>
          <fieldset className={s.fieldset}>
            <legend className={s.legend}>{intl.formatMessage(m.filterCategory)}</legend>
            {FILTER_CATEGORIES.map((c) => (
              <label key={c} className={s.option}>
                <input
                  type="radio"
                  name="category"
                  value={c}
                  checked={category === c}
                  onChange={() => setCategory(c)}
                />
                {intl.formatMessage(subcategoryMessages[c])}
              </label>
            ))}
          </fieldset>
          <fieldset className={s.fieldset}>
            <legend className={s.legend}>{intl.formatMessage(m.filterMinBet)}</legend>
            {FILTER_MIN_BETS.map((b) => (
              <label key={b} className={s.option}>
                <input
                  type="radio"
                  name="minBet"
                  value={b}
                  checked={minBet === b}
                  onChange={() => setMinBet(b)}
                />
                {b === 'ALL' ? all : intl.formatNumber(Number(b))}
              </label>
            ))}
          </fieldset>
          <div className={s.actions}>
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
          </div>
        </form>
      </Sheet.Content>
    </Sheet.Root>
  );
}
