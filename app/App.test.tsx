import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderApp } from './testing/renderApp';

afterEach(() => {
  document.title = '';
});

describe('App shell', () => {
  it('shows the home page with the logo header and the bottom menu for a visitor', async () => {
    await renderApp('/m');
    await expect.element(page.getByRole('link', { name: 'Página inicial' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect.element(nav).toBeVisible();
    await expect.element(nav.getByRole('link', { name: 'Partilhar' })).toHaveAttribute('href', '/m/login');
    await expect.element(nav.getByRole('link', { name: 'Membro' })).toHaveAttribute('href', '/m/login');
  });

  it('sends a guest opening the deposit page to login with the way back', async () => {
    await renderApp('/m/voucherCenter');
    await expect.poll(() => document.querySelector('[data-route]')?.getAttribute('data-route')).toBe('login');
  });

  it('refuses a trial member the inbox with free_reject', async () => {
    await renderApp('/m/webEmail', { user: 'trial' });
    await expect
      .element(
        page.getByRole('heading', { name: 'Esta função não está disponível para contas de demonstração.' }),
      )
      .toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Registar agora' })).toBeVisible();
  });

  it('shows the service-error page with status 1, even with a region restriction', async () => {
    await renderApp('/m/home', { maintenance: true, regionRestriction: true });
    await expect.element(page.getByRole('heading', { name: 'Serviço em manutenção' })).toBeVisible();
  });

  it('shows the region restriction page with status 2', async () => {
    await renderApp('/m/home', { regionRestriction: true });
    await expect.element(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    await expect.element(page.getByText(/O seu IP: 203\.0\.113\.24/)).toBeVisible();
  });

  it('asks a trial member tapping Member to register, in the register modal', async () => {
    await renderApp('/m/home', { user: 'trial' });
    await userEvent.click(page.getByRole('button', { name: 'Membro' }));
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Registar agora' }));
    // The register modal (SPEC §4) opens over the page; the route stays where it was.
    await expect.element(page.getByRole('dialog', { name: 'Criar conta' })).toBeVisible();
    expect(document.querySelector('[data-route]')?.getAttribute('data-route')).toBe('home');
  });
});
