import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { TextField } from './TextField';

describe('TextField', () => {
  it('links label, hint and error and has no axe violations in any state', async () => {
    const screen = await render(
      <form>
        <TextField label="Utilizador" hint="4 a 16 caracteres" />
        <TextField label="Senha" type="password" showPasswordLabel="Mostrar" hidePasswordLabel="Ocultar" />
        <TextField
          label="Código"
          numeric
          maxLength={6}
          showCount
          error="Digite o código"
          defaultValue="12a"
        />
        <TextField label="Nota" multiline maxLength={140} showCount />
        <TextField label="Pesquisar" hideLabel clearLabel="Limpar" defaultValue="x" />
        <TextField label="Bloqueado" disabled defaultValue="y" />
      </form>,
    );
    const code = screen.getByLabelText('Código');
    await expect.element(code).toHaveAttribute('aria-invalid', 'true');
    await expect.element(code).toHaveAccessibleDescription('Digite o código');
    await expect.element(code).toHaveAttribute('inputmode', 'numeric');
    await expect.element(code).toHaveValue('12a');
    await expect
      .element(screen.getByLabelText('Utilizador'))
      .toHaveAccessibleDescription('4 a 16 caracteres');
    await expectNoAxeViolations();
  });

  it('keyboard: type, Tab to the clear button, Enter clears and focus returns to the field', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <TextField label="Pesquisar" clearLabel="Limpar" onValueChange={onValueChange} />,
    );
    await userEvent.tab();
    await userEvent.keyboard('fortune');
    const input = screen.getByLabelText('Pesquisar');
    await expect.element(input).toHaveValue('fortune');
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Limpar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(input).toHaveValue('');
    await expect.element(input).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('toggles password visibility from the keyboard', async () => {
    const screen = await render(
      <TextField
        label="Senha"
        type="password"
        defaultValue="demo1234"
        autoComplete="current-password"
        showPasswordLabel="Mostrar senha"
        hidePasswordLabel="Ocultar senha"
      />,
    );
    const input = screen.getByLabelText('Senha', { exact: true });
    await expect.element(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect
      .element(screen.getByRole('button', { name: 'Ocultar senha' }))
      .toHaveAttribute('aria-pressed', 'true');
  });

  it('respects maxLength and counts characters', async () => {
    const screen = await render(<TextField label="Captcha" numeric maxLength={6} showCount />);
    await userEvent.type(screen.getByLabelText('Captcha'), '123456789');
    await expect.element(screen.getByLabelText('Captcha')).toHaveValue('123456');
    await expect.element(screen.getByText('6/6')).toBeVisible();
  });

  it('works controlled', async () => {
    function Controlled() {
      const [v, setV] = useState('abc');
      return (
        <>
          <TextField
            label="Apelido"
            value={v}
            onValueChange={(x) => setV(x.toUpperCase())}
            clearLabel="Limpar"
          />
          <output>{v}</output>
        </>
      );
    }
    const screen = await render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Apelido'), 'd');
    await expect.element(screen.getByRole('status')).toHaveTextContent('ABCD');
  });

  it('a search field submits its form on Enter, with the search key hint, and passes axe', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const screen = await render(
      <form role="search" onSubmit={onSubmit}>
        <TextField label="Pesquisar" hideLabel type="search" />
      </form>,
    );
    const box = screen.getByRole('searchbox', { name: 'Pesquisar' });
    await expect.element(box).toHaveAttribute('enterkeyhint', 'search');
    await userEvent.type(box, 'mahjong{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });
});
