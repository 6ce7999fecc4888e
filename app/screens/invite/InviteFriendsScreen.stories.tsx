// Invite friends (/m/inviteFriends) for demo_member in every merchant at 390 and 320 px: the totals,
// the link and code with copy, Share, the QR code, the rules and four friends (two qualified); no
// friends yet; more friends than a page (the 'more' button); the merchant has referral off; an
// agent's account; loading and a failed read.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  appLoader,
  failedStory,
  inMerchant,
  loadingStory,
  pageWith,
  withAppShell,
  type AppStoryLoaded,
} from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';
import { vipHandlers } from '../../testing/vipFixtures';

function InviteFriends() {
  return null;
}

const meta = {
  title: 'Screens/InviteFriends',
  component: InviteFriends,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof InviteFriends>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (handlers: Handlers, user: 'member' | 'agent' = 'member') => ({
  app: { path: '/m/inviteFriends', user, handlers },
});
const page = (canvasElement: HTMLElement) => pageWith(canvasElement, 'invite-card');

/** The invite is on its way. */
export const Loading = loadingStory<Story>(
  params({ inviteInfo: () => new Promise<never>(() => undefined) }),
  'A carregar o seu convite',
);

/** The invite could not be read: what happened and a retry. */
export const LoadFailed = failedStory<Story>(
  params({ inviteInfo: () => new FakeFailure(500, 'INTERNAL_ERROR', 'err_unknown') }),
);

/** The merchant has switched referral off: why, and the way home. */
export const ReferralOff: Story = {
  parameters: params({
    inviteInfo: () => new FakeFailure(409, 'PROMOTION_UNAVAILABLE', 'err_promotion_unavailable'),
  }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('O programa de convites não está disponível de momento.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(body.getByRole('link', { name: 'Voltar ao início' })).toBeVisible();
  },
};

/** An agent opened the page by its address (agents have no Share tab): why not. */
export const Agent: Story = {
  parameters: params(
    { inviteInfo: () => new FakeFailure(403, 'NO_PERMISSION', 'err_no_permission') },
    'agent',
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByTestId('invite-unavailable', {}, { timeout: 5000 })).toHaveAttribute(
      'data-reason',
      'agent',
    );
  },
};

/** Four friends (two qualified), the totals, the link and code, Share and the QR code. */
const member: Story = {
  parameters: params(vipHandlers({ friends: 4 })),
  play: async ({ canvasElement }) => {
    const body = await page(canvasElement);
    await expect(body.getByTestId('invite-count')).toHaveTextContent('4');
    await expect(body.getByTestId('invite-qualified')).toHaveTextContent('2');
    await expect(within(body.getByTestId('invite-code')).getByText('AUMEMBER')).toBeVisible();
    await expect(
      within(body.getByTestId('invite-link')).getByText('https://m.aurum.example/m/register?code=AUMEMBER'),
    ).toBeVisible();
    await expect(body.getByRole('button', { name: 'Partilhar convite' })).toBeVisible();
    await expect(await body.findByRole('img', { name: 'Código QR do link de convite' })).toBeVisible();
    await expect(body.getAllByTestId('invite-friend')).toHaveLength(4);
    await expect(body.getAllByText('Qualificado')).toHaveLength(2);
  },
};

export const Member = inMerchant(member, 'aurum');
export const MemberVerde = inMerchant(member, 'verde');
export const MemberLumen = inMerchant(member, 'lumen');
export const MemberNarrow = inMerchant(member, 'aurum', true);
export const MemberVerdeNarrow = inMerchant(member, 'verde', true);
export const MemberLumenNarrow = inMerchant(member, 'lumen', true);

/** Nobody has registered with the code yet. */
export const NoFriends = inMerchant<Story>(
  {
    parameters: params(vipHandlers({ friends: 0 })),
    play: async ({ canvasElement }) => {
      const body = await page(canvasElement);
      await expect(body.getByText('Ainda não convidou amigos.')).toBeVisible();
    },
  },
  'verde',
);

/** More friends than a page: the next page comes with 'more', once. */
export const ManyFriends = inMerchant<Story>(
  {
    parameters: params(vipHandlers({ friends: 26 })),
    play: async ({ canvasElement, loaded }) => {
      const body = await page(canvasElement);
      await expect(body.getAllByTestId('invite-friend')).toHaveLength(20);
      await userEvent.click(body.getByRole('button', { name: 'Ver mais amigos' }));
      await waitFor(() => expect(body.getAllByTestId('invite-friend')).toHaveLength(26));
      await expect(body.queryByRole('button', { name: 'Ver mais amigos' })).toBeNull();
      const { platform } = loaded.app as AppStoryLoaded;
      await expect(platform.callsTo('inviteInfo')).toHaveLength(2);
    },
  },
  'lumen',
);
