import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../testing/axe';
import { QrCode } from './QrCode';

describe('QrCode', () => {
  it('is an image named by its label, with no axe violations', async () => {
    const screen = await render(<QrCode value="TQ2p5uQx7vV1mN3yZcR8kLs4WbH6dJ9fEa" label="Código QR" />);
    await expect.element(screen.getByRole('img', { name: 'Código QR' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('draws dark modules on light, with the quiet zone, whatever the theme', async () => {
    const screen = await render(<QrCode value="abc" label="QR" />);
    const svg = screen.getByRole('img').element() as SVGSVGElement;
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff');
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('#000000');
    // Version 1 is 21 modules, plus 4 of quiet zone each side.
    expect(svg.getAttribute('viewBox')).toBe('0 0 29 29');
  });

  it('redraws when the value changes', async () => {
    const screen = await render(<QrCode value="a" label="QR" />);
    const before = screen.container.querySelector('path')?.getAttribute('d');
    await screen.rerender(<QrCode value="b" label="QR" />);
    expect(screen.container.querySelector('path')?.getAttribute('d')).not.toBe(before);
  });
});
