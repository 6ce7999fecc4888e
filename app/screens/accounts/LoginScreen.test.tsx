// The login screen in the whole app (fake platform): a keyboard-only login, axe, the slowed-down
// message, and a language change that re-validates what is filled.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '@ds/testing/axe';
import { FakeFailure } from '../../testing/fakeTransport';
import { renderApp } from '../../testing/renderApp';
import { accountsHandlers } from './parts/storyFixtures';

describe('LoginScreen', () => {
  it('logs in with the keyboard only and lands home; the password travels encrypted', async () => {
    const { platform } = await renderApp('/m/login', { handlers: await accountsHandlers('aurum') });
    const username = page.getByLabelText('Nome de utilizador');
    await expect.element(username).toBeVisible();
    await expectNoAxeViolations(document);
    await userEvent.click(username);
    await userEvent.keyboard('demo_member');
    await userEvent.tab();
    await userEvent.keyboard('demo1234{Enter}');
    await expect.poll(() => document.querySelector('[data-route]')?.getAttribute('data-route')).toBe('home');
    const login = platform.callsTo('login');
    expect(login).toHaveLength(1);
    expect(JSON.stringify(login[0]!.input)).not.toContain('demo1234');
    expect(login[0]!.headers.Encryption).toBe('RSA-OAEP-256+A256GCM');
  });

  it('says how long to wait when the platform slows repeated failures down', async () => {
    const handlers = await accountsHandlers('aurum');
    await renderApp('/m/login', {
      handlers: {
        ...handlers,
        login: () => new FakeFailure(429, 'RATE_LIMITED', 'err_rate_limited', { retryAfter: 8 }),
      },
    });
    await userEvent.fill(page.getByLabelText('Nome de utilizador'), 'demo_member');
    await userEvent.fill(page.getByLabelText('Palavra-passe', { exact: true }), 'wrong-one');
    await userEvent.click(page.getByRole('button', { name: 'Entrar' }));
    await expect
      .element(page.getByText('Demasiadas tentativas. Tente novamente dentro de 8 segundos.'))
      .toBeVisible();
  });

  it('re-validates the filled fields 200 ms after the language changes', async () => {
    const { store } = await renderApp('/m/login', { handlers: await accountsHandlers('aurum') });
    await userEvent.fill(page.getByLabelText('Nome de utilizador'), 'x');
    // Opening the page is not a language change: a field typed into at once is not checked on its own.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect.element(page.getByText('O formato da conta não está correto.')).not.toBeInTheDocument();
    store.ui.setLocale('en');
    await expect.element(page.getByText('The account format is incorrect.')).toBeVisible();
  });
});
