import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a named checkbox with description and error, and has no axe violations', async () => {
    const screen = await render(
      <div>
        <Checkbox label="Lembrar-me" />
        <Checkbox label="Aceito" description="Maiores de 18" error="Obrigatório" />
        <Checkbox label="Todos" checked="indeterminate" />
        <Checkbox label="Desativado" disabled />
      </div>,
    );
    const accept = screen.getByRole('checkbox', { name: 'Aceito' });
    await expect.element(accept).toHaveAttribute('aria-invalid', 'true');
    await expect.element(accept).toHaveAccessibleDescription('Obrigatório Maiores de 18');
    await expect.element(screen.getByRole('checkbox', { name: 'Todos' })).toBePartiallyChecked();
    await expectNoAxeViolations();
  });

  it('toggles with Space after Tab', async () => {
    const onChange = vi.fn();
    const screen = await render(<Checkbox label="Lembrar-me" onCheckedChange={onChange} />);
    await userEvent.tab();
    const box = screen.getByRole('checkbox', { name: 'Lembrar-me' });
    await expect.element(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(box).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('checks a mixed box on a tap, follows a controlled value and submits its name and value', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <form aria-label="f">
        <Checkbox label="Todos" checked="indeterminate" onCheckedChange={onChange} />
        <Checkbox label="Termos" name="agree" value="yes" defaultChecked />
      </form>,
    );
    const all = screen.getByRole('checkbox', { name: 'Todos' });
    await all.click();
    expect(onChange).toHaveBeenCalledWith(true);
    // Controlled: the parent did not change the value, so the box stays mixed.
    await expect.element(all).toBePartiallyChecked();
    await screen.rerender(
      <form aria-label="f">
        <Checkbox label="Todos" checked={false} onCheckedChange={onChange} />
        <Checkbox label="Termos" name="agree" value="yes" defaultChecked />
      </form>,
    );
    await expect.element(all).not.toBeChecked();
    await expect.element(all).not.toBePartiallyChecked();
    const form = screen.getByRole('form', { name: 'f' }).element() as HTMLFormElement;
    expect(new FormData(form).get('agree')).toBe('yes');
    await screen.getByRole('checkbox', { name: 'Termos' }).click();
    expect(new FormData(form).get('agree')).toBeNull();
  });

  it('toggles on a tap beside the drawn box, inside its tap area', async () => {
    const screen = await render(<Checkbox label="Lembrar-me" />);
    const box = screen.getByRole('checkbox', { name: 'Lembrar-me' });
    const drawn = box.element().nextElementSibling!.getBoundingClientRect();
    const area = box.element().getBoundingClientRect();
    expect(area.height).toBeGreaterThanOrEqual(44);
    expect(area.width).toBeGreaterThanOrEqual(44);
    // A point of the tap area above the drawn box.
    await userEvent.click(box, { position: { x: area.width - drawn.width / 2, y: 4 } });
    await expect.element(box).toBeChecked();
  });

  it('offers a 44 px tap area', async () => {
    const screen = await render(<Checkbox label="Lembrar-me" />);
    const row = screen.container.firstElementChild!.getBoundingClientRect();
    expect(row.height).toBeGreaterThanOrEqual(44);
  });
});
