// The VIP benefits page (/m/member/benefits) for demo_member in every merchant at 390 and 320 px:
// VIP 7 on the way to VIP 8 (deposits 62 %, bets 35 %), its benefits beside the next level's, the
// club's texts; a requirement already met; the top level (no next); a 'read all' popup open;
// loading and a failed read.
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
import { vipBenefitsFixture, vipHandlers } from '../../testing/vipFixtures';

function VipBenefits() {
  return null;
}

const meta = {
  title: 'Screens/VIP/Benefits',
  component: VipBenefits,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof VipBenefits>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (handlers: Handlers) => ({
  app: { path: '/m/member/benefits', user: 'member' as const, handlers },
});
const page = (canvasElement: HTMLElement) => pageWith(canvasElement, 'vip-current');

/** The levels and the member's benefits are on their way. */
export const Loading = loadingStory<Story>(
  params({ ...vipHandlers(), vipBenefits: () => new Promise<never>(() => undefined) }),
  'A carregar o Clube VIP',
);

/** The benefits could not be read: what happened and a retry under the shell's back header. */
export const LoadFailed = failedStory<Story>(
  params({ ...vipHandlers(), vipBenefits: () => new FakeFailure(500, 'INTERNAL_ERROR', 'err_unknown') }),
);

/** VIP 7 on the way to VIP 8: both bars, what is missing, the benefits beside the next level's. */
const member: Story = {
  parameters: params(vipHandlers({ level: 7 })),
  play: async ({ canvasElement }) => {
    const body = await page(canvasElement);
    await expect(body.getByTestId('vip-current')).toHaveTextContent('VIP 7 · Gold I');
    await expect(body.getByRole('heading', { name: 'Progresso para VIP 8 · Gold II' })).toBeVisible();
    const deposits = body.getByRole('progressbar', { name: 'Depósitos' });
    await expect(deposits).toHaveAttribute('aria-valuemax', '18011');
    await expect(body.getByRole('progressbar', { name: 'Apostas válidas' })).toBeVisible();
    await expect(body.getByTestId('vip-benefit-dailyWithdrawLimit')).toHaveTextContent('19 por dia');
    await expect(body.getByText('No próximo nível: 21 por dia')).toBeVisible();
    await expect(await body.findByTestId('vip-rules')).toBeVisible();
  },
};

export const Member = inMerchant(member, 'aurum');
export const MemberVerde = inMerchant(member, 'verde');
export const MemberLumen = inMerchant(member, 'lumen');
export const MemberNarrow = inMerchant(member, 'aurum', true);
export const MemberVerdeNarrow = inMerchant(member, 'verde', true);
export const MemberLumenNarrow = inMerchant(member, 'lumen', true);

/** Deposits already enough for the next level: that bar is full, 'requirement met'; bets still short. */
export const DepositsMet = inMerchant<Story>(
  {
    parameters: params({
      ...vipHandlers({ level: 4 }),
      vipBenefits: () => {
        const b = vipBenefitsFixture(4);
        return { ...b, depositProgress: b.next!.depositRequired + 250 };
      },
    }),
    play: async ({ canvasElement }) => {
      const body = await page(canvasElement);
      const deposits = body.getByTestId('vip-progress-deposit');
      await expect(within(deposits).getByText('Requisito cumprido')).toBeVisible();
      await expect(within(body.getByTestId('vip-progress-bet')).getByText(/^Faltam /)).toBeVisible();
    },
  },
  'verde',
);

/** The top level: no next level, no bars. */
export const TopLevel = inMerchant<Story>(
  {
    parameters: params(vipHandlers({ level: 15 })),
    play: async ({ canvasElement }) => {
      const body = await page(canvasElement);
      await expect(body.getByTestId('vip-top')).toBeVisible();
      await expect(body.queryByRole('progressbar')).toBeNull();
    },
  },
  'lumen',
);

/** 'Read all' under the bonus rules: the whole text in a popup. */
export const ReadAll = inMerchant<Story>(
  {
    parameters: params(vipHandlers({ level: 7 })),
    play: async ({ canvasElement }) => {
      const body = await page(canvasElement);
      const rules = await body.findByTestId('vip-rules');
      const buttons = await within(rules).findAllByRole('button', { name: 'Ler tudo' });
      await userEvent.click(buttons[1]!);
      const dialog = await body.findByRole('dialog', { name: 'Bónus VIP exclusivo' });
      await expect(within(dialog).getByText(/aniversário/)).toBeVisible();
    },
  },
  'aurum',
);
