// The promotions page in each state, in every merchant (screenshots in all three): a member's list
// with every state label at 390 and 320 px, one category chosen, a guest (no states), no promotions
// at all, and a failed read with its retry.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appLoader, withAppShell } from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';
import { promotionHandlers, storyPromotions } from './storyFixtures';

function Promotions() {
  return null;
}

const meta = {
  title: 'Screens/Promotions/List',
  component: Promotions,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof Promotions>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (handlers: Handlers, user: 'member' | null = 'member') => ({
  app: { path: '/m/activity', user, handlers },
});
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Cards with cover, title, dates (or long-term) and the member's state; the category menu. */
export const Member: Story = {
  parameters: params(promotionHandlers(storyPromotions)),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const list = await b.findByRole('list', { name: 'Promoções' });
    await expect(within(list).getAllByRole('article')).toHaveLength(6);
    await expect(within(list).getByText('Longo prazo')).toBeVisible();
    await expect(within(list).getByText('A aguardar')).toBeVisible();
    await expect(b.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const MemberNarrow: Story = {
  ...Member,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** One category chosen: only its promotions. */
export const Category: Story = {
  parameters: params(promotionHandlers(storyPromotions)),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('tab', { name: 'Casino ao vivo' }));
    const list = await b.findByRole('list', { name: 'Promoções' });
    await expect(within(list).getAllByRole('article')).toHaveLength(1);
    await expect(within(list).getByText('Receber')).toBeVisible();
  },
};

/** A visitor: the same cards, no member state. */
export const Guest: Story = {
  parameters: params(promotionHandlers(storyPromotions, true), null),
  play: async ({ canvasElement }) => {
    const list = await body(canvasElement).findByRole('list', { name: 'Promoções' });
    await expect(within(list).queryByText('A aguardar')).toBeNull();
  },
};

/** The merchant has no promotions. */
export const Empty: Story = {
  parameters: params(promotionHandlers([])),
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByText('Ainda não há promoções. Volte em breve.'),
    ).toBeVisible();
  },
};

/** The list could not be read: what happened and a retry. */
export const LoadFailed: Story = {
  parameters: params({ promotions: () => new FakeFailure(503, 'SERVICE_UNAVAILABLE') }),
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  },
};
