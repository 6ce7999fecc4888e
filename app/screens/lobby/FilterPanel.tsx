// The game list's filter button and its sheet (FilterSheet). The sheet, with the dialog and the
// radio groups it is built from, is a chunk of its own: the list's first paint does not wait for
// it. It is fetched once the list is idle, or at the first tap if that comes sooner.
import { startTransition, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton, IconFilter } from '@ds';
import { lazyPart, preloadWhenIdle } from '../../shell/lazyPart';
import type { Vendor } from '../../stores/games/gateway';
import { filterMessages } from './filterMessages';

// With the rest of the message catalogue, as every part beyond the first screen (shell/lazyPart.ts).
const FilterSheet = lazyPart(() => import('./FilterSheet'));

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
  // The sheet stays mounted from its first opening on (its choices kept, its closing animated).
  const [mounted, setMounted] = useState(false);
  useEffect(() => preloadWhenIdle(FilterSheet.preload), []);

  return (
    <>
      <IconButton
        icon={<IconFilter />}
        label={intl.formatMessage(filterMessages.filter)}
        pressed={applied !== ''}
        aria-haspopup="dialog"
        aria-expanded={open}
        // The sheet is drawn in a transition: React builds it in slices and the tap's frame is not
        // held up by the whole sheet at once.
        onClick={() =>
          startTransition(() => {
            setMounted(true);
            setOpen(true);
          })
        }
        data-testid="filter-open"
      />
      {mounted ? (
        <Suspense fallback={null}>
          <FilterSheet
            open={open}
            onOpenChange={setOpen}
            vendors={vendors}
            applied={applied}
            onApply={onApply}
          />
        </Suspense>
      ) : null}
    </>
  );
}
