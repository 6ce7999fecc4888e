import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../testing/renderApp';
import { messageCentreFeature } from '../../stores/messageCentre';

describe('message centre', () => {
  it("lists its entries, and the chat address comes from the message centre's store", async () => {
    const { store, platform } = await renderApp('/m/message', {
      user: 'member',
      handlers: { launchChat: () => ({ chatUrl: 'about:blank#chat' }) },
    });
    await expect.element(page.getByRole('heading', { name: 'Centro de mensagens' })).toBeVisible();
    expect(document.querySelector('[data-entry="notice"]')).not.toBeNull();
    expect(document.querySelector('[data-entry="inbox"]')).not.toBeNull();
    // The chat's address comes from the message centre's store, in the app's language.
    const url = await store
      .use(messageCentreFeature)
      .chatUrl({ backUrl: 'http://localhost/m/message', title: 'Chat' });
    expect(url).toBe('about:blank#chat');
    const call = platform.callsTo('launchChat')[0]!;
    expect(call.input.language).toBe('PT');
    expect(String(call.input.b2c)).toBe('1');
  });

  it('opens the chat window within the tap, before the chat address arrives, and sends it there', async () => {
    let answer: (v: { chatUrl: string }) => void = () => undefined;
    await renderApp('/m/message', {
      user: 'member',
      handlers: { launchChat: () => new Promise((r) => (answer = r)) },
    });
    const chatWindow = { closed: false, opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(chatWindow as unknown as Window);
    try {
      await page.getByRole('button', { name: /Chat ao vivo/ }).click();
      // Opened by the tap itself, while the platform has not answered yet.
      expect(open).toHaveBeenCalledTimes(1);
      expect(chatWindow.opener).toBeNull();
      answer({ chatUrl: '/sim/chat?ticket=t' });
      await vi.waitFor(() => expect(chatWindow.location.href).toBe(`${location.origin}/sim/chat?ticket=t`));
      expect(chatWindow.close).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  });
});
