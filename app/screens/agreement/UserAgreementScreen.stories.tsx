// The user agreement page in each state, in every merchant (screenshots in all three): the text at
// 390 and 320 px (a planted script and handler stripped), a failed load with a retry, and the same
// failure while offline.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { appLoader, withAppShell } from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';

function UserAgreement() {
  return null;
}

const meta = {
  title: 'Screens/Messages/UserAgreement',
  component: UserAgreement,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof UserAgreement>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (heading: string, text: string) => `<h3>${heading}</h3><p>${text}</p>`;
const agreement = {
  title: 'Acordo de utilizador',
  content:
    section(
      '1. Aceitação',
      'Ao criar uma conta confirma que leu e aceita este acordo. Se não concordar, não utilize o serviço.',
    ) +
    section(
      '2. Idade mínima',
      'Só pessoas com 18 anos ou mais podem registar-se. Podemos pedir um documento de identificação a qualquer momento.',
    ) +
    section(
      '3. A sua conta',
      'Cada pessoa pode ter uma só conta. É responsável por manter a palavra-passe e a palavra-passe de pagamento em segredo.',
    ) +
    section(
      '4. Jogo responsável',
      'Jogue apenas o que pode perder. Pode pedir limites de depósito ou a autoexclusão ao apoio ao cliente.',
    ) +
    '<script>window.__planted = 1</script><img src="/nothing.png" alt="" onerror="window.__planted = 2">',
  updatedAt: Date.UTC(2026, 0, 15, 9, 0, 0),
};

const params = (handlers: Handlers) => ({ app: { path: '/m/useragreement', handlers } });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The agreement: its title, the date of its last change and its sections, sanitised. */
export const Text: Story = {
  parameters: params({ userAgreement: () => agreement }),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const text = await b.findByTestId('agreement-text');
    await expect(within(text).getByRole('heading', { name: 'Acordo de utilizador' })).toBeVisible();
    await expect(within(text).getByText('Última alteração: 2026/01/15')).toBeVisible();
    await expect(within(text).getByRole('heading', { name: '2. Idade mínima' })).toBeVisible();
    await expect(text.querySelector('script, [onerror]')).toBeNull();
    await expect((window as { __planted?: number }).__planted).toBeUndefined();
  },
};

/** The agreement at 320 px. */
export const TextNarrow: Story = {
  ...Text,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

const failing = params({ userAgreement: () => new FakeFailure(503, 'SERVICE_UNAVAILABLE') });

/** The text could not be loaded: what happened and a retry. */
export const LoadFailed: Story = {
  parameters: failing,
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  },
};

/** A failed load while offline says the agreement comes back with the connection. */
export const Offline: Story = {
  parameters: failing,
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await b.findByTestId('agreement-error', {}, { timeout: 8000 });
    window.dispatchEvent(new Event('offline'));
    await waitFor(() =>
      expect(b.getByTestId('agreement-error')).toHaveTextContent(
        'Sem ligação. O acordo aparece quando a ligação voltar.',
      ),
    );
  },
};
