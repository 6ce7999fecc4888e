// The message centre in every merchant's theme (screenshots in all three): a member's entries with
// their unread badges at 390 and 320 px, a badge capped at 99+, a guest's entries without badges,
// and verde's own settings, where CBS3 is off, so without live chat.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appLoader, withAppShell } from '../../testing/appStory';
import type { Handlers } from '../../testing/fakeTransport';

function MessageCentre() {
  return null;
}

const meta = {
  title: 'Screens/Messages/Message centre',
  component: MessageCentre,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof MessageCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

const counts = (announcements: number, inbox: number, chat: number): Handlers => ({
  unreadCounts: () => ({
    announcementUnreadCount: announcements,
    inboxUnreadCount: inbox,
    chatUnreadCount: chat,
    totalUnreadCount: announcements + inbox + chat,
  }),
});
const params = (handlers: Handlers, user: 'member' | null = 'member') => ({
  app: { path: '/m/message', user, handlers },
});
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const entry = (canvasElement: HTMLElement, key: string) =>
  canvasElement.ownerDocument.querySelector<HTMLElement>(`[data-entry="${key}"]`);

/** A member: Telegram, announcements (3 unread), messages (8), live chat (2), affiliate support. */
export const Member: Story = {
  parameters: params(counts(3, 8, 2)),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await b.findByRole('heading', { name: 'Centro de mensagens' });
    await expect(await b.findByRole('link', { name: /Anúncios/ })).toHaveAttribute('href', '/m/notice');
    await expect(b.getByRole('link', { name: /Mensagens/ })).toHaveAttribute('href', '/m/webEmail');
    await expect(entry(canvasElement, 'notice')?.querySelector('[data-badge]')).toHaveTextContent('3');
    await expect(entry(canvasElement, 'inbox')?.querySelector('[data-badge]')).toHaveTextContent('8');
    await expect(entry(canvasElement, 'chat')?.querySelector('[data-badge]')).toHaveTextContent('2');
    // Links the platform gives open outside the app, and say so.
    for (const link of b.getAllByRole('link', { name: /abre numa nova janela/ })) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

/** The same at 320 px. */
export const MemberNarrow: Story = {
  ...Member,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** More than 99 unread messages: the badge reads 99+. */
export const ManyUnread: Story = {
  parameters: params(counts(0, 120, 0)),
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('heading', { name: 'Centro de mensagens' });
    await expect(await within(entry(canvasElement, 'inbox')!).findByText('99+')).toBeVisible();
    await expect(entry(canvasElement, 'notice')?.querySelector('[data-badge]')).toBeNull();
  },
};

/** A guest: the same entries without counts (the inbox and chat ask to sign in when tapped). */
export const Guest: Story = {
  parameters: params({}, null),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await expect(await b.findByRole('link', { name: /Anúncios/ })).toBeVisible();
    await expect(canvasElement.ownerDocument.querySelector('[data-badge]')).toBeNull();
  },
};

/** Verde's settings (CBS3 off): no live chat entry, the rest as for any member. */
export const WithoutChat: Story = {
  parameters: { ...params(counts(3, 8, 0)), screenshot: { merchants: ['verde'] } },
  globals: { merchant: 'verde' },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await expect(await b.findByRole('link', { name: /Anúncios/ })).toBeVisible();
    await expect(b.queryByRole('button', { name: /Chat ao vivo/ })).toBeNull();
    await expect(entry(canvasElement, 'chat')).toBeNull();
  },
};
