import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { Prompt, type PromptKind, type PromptProps } from './Prompt';
import { expectNoAxeViolations } from '../../testing/axe';
import { useLeavingMotion } from '../../testing/motion';
import { afterNextPaint } from '../../utils/afterNextPaint';

// The real one, watched: one test holds its callback.
vi.mock(import('../../utils/afterNextPaint'), async (original) => ({
  afterNextPaint: vi.fn((await original()).afterNextPaint),
}));

describe('Dialog', () => {
  it('opens from its trigger, traps focus, closes on Escape and restores focus', async () => {
    const screen = await render(
      <Dialog.Root>
        <Dialog.Trigger>
          <Button>Abrir</Button>
        </Dialog.Trigger>
        <Dialog.Content title="Regras" description="Leia antes de participar." closeLabel="Fechar">
          <Dialog.Actions>
            <Button>Aceitar</Button>
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.keyboard('{Tab}');
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'Regras' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription('Leia antes de participar.');
    // The dialog is in a portal in <body>, where the theme class on <html> still applies.
    expect(document.body.contains(dialog.element())).toBe(true);
    await expectNoAxeViolations(dialog.element());
    // Focus stays inside: Tab cycles between the close button and the action.
    await userEvent.keyboard('{Tab}{Tab}{Tab}');
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  describe('with motion allowed', () => {
    useLeavingMotion();

    it('fades out with its dimming before it is removed; a second tap while it leaves does nothing', async () => {
      const onAccept = vi.fn();
      function Demo() {
        const [open, setOpen] = useState(true);
        return (
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Content title="Regras" closeLabel="Fechar">
              <Dialog.Actions>
                <Button
                  onClick={() => {
                    onAccept();
                    setOpen(false);
                  }}
                >
                  Aceitar
                </Button>
              </Dialog.Actions>
            </Dialog.Content>
          </Dialog.Root>
        );
      }
      await render(<Demo />);
      const dialog = page.getByRole('dialog', { name: 'Regras' });
      await expect.element(dialog).toBeVisible();
      const accept = page.getByRole('button', { name: 'Aceitar' }).element() as HTMLElement;
      accept.click();
      // The dialog and its dimming are both still there, leaving, and neither takes a tap.
      await expect.poll(() => document.querySelectorAll('[data-state=closed]').length).toBe(2);
      const closing = [...document.querySelectorAll<HTMLElement>('[data-state=closed]')];
      for (const layer of closing) {
        expect(getComputedStyle(layer).animationName).not.toBe('none');
        expect(getComputedStyle(layer).pointerEvents).toBe('none');
      }
      const { x, y, width, height } = accept.getBoundingClientRect();
      expect(document.elementFromPoint(x + width / 2, y + height / 2)?.closest('[role=dialog]')).toBeNull();
      await expect.element(dialog).not.toBeInTheDocument();
      expect(document.querySelectorAll('[data-state=closed]').length).toBe(0);
      expect(onAccept).toHaveBeenCalledTimes(1);
    });
  });

  it('moves focus to its first control once its first frame is painted, not while it mounts', async () => {
    // The after-paint callback is held, so the test decides when the frame has been painted.
    const held: (() => void)[] = [];
    vi.mocked(afterNextPaint).mockImplementationOnce((run) => {
      held.push(run);
      return () => {};
    });
    const screen = await render(
      <Dialog.Root>
        <Dialog.Trigger>
          <Button>Abrir</Button>
        </Dialog.Trigger>
        <Dialog.Content title="Regras" closeLabel="Fechar">
          <Dialog.Actions>
            <Button>Aceitar</Button>
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Abrir' }).element();
    await userEvent.click(trigger);
    await expect.element(page.getByRole('dialog', { name: 'Regras' })).toBeVisible();
    // Mounted and its effects run: the focus has not moved yet (Radix would have moved it by now).
    expect(held).toHaveLength(1);
    expect(document.activeElement).toBe(trigger);
    held[0]!();
    // The close button is the first control.
    await expect.element(page.getByRole('button', { name: 'Fechar' })).toHaveFocus();
  });
});

function Harness(props: Partial<PromptProps> & { kind: PromptKind }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <Prompt
        title="Confirmação"
        okLabel="OK"
        cancelLabel="Cancelar"
        onConfirm={() => {}}
        {...props}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

describe('Prompt', () => {
  it('confirm: Cancel and OK, OK focused first, Escape cancels and focus returns', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const screen = await render(
      <Harness
        kind="confirm"
        message="Tem a certeza de que quer sair?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = page.getByRole('alertdialog', { name: 'Confirmação' });
    await expect.element(dialog).toHaveAccessibleDescription('Tem a certeza de que quer sair?');
    await expect.element(page.getByRole('button', { name: 'OK' })).toHaveFocus();
    // axe checks the dialog itself; the page behind is aria-hidden by Radix while the focus trap holds.
    await expectNoAxeViolations(dialog.element());
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });

  it('alert: only OK', async () => {
    const onConfirm = vi.fn();
    const screen = await render(<Harness kind="alert" cancelLabel={undefined} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await expect.element(page.getByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('');
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('text: validates on Enter without losing the value, then confirms with it', async () => {
    const onConfirm = vi.fn();
    const screen = await render(
      <Harness
        kind="text"
        inputLabel="Apelido"
        validate={(v) => (v.length < 3 ? 'Pelo menos 3 letras' : undefined)}
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const field = page.getByRole('textbox', { name: 'Apelido' });
    await expect.element(field).toHaveFocus();
    await userEvent.keyboard('ab{Enter}');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Pelo menos 3 letras');
    await expect.element(field).toHaveValue('ab');
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('c{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('abc');
  });

  it('loginPassword: a password field the password manager can fill; a double tap sends once', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const screen = await render(
      <Harness
        kind="loginPassword"
        inputLabel="Palavra-passe"
        username="demo_member"
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const field = page.getByLabelText('Palavra-passe');
    await expect.element(field).toHaveAttribute('type', 'password');
    await expect.element(field).toHaveAttribute('autocomplete', 'current-password');
    expect(document.querySelector('input[autocomplete="username"]')).toHaveProperty('value', 'demo_member');
    await userEvent.keyboard('demo1234');
    const ok = page.getByRole('button', { name: 'OK' });
    await userEvent.click(ok);
    // A second tap while busy (the button is aria-disabled, so tap it directly in the DOM).
    (ok.element() as HTMLElement).click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect.element(ok).toHaveAttribute('aria-busy', 'true');
    finish();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('secureText: a rejected confirm keeps it open with the error shown', async () => {
    const screen = await render(
      <Harness
        kind="secureText"
        inputLabel="PIN"
        error={undefined}
        onConfirm={() => Promise.reject(new Error('no'))}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await userEvent.keyboard('1234{Enter}');
    await expect.element(page.getByLabelText('PIN')).toHaveValue('1234');
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
  });
});
