import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../testing/renderApp';

const routeShown = () => document.querySelector('[data-route]')?.getAttribute('data-route');

describe('route rules in the rendered app', () => {
  it('sends a signed-in member from the login page home', async () => {
    await renderApp('/m/login', { user: 'member' });
    await expect.poll(routeShown).toBe('home');
  });

  it('sends a signed-in member from the login page to the redirect target', async () => {
    await renderApp(`/m/login?redirect=${encodeURIComponent('/m/set')}`, { user: 'member' });
    await expect.poll(routeShown).toBe('set');
    await expect.element(page.getByRole('heading', { name: 'Definições' })).toBeVisible();
  });

  it('shows the login page to a visitor', async () => {
    await renderApp('/m/login');
    await expect.poll(routeShown).toBe('login');
  });

  it('shows the login page to a trial member, who may sign in to a real account', async () => {
    await renderApp('/m/login', { user: 'trial' });
    await expect.poll(routeShown).toBe('login');
  });

  it('gives the VIP club no shell header: it draws its own top bar, with the way back', async () => {
    await renderApp('/m/vip');
    await expect.poll(routeShown).toBe('vip');
    expect(document.querySelector('[data-shell-header]')).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Clube VIP', level: 1 })).toBeVisible();
  });
});
