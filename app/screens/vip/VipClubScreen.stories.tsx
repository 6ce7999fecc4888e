// The VIP club page (/m/vip) in every merchant: a visitor and a member (their level marked in both
// rows and the list, their card first in view) at 390 and 320 px in each merchant; a 'read all'
// popup open (lumen); level pictures that fail to load, the level's number drawn in their place
// (verde); loading, failed and empty.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  appLoader,
  failedStory,
  inMerchant,
  loadingStory,
  pageWith,
  withAppShell,
} from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';
import { vipHandlers } from '../../testing/vipFixtures';

function VipClub() {
  return null;
}

const meta = {
  title: 'Screens/VIP/Club',
  component: VipClub,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof VipClub>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (handlers: Handlers, user: 'member' | null = null) => ({
  app: { path: '/m/vip', user, handlers },
});
const page = (canvasElement: HTMLElement) => pageWith(canvasElement, 'vip-level-row');

/** The levels are on their way. */
export const Loading = loadingStory<Story>(
  params({ vipLevels: () => new Promise<never>(() => undefined) }),
  'A carregar o Clube VIP',
);

/** The levels could not be read: what happened and a retry, with the way back and home still there. */
export const LoadFailed = failedStory<Story>(
  params({ vipLevels: () => new FakeFailure(500, 'INTERNAL_ERROR', 'err_unknown') }),
  async (body) => {
    await expect(body.getByRole('button', { name: 'Voltar' })).toBeVisible();
    await expect(body.getByRole('link', { name: 'Início' })).toBeVisible();
  },
);

/** The merchant has set no levels. */
export const Empty: Story = {
  parameters: params({
    vipLevels: () => ({ levels: [], levelRulesHtml: '', bonusRulesHtml: '', descriptionHtml: '' }),
  }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('O Clube VIP ainda não tem níveis. Volte em breve.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A visitor: the three sections, 15 level cards, 15 bonus pictures, and the way to sign in. */
const guest: Story = {
  parameters: params(vipHandlers()),
  play: async ({ canvasElement }) => {
    const body = await page(canvasElement);
    const nav = body.getByRole('navigation', { name: 'Secções do Clube VIP' });
    await expect(within(nav).getByRole('link', { name: 'Início' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Níveis VIP' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(body.getByRole('button', { name: 'Voltar' })).toBeVisible();
    await expect(body.getAllByTestId('vip-level-card')).toHaveLength(15);
    await expect(body.getAllByTestId('vip-bonus-card')).toHaveLength(15);
    await expect(body.getByTestId('vip-guest')).toBeVisible();
    await expect(body.queryByTestId('vip-mine')).toBeNull();
  },
};

export const Guest = inMerchant(guest, 'aurum');
export const GuestVerde = inMerchant(guest, 'verde');
export const GuestLumen = inMerchant(guest, 'lumen');
export const GuestNarrow = inMerchant(guest, 'aurum', true);
export const GuestVerdeNarrow = inMerchant(guest, 'verde', true);
export const GuestLumenNarrow = inMerchant(guest, 'lumen', true);

/** A member at VIP 7: their level first, marked in each row and in the list. */
const member: Story = {
  parameters: params(vipHandlers({ level: 7 }), 'member'),
  play: async ({ canvasElement }) => {
    const body = await page(canvasElement);
    await expect(await body.findByTestId('vip-own-name')).toHaveTextContent('VIP 7 · Gold I');
    const own = body.getAllByTestId('vip-level-card').find((c) => c.getAttribute('aria-current') === 'true');
    await expect(own).toHaveAttribute('data-level', '7');
    await expect(within(own!).getByText('O seu nível')).toBeVisible();
  },
};

export const Member = inMerchant(member, 'aurum');
export const MemberVerde = inMerchant(member, 'verde');
export const MemberLumen = inMerchant(member, 'lumen');
export const MemberNarrow = inMerchant(member, 'aurum', true);
export const MemberVerdeNarrow = inMerchant(member, 'verde', true);
export const MemberLumenNarrow = inMerchant(member, 'lumen', true);

/** 'Read all' under the level rules: the whole text in a popup. */
export const ReadAll = inMerchant<Story>(
  {
    parameters: params(vipHandlers({ level: 7 }), 'member'),
    play: async ({ canvasElement }) => {
      const body = await page(canvasElement);
      const levels = body.getByTestId('vip-levels');
      await userEvent.click(await within(levels).findByRole('button', { name: 'Ler tudo' }));
      const dialog = await body.findByRole('dialog', { name: 'Níveis VIP' });
      await expect(within(dialog).getByText(/90 dias/)).toBeVisible();
    },
  },
  'lumen',
);

/** Pictures that fail: the level's number stands in, never a broken image. */
export const PictureFallback = inMerchant<Story>(
  {
    parameters: params(vipHandlers({ broken: [1, 2, 3] })),
    play: async ({ canvasElement }) => {
      const body = await page(canvasElement);
      const first = body.getAllByTestId('vip-level-card')[0]!;
      // The picture is asked for once near the screen (200 ms), then fails.
      await expect(
        await within(first).findByText('VIP 1', { selector: '[aria-hidden="true"]' }, { timeout: 5000 }),
      ).toBeVisible();
      await expect(first.querySelector('img')).toBeNull();
    },
  },
  'verde',
);
