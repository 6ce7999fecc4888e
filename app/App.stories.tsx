// The app shell (status gate, header, page, bottom menu) for visitors, members, trial members and
// agents, in each merchant (toolbar) and language. Data comes from the fake platform
// (app/testing/fakeTransport.ts) for the toolbar's merchant; see app/README.md.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { appLoader, withAppShell, type AppStoryParameters } from './testing/appStory';
import type { Handlers } from './testing/fakeTransport';

function Shell() {
  return null;
}

const meta = {
  title: 'App/Shell',
  component: Shell,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

const app = (p: AppStoryParameters) => ({ app: p });
const nav = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('navigation');

const depositChannels: Handlers = {
  depositChannels: () => [
    {
      id: 1,
      name: 'PIX instantâneo',
      type: 'PIX',
      minAmount: 10,
      maxAmount: 50000,
      presetAmounts: [50, 100, 500, 1000],
      feeRate: 0,
      iconUrl: '',
      instructions: '',
    },
    {
      id: 2,
      name: 'Transferência bancária',
      type: 'BANK',
      minAmount: 100,
      maxAmount: 200000,
      presetAmounts: [500, 1000, 5000],
      feeRate: 1.5,
      iconUrl: '',
      instructions: '',
    },
    {
      id: 3,
      name: 'USDT (TRC20)',
      type: 'USDT',
      minAmount: 20,
      maxAmount: 100000,
      presetAmounts: [],
      feeRate: 0,
      iconUrl: '',
      instructions: '',
    },
  ],
};

/**
 * Waits until the settings page has its language list's fonts (screenshots otherwise catch the
 * fallback glyphs). They load during a cold run's first stories: given the time a busy machine takes.
 */
const settingsFontsReady = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-fonts-ready]')).not.toBeNull(), {
    timeout: 10_000,
  });

/**
 * The wallet's screens are the largest chunk a story opens cold (its module, the rest of the
 * catalogue and the channel list): given the time a busy machine takes, as the fonts above.
 */
const SCREEN_WAIT = { timeout: 10_000 };

/** A visitor on the settings page: back arrow and title, the full bottom menu (Share to login). */
export const Visitor: Story = {
  parameters: app({ path: '/m/set' }),
  play: async ({ canvasElement }) => {
    const menu = within(await nav(canvasElement));
    await expect(menu.getAllByRole('listitem')).toHaveLength(5);
    await expect(menu.getByRole('link', { name: 'Partilhar' })).toHaveAttribute('href', '/m/login');
    await expect(menu.getByRole('link', { name: 'Membro' })).toHaveAttribute('href', '/m/login');
    await settingsFontsReady(canvasElement);
  },
};

/** A member in the member centre (base layout on aurum and lumen; verde uses the new one). */
export const MemberCentre: Story = {
  parameters: app({ path: '/m/member/home', user: 'member' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Sofia')).toBeVisible();
    await expect(body.getByText('VIP 3 · Ouro')).toBeVisible();
    // The refresh on opening masks the balance until it finishes (SPEC §4).
    await expect(await body.findByText(/1,234\.56$/)).toBeVisible();
  },
};

/** The new member-centre layout (verde's template: mem_cen '1'). */
export const MemberCentreNewLayout: Story = {
  globals: { merchant: 'verde' },
  parameters: { ...app({ path: '/m/member/home', user: 'member' }), screenshot: { merchants: ['verde'] } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('Sofia');
    await expect(canvasElement.ownerDocument.querySelector('[data-layout="new"]')).not.toBeNull();
    await expect(await body.findByText('R$1,234.56')).toBeVisible();
  },
};

/** A trial member: the member centre offers registration. */
export const TrialMember: Story = {
  parameters: app({ path: '/m/member/home', user: 'trial' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('link', { name: 'Registar agora' })).toBeVisible();
  },
};

/** A trial member opening a page only real accounts may use. */
export const TrialRefused: Story = {
  parameters: app({ path: '/m/withdraw', user: 'trial' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('heading', {
        name: 'Esta função não está disponível para contas de demonstração.',
      }),
    ).toBeVisible();
  },
};

/** An agent: no Share entry in the bottom menu. */
export const Agent: Story = {
  parameters: app({ path: '/m/set', user: 'agent' }),
  play: async ({ canvasElement }) => {
    const menu = within(await nav(canvasElement));
    await expect(menu.getAllByRole('listitem')).toHaveLength(4);
    await expect(menu.queryByText('Partilhar')).toBeNull();
    await settingsFontsReady(canvasElement);
  },
};

/** The message centre: its own back bar, no app header, unread badges. */
export const MessageCentre: Story = {
  parameters: app({ path: '/m/message', user: 'member' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('heading', { name: 'Centro de mensagens' })).toBeVisible();
    await expect(body.getByText('Chat ao vivo')).toBeVisible();
  },
};

/** Deposit channels, base layout. */
export const Deposit: Story = {
  parameters: app({ path: '/m/voucherCenter', user: 'member', handlers: depositChannels }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('PIX instantâneo', {}, SCREEN_WAIT)).toBeVisible();
  },
};

/** Deposit channels, new layout (verde's template: dep_func '1'). */
export const DepositNewLayout: Story = {
  globals: { merchant: 'verde' },
  parameters: {
    ...app({ path: '/m/voucherCenter', user: 'member', handlers: depositChannels }),
    screenshot: { merchants: ['verde'] },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('PIX instantâneo', {}, SCREEN_WAIT);
    await expect(canvasElement.ownerDocument.querySelector('[data-layout="new"]')).not.toBeNull();
  },
};

/** Status 1: maintenance (shown even with a region restriction). */
export const ServiceError: Story = {
  parameters: app({ maintenance: true, regionRestriction: true }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('heading', { name: 'Serviço em manutenção' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** Status 2: region or IP restriction. */
export const RegionRestricted: Story = {
  parameters: app({ regionRestriction: true }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  },
};

// The member centre in every language (screenshots in the default merchant only).
const inLocale = (locale: string, balanceLabel: string): Story => ({
  globals: { locale },
  parameters: { ...app({ path: '/m/member/home', user: 'member' }), screenshot: { merchants: ['aurum'] } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(balanceLabel)).toBeVisible();
    await expect(await body.findByText(/1,234\.56$/)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.lang).toBe(locale);
  },
});
export const English = inLocale('en', 'Total balance');
export const Chinese = inLocale('zh-CN', '总余额');
export const Thai = inLocale('th', 'ยอดเงินรวม');
export const Vietnamese = inLocale('vi', 'Tổng số dư');
export const Filipino = inLocale('fil', 'Kabuuang balanse');
export const BrazilianPortuguese = inLocale('pt-BR', 'Saldo total');
