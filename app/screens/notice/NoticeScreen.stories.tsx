// The announcements page in each state, in every merchant (screenshots in all three): the list with
// read and unread ones at 390 and 320 px, one open in its sheet (its planted script stripped), the
// empty state and a failed load.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appLoader, withAppShell } from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';

function Notice() {
  return null;
}

const meta = {
  title: 'Screens/Messages/Notice',
  component: Notice,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

const T0 = Date.UTC(2026, 2, 14, 12, 0, 0);
const DAY = 86_400_000;
const notice = (id: number, title: string, content: string, read: boolean, daysAgo: number, type = 'PL') => ({
  id,
  announcementId: id,
  type,
  title,
  content,
  read,
  createdAt: T0 - daysAgo * DAY,
});
const player = [
  notice(
    3,
    'Manutenção programada do sistema às 03:00 de domingo',
    '<p>Os jogos ficam indisponíveis <strong>durante uma hora</strong>.</p>' +
      '<p>O saldo não é afetado. <a href="https://example.com/estado">Ver o estado</a></p>' +
      '<script>window.__planted = 1</script><img src="/nothing.png" alt="" onerror="window.__planted = 2">',
    false,
    0,
  ),
  notice(2, 'Novos métodos de depósito', '<p>PIX e transferência bancária já disponíveis.</p>', false, 2),
  notice(1, 'Bem-vindo à nova versão da aplicação', '<p>Mais rápida e mais leve.</p>', true, 9),
];
const popup = [notice(4, 'Torneio de fim de semana', '<p>Prémios em dobro.</p>', true, 5, 'PU')];

/** A platform that keeps the reads it is told of, as the real one does. */
function announcements(player_: typeof player, popup_: typeof popup = []): Handlers {
  const read = new Set<number>();
  const withReads = (list: typeof player) => list.map((a) => (read.has(a.id) ? { ...a, read: true } : a));
  return {
    announcements: () => ({
      promotion: [],
      banners: [],
      player: withReads(player_),
      popup: withReads(popup_),
    }),
    markAnnouncementRead: (input) => {
      if (typeof input.announcementId === 'number') read.add(input.announcementId);
      return { ok: true as const };
    },
  };
}

const params = (handlers: Handlers) => ({ app: { path: '/m/notice', user: 'member' as const, handlers } });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Newest first: two unread (bold, with a dot) above the read ones, and 'mark all read'. */
export const List: Story = {
  parameters: params(announcements(player, popup)),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const list = await b.findByRole('list', { name: 'Anúncios' });
    await expect(within(list).getAllByRole('button')).toHaveLength(4);
    await expect(within(list).getAllByText('Não lido')).toHaveLength(2);
    await expect(b.getByRole('button', { name: 'Marcar tudo como lido' })).toBeVisible();
  },
};

/** The list at 320 px: long titles are cut with an ellipsis, nothing overflows. */
export const ListNarrow: Story = {
  ...List,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** One announcement open: its sanitised text (no script, no handler) in a bottom sheet, now read. */
export const Open: Story = {
  parameters: params(announcements(player, popup)),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: /Manutenção programada/ }));
    const sheet = await b.findByRole('dialog', { name: /Manutenção programada/ });
    await expect(within(sheet).getByText(/durante uma hora/)).toBeVisible();
    await expect(sheet.querySelector('script, [onerror]')).toBeNull();
    await expect((window as { __planted?: number }).__planted).toBeUndefined();
    // Read at once: the row behind the sheet loses its unread mark.
    await expect(b.getAllByText('Não lido')).toHaveLength(1);
  },
};

/** No announcements: the no-data placeholder. */
export const Empty: Story = {
  parameters: params(announcements([])),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Sem dados')).toBeVisible();
  },
};

/** The list could not be loaded: what happened and a retry. */
export const LoadFailed: Story = {
  parameters: params({ announcements: () => new FakeFailure(503, 'SERVICE_UNAVAILABLE') }),
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  },
};
