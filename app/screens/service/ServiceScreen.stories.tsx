// The customer service page in every merchant (screenshots in all three): the merchant's links
// (WhatsApp, its CS page), live chat where CBS3 is on, Telegram and affiliate links, at 390 and
// 320 px; a trial account without chat.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appLoader, withAppShell } from '../../testing/appStory';
import type { Handlers } from '../../testing/fakeTransport';

function Service() {
  return null;
}

const meta = {
  title: 'Screens/Messages/Service',
  component: Service,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof Service>;
export default meta;
type Story = StoryObj<typeof meta>;

const entries = (list: { type: string; title: string; path: string }[]): Handlers => ({
  customerService: () => ({ version: { pathList: list } }),
});
const links = entries([
  { type: '3', title: 'whatsapp', path: 'https://wa.me/351900000000' },
  { type: '3', title: 'CS', path: 'https://support.example/chat' },
  { type: '1', title: 'email', path: 'mailto:support@example.com' },
  { type: '3', title: 'Linha VIP', path: 'javascript:alert(1)' },
]);
const params = (handlers: Handlers, user: 'member' | 'trial' = 'member') => ({
  app: { path: '/m/service', user, handlers },
});
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A member: the merchant's links, chat (where CBS3 is on), Telegram; a javascript: entry is dropped. */
export const Member: Story = {
  parameters: params(links),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const list = await b.findByRole('list', { name: 'Formas de contacto' });
    await expect(within(list).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('target', '_blank');
    await expect(within(list).getByRole('link', { name: /Apoio ao cliente/ })).toBeVisible();
    await expect(within(list).queryByText('Linha VIP')).toBeNull();
    // The affiliate link from the merchant's download links.
    await expect(within(list).getByRole('link', { name: /Apoio a afiliados/ })).toHaveAttribute(
      'href',
      'https://affiliates.aurum.example/join',
    );
  },
};

/** The same at 320 px. */
export const MemberNarrow: Story = {
  ...Member,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A trial account: the links, but no live chat. */
export const Trial: Story = {
  parameters: params(links, 'trial'),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await b.findByRole('list', { name: 'Formas de contacto' });
    await expect(b.queryByRole('button', { name: /Chat ao vivo/ })).toBeNull();
  },
};
