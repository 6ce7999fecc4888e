import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Toaster } from './Toaster';
import { createToaster, TOAST_DURATION } from './toaster';
import { expectNoAxeViolations } from '../../testing/axe';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('Toaster', () => {
  it('shows queued toasts in a labelled live region and passes axe', async () => {
    const toaster = createToaster();
    const screen = await render(<Toaster toaster={toaster} label="Notificações" />);
    toaster.success('Alteração guardada');
    toaster.error('Falha ao carregar');
    await expect.element(page.getByText('Alteração guardada')).toBeVisible();
    await expect.element(page.getByText('Falha ao carregar')).toBeVisible();
    // Radix announces toasts through a live region (status for background, assertive for errors).
    await expect.poll(() => document.querySelectorAll('[aria-live]').length).toBeGreaterThan(0);
    await expectNoAxeViolations(screen.container.ownerDocument.body);
  });

  it('closes after its duration; a loading toast until dismissed stays', async () => {
    const toaster = createToaster();
    await render(<Toaster toaster={toaster} label="Notificações" />);
    toaster.success('Guardado', { duration: TOAST_DURATION.oneSecond });
    const loading = toaster.loading('Aguarde…', { duration: TOAST_DURATION.untilDismissed });
    await expect.element(page.getByText('Guardado')).toBeVisible();
    await wait(1400);
    await expect.element(page.getByText('Guardado')).not.toBeInTheDocument();
    await expect.element(page.getByText('Aguarde…')).toBeVisible();
    expect(toaster.getSnapshot().map((t) => t.id)).toEqual([loading]);
    toaster.dismiss(loading);
    await expect.element(page.getByText('Aguarde…')).not.toBeInTheDocument();
  });

  it('F8 moves focus to the toast region (keyboard path)', async () => {
    const toaster = createToaster();
    await render(<Toaster toaster={toaster} label="Notificações" />);
    toaster.show({ message: 'Olá', duration: TOAST_DURATION.tenSeconds });
    await expect.element(page.getByText('Olá')).toBeVisible();
    await userEvent.keyboard('{F8}');
    const region = page.getByRole('region', { name: /Notificações/ });
    await expect.element(region).toBeInTheDocument();
    expect(region.element().contains(document.activeElement)).toBe(true);
  });
});
