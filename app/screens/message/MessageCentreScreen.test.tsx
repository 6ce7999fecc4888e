import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../testing/renderApp';

describe('message centre', () => {
  it('lists its entries, and the chat address comes from the messages store', async () => {
    const { store, platform } = await renderApp('/m/message', {
      user: 'member',
      handlers: { launchChat: () => ({ chatUrl: 'about:blank#chat' }) },
    });
    await expect.element(page.getByRole('heading', { name: 'Centro de mensagens' })).toBeVisible();
    expect(document.querySelector('[data-entry="notice"]')).not.toBeNull();
    expect(document.querySelector('[data-entry="inbox"]')).not.toBeNull();
    // The chat's address comes from the messages store, in the app's language.
    const url = await store.messages.chatUrl({ backUrl: 'http://localhost/m/message', title: 'Chat' });
    expect(url).toBe('about:blank#chat');
    const call = platform.callsTo('launchChat')[0]!;
    expect(call.input.language).toBe('PT');
    expect(String(call.input.b2c)).toBe('1');
  });
});
