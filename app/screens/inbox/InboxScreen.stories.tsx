// The inbox page in each state, in every merchant (screenshots in all three): the list with read
// and unread messages and more pages at 390 and 320 px, one open in its sheet (its planted script
// stripped), the question before a delete, the empty state, a failed load, and a trial account refused.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appLoader, withAppShell } from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';

function Inbox() {
  return null;
}

const meta = {
  title: 'Screens/Messages/Inbox',
  component: Inbox,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof Inbox>;
export default meta;
type Story = StoryObj<typeof meta>;

const T0 = Date.UTC(2026, 2, 14, 12, 0, 0);
const DAY = 86_400_000;
const message = (id: number, title: string, content: string, read: boolean, daysAgo: number) => ({
  id,
  title,
  content,
  read,
  createdAt: T0 - daysAgo * DAY,
});
const inbox = [
  message(
    5,
    'Bónus de boas-vindas creditado na sua conta principal',
    '<p>Recebeu <strong>10.00</strong> de bónus.</p><p>Use-o em qualquer jogo até ao fim do mês.</p>' +
      '<script>window.__planted = 1</script><img src="/nothing.png" alt="" onerror="window.__planted = 2">',
    false,
    0,
  ),
  message(4, 'Depósito confirmado', '<p>O seu depósito de 200.00 foi creditado.</p>', false, 1),
  message(3, 'Levantamento pago', '<p>O levantamento de 50.00 foi pago.</p>', true, 3),
  message(2, 'Subiu para VIP Gold', '<p>Parabéns!</p>', true, 8),
];

/** A platform that keeps the reads it is told of, with the messages over `pages` pages. */
function platform(list: typeof inbox, pages = 1): Handlers {
  const read = new Set<number>();
  return {
    inbox: () => ({
      content: list.map((m) => (read.has(m.id) ? { ...m, read: true } : m)),
      pageNum: 1,
      totalPages: pages,
      totalElements: list.length * pages,
    }),
    markInboxRead: (input) => {
      if (typeof input.id === 'number') read.add(input.id);
      return { ok: true as const };
    },
    deleteInbox: () => ({ ok: true as const }),
  };
}

const params = (handlers: Handlers, user: 'member' | 'trial' = 'member') => ({
  app: { path: '/m/webEmail', user, handlers },
});
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Newest first: unread ones bold with a dot, 'mark all read', and 'show more' for the next page. */
export const List: Story = {
  parameters: params(platform(inbox, 2)),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const list = await b.findByRole('list', { name: 'Mensagens' });
    await expect(within(list).getAllByRole('button')).toHaveLength(4);
    await expect(within(list).getAllByText('Não lida')).toHaveLength(2);
    await expect(b.getByRole('button', { name: 'Mostrar mais' })).toBeVisible();
  },
};

/** The list at 320 px. */
export const ListNarrow: Story = {
  ...List,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** One message open: its sanitised text in a bottom sheet, and it is read at once. */
export const Open: Story = {
  parameters: params(platform(inbox)),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: /Bónus de boas-vindas/ }));
    const sheet = await b.findByRole('dialog', { name: /Bónus de boas-vindas/ });
    await expect(within(sheet).getByText(/de bónus/)).toBeVisible();
    await expect(sheet.querySelector('script, [onerror]')).toBeNull();
    await expect((window as { __planted?: number }).__planted).toBeUndefined();
    await expect(b.getAllByText('Não lida')).toHaveLength(1);
  },
};

/** Delete, from an open message, asks first; the message stays until the answer is yes. */
export const DeleteAsks: Story = {
  parameters: params(platform(inbox)),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: /Depósito confirmado/ }));
    const sheet = await b.findByRole('dialog', { name: /Depósito confirmado/ });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Eliminar' }));
    const question = await b.findByRole('alertdialog', { name: 'Eliminar mensagem' });
    await expect(question).toHaveTextContent('Eliminar “Depósito confirmado”? Não é possível recuperá-la.');
    await expect(within(question).getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};

/** No messages: the no-data placeholder. */
export const Empty: Story = {
  parameters: params(platform([])),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Sem dados')).toBeVisible();
  },
};

/** The list could not be loaded: what happened and a retry. */
export const LoadFailed: Story = {
  parameters: params({ inbox: () => new FakeFailure(503, 'SERVICE_UNAVAILABLE') }),
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  },
};

/** A trial account is refused the inbox (free_reject) and offered registration. */
export const TrialRefused: Story = {
  parameters: params(platform(inbox), 'trial'),
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByText('Esta função não está disponível para contas de demonstração.'),
    ).toBeVisible();
  },
};
