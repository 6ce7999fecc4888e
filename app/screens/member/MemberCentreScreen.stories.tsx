// The member centre (/m/member/home) in both layouts of the merchant's mobile template: base (a
// summary card and the menu as a list: aurum, lumen) and new (an accent card and the menu as
// tiles: verde), at 390 and 320 px; a trial account and a failed load.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appLoader, withAppShell } from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';

function MemberCentre() {
  return null;
}

const meta = {
  title: 'Screens/Member/MemberCentre',
  component: MemberCentre,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof MemberCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (user: 'member' | 'trial' = 'member', handlers: Handlers = {}) => ({
  app: { path: '/m/member/home', user, handlers },
});
const narrow = { viewport: { value: 'mobile1', isRotated: false } };

async function menu(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole('navigation', { name: 'Menu de membro' }, { timeout: 5000 }));
}

/** The base layout: identity, balance with its tools, deposit and withdraw, the menu as a list. */
export const Base: Story = {
  parameters: params(),
  play: async ({ canvasElement }) => {
    const nav = await menu(canvasElement);
    await expect(nav.getByRole('list')).toBeVisible();
    await expect(nav.getByRole('button', { name: /Terminar sessão/ })).toBeVisible();
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('link', { name: 'Depositar' })).toHaveAttribute('href', '/m/voucherCenter');
  },
};

export const BaseNarrow: Story = { ...Base, globals: narrow };

/** verde's template: the new layout, an accent card and the menu as tiles. */
export const New: Story = {
  globals: { merchant: 'verde' },
  parameters: { ...params(), screenshot: { merchants: ['verde'] } },
  play: async ({ canvasElement }) => {
    await menu(canvasElement);
    await expect(canvasElement.ownerDocument.querySelector('[data-layout="new"]')).not.toBeNull();
  },
};

export const NewNarrow: Story = { ...New, globals: { ...narrow, merchant: 'verde' } };

/** A trial account is offered registration instead. */
export const Trial: Story = {
  parameters: params('trial'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('heading', { level: 2 }, { timeout: 5000 })).toBeVisible();
  },
};

/** The member's data failed to load: the message and a retry. */
export const LoadFailed: Story = {
  parameters: params('member', { memberInfo: () => new FakeFailure(500, 'INTERNAL_ERROR', 'err_internal') }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: /Tentar/ }, { timeout: 5000 })).toBeVisible();
  },
};
