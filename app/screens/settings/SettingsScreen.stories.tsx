// Settings (/m/set) in every merchant: each language in its own name (its script's font loaded),
// the user agreement and, for a member, change password and sign out; at 390 and 320 px.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { appLoader, withAppShell } from '../../testing/appStory';

function Settings() {
  return null;
}

const meta = {
  title: 'Screens/Member/Settings',
  component: Settings,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof Settings>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (user: 'member' | null) => ({ app: { path: '/m/set', user } });

async function ready(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument;
  await waitFor(() => expect(doc.querySelector('[data-fonts-ready]')).not.toBeNull(), { timeout: 5000 });
  return within(doc.body);
}

/** A member: the languages (Português chosen), the agreement, change password and sign out. */
export const Member: Story = {
  parameters: params('member'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByRole('radio', { name: 'Português' })).toHaveAttribute('aria-checked', 'true');
    await expect(body.getByRole('radio', { name: '简体中文' })).toBeVisible();
    await expect(body.getByRole('link', { name: 'Alterar palavra-passe' })).toBeVisible();
  },
};

export const MemberNarrow: Story = {
  ...Member,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A visitor: the languages and the agreement only. */
export const Guest: Story = {
  parameters: params(null),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.queryByRole('link', { name: 'Alterar palavra-passe' })).toBeNull();
  },
};
