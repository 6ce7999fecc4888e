// The reward center (/m/rewardCenter) in the app shell, in each merchant at 390 and 320 px: five
// rewards to receive (the count on the tab), a claim that takes one out and says what came in,
// the other tabs, the claimed rewards a page at a time, and the empty, loading and failed states.
// Data: the loyalty fixtures, on FIXED_NOW.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { screenReady, toastGone, withAppShell, type AppStoryLoaded } from '../../testing/appStory';
import { loyaltyLoader, type LoyaltyStoryParameters } from '../promotions/loyaltyFixtures';

function RewardCenter() {
  return null;
}

const meta = {
  title: 'Screens/Rewards/RewardCenter',
  component: RewardCenter,
  loaders: [loyaltyLoader],
  decorators: [withAppShell],
  parameters: { app: { path: '/m/rewardCenter' } },
} satisfies Meta<typeof RewardCenter>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (loyalty: LoyaltyStoryParameters = {}) => ({ app: { path: '/m/rewardCenter' }, loyalty });

const ready = (canvasElement: HTMLElement, state?: string) =>
  screenReady(canvasElement, 'reward-center', state);

/** Five rewards to receive, each with its amount, date and 'Receive'. */
export const ToReceive: Story = {
  parameters: params(),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getAllByTestId('reward-row')).toHaveLength(5);
    await expect(body.getByText('5 prémios por receber')).toBeInTheDocument();
    await expect(body.getAllByTestId('reward-claim')[0]).toHaveAccessibleName(
      'Receber: Bónus de aniversário',
    );
  },
};

export const ToReceiveNarrow: Story = {
  ...ToReceive,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A claim (double tapped) sends once, takes the reward out and lowers the tab's count. */
export const Claims: Story = {
  parameters: params(),
  play: async ({ canvasElement, loaded }) => {
    const body = await ready(canvasElement);
    await userEvent.dblClick(body.getAllByTestId('reward-claim')[0]!);
    await waitFor(() => expect(body.getAllByTestId('reward-row')).toHaveLength(4));
    await expect(body.getByText('4 prémios por receber')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body.textContent).toContain('Recebeu ¥188.00 na sua conta.'),
    );
    await toastGone(canvasElement, 'Recebeu ¥188.00 na sua conta.');
    const { platform } = loaded.app as AppStoryLoaded;
    await expect(platform.callsTo('claimReward')).toHaveLength(1);
  },
};

/** A rejected application, with the member's remark. */
export const Rejected: Story = {
  parameters: params(),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await userEvent.click(body.getByTestId('rewards-tab-REJECTED'));
    await waitFor(() => expect(body.getByTestId('reward-center')).toHaveAttribute('data-tab', 'REJECTED'));
    await expect(await body.findByText('Aposta no CBLOL; o jogo foi adiado')).toBeVisible();
  },
};

/** The claimed rewards: the first page of 20. */
export const Claimed: Story = {
  parameters: params(),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await userEvent.click(body.getByTestId('rewards-tab-CLAIMED'));
    await waitFor(() => expect(body.getAllByTestId('reward-row')).toHaveLength(20));
  },
};

export const Empty: Story = {
  parameters: params({ mode: 'empty' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByTestId('rewards-empty')).toHaveTextContent('Nada por receber agora.');
  },
};

export const Loading: Story = {
  parameters: params({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'loading');
    await expect(body.getByTestId('rewards-loading')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: params({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'error');
    await expect(body.getByTestId('rewards-error')).toHaveTextContent(
      'Não foi possível carregar os prémios.',
    );
  },
};
