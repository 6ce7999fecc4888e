// A promotion's page in each state, in every merchant: a member who may apply (390 and 320 px), a
// reward to claim, a guest asked to log in, the planted script and handlers stripped, and a
// promotion that no longer exists.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appLoader, withAppShell } from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';
import { promotionHandlers, storyPromotions } from './storyFixtures';

function PromotionDetail() {
  return null;
}

const meta = {
  title: 'Screens/Promotions/Detail',
  component: PromotionDetail,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof PromotionDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (id: number, handlers: Handlers, user: 'member' | null = 'member') => ({
  app: { path: `/m/activityDetail?id=${id}`, user, handlers },
});
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Banner, title, dates, the sanitised content with its table, and 'Apply'. */
export const Apply: Story = {
  parameters: params(1001, promotionHandlers(storyPromotions)),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await expect(await b.findByRole('heading', { level: 2, name: /Bónus de boas-vindas/ })).toBeVisible();
    await expect(b.getByRole('table')).toBeVisible();
    await expect(b.getByRole('button', { name: 'Candidatar-me' })).toBeVisible();
  },
};

export const ApplyNarrow: Story = {
  ...Apply,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** An issued reward: 'Claim reward'. */
export const Claim: Story = {
  parameters: params(1003, promotionHandlers(storyPromotions)),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('button', { name: 'Receber prémio' })).toBeVisible();
  },
};

/** A visitor is asked to log in first. */
export const Guest: Story = {
  parameters: params(1001, promotionHandlers(storyPromotions, true), null),
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('button', { name: 'Iniciar sessão para participar' }),
    ).toBeVisible();
  },
};

/** Planted script, handler and javascript: link: the text stays, nothing runs. */
export const PlantedHtml: Story = {
  parameters: params(1100, promotionHandlers(storyPromotions)),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await expect(await b.findByText('Deposite e ganhe bónus todos os dias.')).toBeVisible();
    const content = b.getByTestId('promo-content');
    await expect(content.querySelector('script, [onerror], [href^="javascript:"]')).toBeNull();
    await expect((window as { __storyPlanted?: number }).__storyPlanted).toBeUndefined();
  },
};

/** The promotion is gone: said so, with the way back to the list. */
export const NotFound: Story = {
  parameters: params(999, { promotionDetail: () => new FakeFailure(404, 'NOT_FOUND', 'err_not_found') }),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await expect(
      await b.findByText('Esta promoção já não está disponível.', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(b.getByRole('link', { name: 'Ver todas as promoções' })).toBeVisible();
    // Trying again cannot bring a promotion back.
    await expect(b.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
  },
};
