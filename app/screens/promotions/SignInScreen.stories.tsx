// The daily sign-in (/m/activity/signIn) in the app shell, in each merchant at 390 and 320 px: a
// member with a run of two days who signs in (the button turns off, the calendar marks today, one
// request), today already signed, and the loading, failed and offline states. Data: the loyalty
// fixtures, on FIXED_NOW (14 March 2026).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { screenReady, toastGone, withAppShell, type AppStoryLoaded } from '../../testing/appStory';
import { loyaltyLoader, type LoyaltyStoryParameters } from './loyaltyFixtures';

function SignIn() {
  return null;
}

const meta = {
  title: 'Screens/Promotions/SignIn',
  component: SignIn,
  loaders: [loyaltyLoader],
  decorators: [withAppShell],
  parameters: { app: { path: '/m/activity/signIn' } },
} satisfies Meta<typeof SignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (loyalty: LoyaltyStoryParameters = {}) => ({ app: { path: '/m/activity/signIn' }, loyalty });

const ready = (canvasElement: HTMLElement, state?: string) =>
  screenReady(canvasElement, 'signin-screen', state);

/** Two days in a row; today pays 3; the month's calendar with nine days signed. */
export const Member: Story = {
  parameters: params(),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByTestId('signin-streak')).toHaveTextContent('2 dias seguidos');
    await expect(body.getByTestId('signin-reward')).toHaveTextContent('Prémio de hoje: ¥3.00');
    await expect(body.getByRole('button', { name: 'Fazer check-in' })).toBeEnabled();
    await expect(body.getByRole('table', { name: 'março de 2026' })).toBeVisible();
    await expect(body.getByText('14 de março, hoje')).toBeInTheDocument();
    await expect(body.getByTestId('signin-month-summary')).toHaveTextContent('9 check-ins este mês');
  },
};

export const MemberNarrow: Story = {
  ...Member,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A double tap signs in once: the button turns off and today is marked at once. */
export const SignsInOnce: Story = {
  parameters: params(),
  play: async ({ canvasElement, loaded }) => {
    const body = await ready(canvasElement);
    const button = body.getByTestId('signin-button');
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveTextContent('Check-in de hoje feito');
    await expect(body.getByText('14 de março, hoje, check-in feito')).toBeInTheDocument();
    await expect(body.getByTestId('signin-streak')).toHaveTextContent('3 dias seguidos');
    const { platform } = loaded.app as AppStoryLoaded;
    await expect(platform.callsTo('signIn')).toHaveLength(1);
    await waitFor(() => expect(canvasElement.ownerDocument.body.textContent).toContain('Check-in feito!'));
    await toastGone(canvasElement, 'Check-in feito!');
  },
};

/** Today signed: the button is off and says so; tomorrow's reward is shown. */
export const Signed: Story = {
  parameters: params({ signed: true }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByTestId('signin-button')).toBeDisabled();
    await expect(body.getByTestId('signin-reward')).toHaveTextContent('Amanhã: ¥5.00');
  },
};

export const Loading: Story = {
  parameters: params({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'loading');
    await expect(body.getByTestId('signin-loading')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: params({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'error');
    await expect(body.getByTestId('signin-error')).toHaveTextContent(
      'Não foi possível carregar o check-in diário.',
    );
    await expect(body.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  },
};

export const Offline: Story = {
  parameters: params({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'error');
    window.dispatchEvent(new Event('offline'));
    await waitFor(() =>
      expect(body.getByTestId('signin-error')).toHaveTextContent(
        'Sem ligação. O check-in volta quando a ligação voltar.',
      ),
    );
  },
};
