import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { loadLocale } from '../i18n/LocaleProvider';
import { toLocale } from '../i18n/locales';
import { routeByName } from '../routes/routeTable';
import { ScreenFrame } from '../testing/AppFrame';
import { renderApp } from '../testing/renderApp';
import { createFixtureStore } from '../testing/storyStore';
import { RoutePage } from './RoutePage';

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

describe('a session that ends while the page is being drawn', () => {
  it('keeps a visitor on the login page when the session ends between its render and its effects', async () => {
    const [{ store }, locale] = await Promise.all([
      createFixtureStore({ user: 'member' }),
      loadLocale(toLocale(undefined)),
    ]);
    const login = routeByName('login')!;
    let path = '';
    function Where() {
      path = useLocation().pathname;
      return null;
    }
    // The platform's answer that the stored session has expired arrives after the login page drew its
    // way on (a signed-in member leaves it) and before that way on was taken.
    function SessionEndsOnCommit() {
      useLayoutEffect(() => store.session.clear(), []);
      return null;
    }
    await render(
      <ScreenFrame store={store} locale={locale} path="/m/login">
        <RoutePage route={login} />
        <SessionEndsOnCommit />
        <Where />
      </ScreenFrame>,
    );
    await expect.poll(() => document.querySelector('input[autocomplete="username"]')).not.toBeNull();
    expect(path).toBe('/m/login');
  });
});
