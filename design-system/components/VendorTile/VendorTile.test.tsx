import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { sampleArt } from '../Image/fixtures';
import { VendorTile } from './VendorTile';
import { expectNoAxeViolations } from '../../testing/axe';

describe('VendorTile', () => {
  it('is one button named by the vendor, launched from the keyboard, and passes axe', async () => {
    const onSelect = vi.fn();
    const screen = await render(
      <div style={{ width: 160 }}>
        <VendorTile name="PG Soft" imageSrc={sampleArt('PG')} onSelect={onSelect} />
      </div>,
    );
    const button = screen.getByRole('button', { name: 'PG Soft' });
    await expectNoAxeViolations(screen.container);
    await userEvent.keyboard('{Tab}');
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('cannot be used when disabled and shows its note', async () => {
    const onSelect = vi.fn();
    const screen = await render(
      <VendorTile name="JILI" imageSrc={sampleArt('J')} onSelect={onSelect} note="Em manutenção" disabled />,
    );
    await expect.element(screen.getByRole('button', { name: /JILI/ })).toBeDisabled();
    await expect.element(screen.getByText('Em manutenção')).toBeVisible();
  });
});
