// The filter sheet applies its vendor once it has gone: the list's work (clearing it and asking for
// the filtered page) starts after the sheet's leaving motion, never inside the tap or beside the motion.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { DesignSystemProvider, createCdnPicker } from '@ds';
import { useLeavingMotion } from '@ds/testing/motion';
import FilterSheet from './FilterSheet';
import { storyVendors } from './storyFixtures';

const cdn = createCdnPicker(['https://cdn.example/'], '');

function Demo({ onApply }: { onApply: (vendor: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <IntlProvider locale="pt" defaultLocale="pt" onError={() => undefined}>
      <DesignSystemProvider imageUrl={cdn}>
        <button type="button" onClick={() => setOpen(true)}>
          Filtro
        </button>
        <FilterSheet open={open} onOpenChange={setOpen} vendors={vendors} applied="" onApply={onApply} />
      </DesignSystemProvider>
    </IntlProvider>
  );
}

// One chip per vendor (the story's vendors repeat across game categories).
const vendors = storyVendors.filter(
  (v, i) => storyVendors.findIndex((w) => w.vendorCode === v.vendorCode) === i,
);
const vendor = vendors[0]!;

describe('FilterSheet', () => {
  it('applies the chosen vendor once on submit, and nothing when it is dismissed', async () => {
    const onApply = vi.fn();
    const screen = await render(<Demo onApply={onApply} />);
    await userEvent.click(screen.getByRole('radio', { name: vendor.vendorName }));
    await userEvent.click(screen.getByTestId('filter-submit'));
    await expect.element(page.getByTestId('filter-panel')).not.toBeInTheDocument();
    await expect.poll(() => onApply.mock.calls).toEqual([[vendor.vendorCode]]);

    const dismissed = vi.fn();
    const again = await render(<Demo onApply={dismissed} />);
    await expect.element(again.getByTestId('filter-panel')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByTestId('filter-panel')).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(dismissed).not.toHaveBeenCalled();
  });

  describe('with motion allowed', () => {
    useLeavingMotion();

    it('applies the vendor only after the sheet has left', async () => {
      // Whether the sheet was still in the page when the vendor was applied.
      const sheetThere: boolean[] = [];
      const onApply = vi.fn(() => sheetThere.push(document.querySelector('[role=dialog]') !== null));
      const screen = await render(<Demo onApply={onApply} />);
      await userEvent.click(screen.getByRole('radio', { name: vendor.vendorName }));
      await userEvent.click(screen.getByTestId('filter-submit'));
      // Leaving: still in the page, closed, and nothing applied yet.
      await expect.poll(() => document.querySelector('[role=dialog][data-state=closed]')).not.toBeNull();
      expect(onApply).not.toHaveBeenCalled();
      await expect.element(page.getByTestId('filter-panel')).not.toBeInTheDocument();
      await expect.poll(() => onApply.mock.calls).toEqual([[vendor.vendorCode]]);
      expect(sheetThere).toEqual([false]);
    });

    it('opened again while it leaves, applies the submitted vendor at once and shows it chosen', async () => {
      const onApply = vi.fn();
      const screen = await render(<Demo onApply={onApply} />);
      await userEvent.click(screen.getByRole('radio', { name: vendor.vendorName }));
      await userEvent.click(screen.getByTestId('filter-submit'));
      await expect.poll(() => document.querySelector('[role=dialog][data-state=closed]')).not.toBeNull();
      // The page under the leaving sheet takes the tap (still hidden from the accessibility tree).
      [...document.querySelectorAll('button')].find((b) => b.textContent === 'Filtro')!.click();
      await expect.poll(() => onApply.mock.calls).toEqual([[vendor.vendorCode]]);
      await expect.element(screen.getByRole('radio', { name: vendor.vendorName })).toBeChecked();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByTestId('filter-panel')).not.toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 100));
      expect(onApply).toHaveBeenCalledTimes(1);
    });
  });
});
