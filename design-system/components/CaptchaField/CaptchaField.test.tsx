import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { CaptchaField } from './CaptchaField';
import { captchaSample } from './captcha-sample';

describe('CaptchaField', () => {
  it('is a numeric field of at most 6 digits beside a named refresh image, with no axe violations', async () => {
    const screen = await render(
      <CaptchaField label="Captcha" src={captchaSample} onRefresh={() => {}} refreshLabel="Novo código" />,
    );
    const input = screen.getByLabelText('Captcha');
    await expect.element(input).toHaveAttribute('inputmode', 'numeric');
    await expect.element(input).toHaveAttribute('maxlength', '6');
    await expect.element(input).toHaveAttribute('autocomplete', 'off');
    await expectNoAxeViolations();
  });

  it('keyboard: type the code, Tab to the image and Enter asks for a new one', async () => {
    const onRefresh = vi.fn();
    const screen = await render(
      <CaptchaField label="Captcha" src={captchaSample} onRefresh={onRefresh} refreshLabel="Novo código" />,
    );
    await userEvent.tab();
    await userEvent.keyboard('1234567');
    await expect.element(screen.getByLabelText('Captcha')).toHaveValue('123456');
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Novo código' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('ignores taps while a new image is loading', async () => {
    const onRefresh = vi.fn();
    const screen = await render(
      <CaptchaField label="Captcha" loading onRefresh={onRefresh} refreshLabel="Novo código" />,
    );
    const button = screen.getByRole('button', { name: 'Novo código' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await button.click();
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
