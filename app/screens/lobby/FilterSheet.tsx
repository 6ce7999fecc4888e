// The game list's filter sheet: vendor (manufacturer), game category and minimum bet. As the
// product does, only the vendor is applied on submit; reset clears it. Its own chunk (with the
// dialog and the radio groups), loaded by FilterPanel when the list is idle or at the first tap.
// A submit or reset closes the sheet in the tap and applies the filter (clearing the list and asking
// for it again) once the sheet has gone (its leaving motion ended, Radix's close focus) and the frame
// after is painted: the tap answers at once, and the list's work does not share frames with the motion.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, RadioGroup, Stack } from '@ds';
import { Sheet } from '@ds/components/Sheet';
import { useAfterNextPaint } from '@ds/utils/useAfterNextPaint';
import { FILTER_CATEGORIES, FILTER_MIN_BETS } from '../../stores/games/constants';
import type { Vendor } from '../../stores/games/gateway';
import { subcategoryMessages, filterMessages } from './filterMessages';

export interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vendors: readonly Vendor[];
  /** The vendor filter in force ('' for all). */
  applied: string;
  onApply: (vendor: string) => void;
}

export default function FilterSheet({ open, onOpenChange, vendors, applied, onApply }: FilterSheetProps) {
  const intl = useIntl();
  const [vendor, setVendor] = useState(applied);
  const [category, setCategory] = useState<string>('ALL');
  const [minBet, setMinBet] = useState<string>('ALL');
  // The vendor submitted, applied once the sheet has gone.
  const pending = useRef<string | null>(null);
  // Each opening starts from the vendor in force (a choice left unapplied last time is dropped).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setVendor(pending.current ?? applied);
  }
  const all = intl.formatMessage(filterMessages.filterAll);
  const afterPaint = useAfterNextPaint();
  const close = (apply: string) => {
    pending.current = apply;
    onOpenChange(false);
  };
  const takePending = () => {
    const apply = pending.current;
    pending.current = null;
    return apply;
  };
  const applyPending = () => {
    const apply = takePending();
    if (apply !== null) afterPaint(() => onApply(apply));
  };
  // Opened again while it was still leaving (the page under a leaving sheet takes taps): the submit
  // still counts, at once, and the sheet shows the vendor it applied.
  useEffect(() => {
    if (!open) return;
    const apply = takePending();
    if (apply !== null) onApply(apply);
  }, [open, onApply]);

  return (
    <Sheet.Root open={open} onOpenChange={onOpenChange}>
      <Sheet.Content
        side="bottom"
        title={intl.formatMessage(filterMessages.filterTitle)}
        closeLabel={intl.formatMessage(filterMessages.filterClose)}
        onCloseAutoFocus={applyPending}
      >
        <form
          data-testid="filter-panel"
          onSubmit={(e) => {
            e.preventDefault();
            close(vendor);
          }}
        >
          <Stack gap="md">
            <RadioGroup
              variant="chips"
              name="vendor"
              label={intl.formatMessage(filterMessages.filterVendor)}
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
              label={intl.formatMessage(filterMessages.filterCategory)}
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
              label={intl.formatMessage(filterMessages.filterMinBet)}
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
                  close('');
                }}
                data-testid="filter-reset"
              >
                {intl.formatMessage(filterMessages.filterReset)}
              </Button>
              <Button type="submit" fullWidth data-testid="filter-submit">
                {intl.formatMessage(filterMessages.filterSubmit)}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Sheet.Content>
    </Sheet.Root>
  );
}
