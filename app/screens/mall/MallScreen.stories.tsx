// The points mall (/m/mall/mallHome) in the app shell, in each merchant at 390 and 320 px: 3,200
// points, six items (one sold out, two beyond the points), a confirmed redemption that sends once on
// a double tap and lowers the points, the member's redemptions, and the empty, loading and failed
// states. Data: the loyalty fixtures, on FIXED_NOW.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenReady, toastGone, withAppShell, type AppStoryLoaded } from '../../testing/appStory';
import { loyaltyLoader, type LoyaltyStoryParameters } from '../promotions/loyaltyFixtures';

function Mall() {
  return null;
}

const meta = {
  title: 'Screens/Mall/Mall',
  component: Mall,
  loaders: [loyaltyLoader],
  decorators: [withAppShell],
  parameters: { app: { path: '/m/mall/mallHome' } },
} satisfies Meta<typeof Mall>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (loyalty: LoyaltyStoryParameters = {}) => ({ app: { path: '/m/mall/mallHome' }, loyalty });

const ready = (canvasElement: HTMLElement, state?: string) =>
  screenReady(canvasElement, 'mall-screen', state);

async function picturesLoaded(canvasElement: HTMLElement) {
  await waitFor(() => {
    const images = [...canvasElement.ownerDocument.querySelectorAll('main img')] as HTMLImageElement[];
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
}

/** The points, and the items with their price, stock and button. */
export const Items: Story = {
  parameters: params(),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByTestId('mall-points')).toHaveTextContent('3.200 pontos');
    const buttons = body.getAllByTestId('mall-redeem');
    await expect(buttons.map((b) => b.textContent)).toEqual([
      'Trocar',
      'Trocar',
      'Trocar',
      'Pontos insuficientes',
      'Pontos insuficientes',
      'Esgotado',
    ]);
    await expect(buttons[5]).toBeDisabled();
    await picturesLoaded(canvasElement);
  },
};

export const ItemsNarrow: Story = {
  ...Items,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Redeem asks first; a double tap on OK redeems once and the points fall. */
export const Redeems: Story = {
  parameters: params(),
  play: async ({ canvasElement, loaded }) => {
    const body = await ready(canvasElement);
    await userEvent.click(body.getAllByTestId('mall-redeem')[1]!);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Trocar 1.800 pontos por «Bónus de 20»? Ficará com 1.400 pontos.');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Trocar' }));
    await waitFor(() => expect(body.getByTestId('mall-points')).toHaveTextContent('1.400 pontos'));
    const { platform } = loaded.app as AppStoryLoaded;
    await expect(platform.callsTo('redeem')).toHaveLength(1);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body.textContent).toContain('«Bónus de 20» é seu!'),
    );
    await toastGone(canvasElement, '«Bónus de 20» é seu!');
  },
};

/** The member's redemptions, newest first. */
export const History: Story = {
  parameters: params(),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await userEvent.click(body.getByRole('radio', { name: 'Histórico' }));
    const list = await body.findByTestId('mall-history');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent('−300 pontos');
  },
};

export const Empty: Story = {
  parameters: params({ mode: 'empty' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByTestId('mall-empty')).toHaveTextContent('Ainda não há prémios na loja.');
  },
};

export const Loading: Story = {
  parameters: params({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'loading');
  },
};

export const LoadFailed: Story = {
  parameters: params({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'error');
    await expect(body.getByTestId('mall-error')).toHaveTextContent(
      'Não foi possível carregar a loja de pontos.',
    );
  },
};
