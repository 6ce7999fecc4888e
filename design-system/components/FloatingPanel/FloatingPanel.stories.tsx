import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { FloatingPanel } from './FloatingPanel';
import { floatingPanelPlacements } from './FloatingPanel.css';
import { fullScreen } from '../../testing/fullScreen';

interface DemoProps {
  placement: (typeof floatingPanelPlacements)[number];
  longText: boolean;
  withActions: boolean;
}

const body = 'Jogue mais depressa e receba os resultados dos sorteios no telemóvel.';
const longBody =
  'Jogue mais depressa, receba os resultados dos sorteios e os bónus do dia no telemóvel, e entre com a impressão digital em vez da palavra-passe.';

/** A page under the card, so the stories show that it stays in view and in reach. */
function Demo({ placement, longText, withActions }: DemoProps) {
  const [shown, setShown] = useState(true);
  return (
    <div style={{ padding: 16, display: 'grid', gap: 12 }}>
      <Button variant="secondary">Jogos populares</Button>
      {shown ? null : <p data-testid="closed">O cartão fechou.</p>}
      {shown ? (
        <FloatingPanel.Root
          placement={placement}
          title="Descarregue a aplicação"
          description={longText ? longBody : body}
          closeLabel="Mais tarde"
          onClose={() => setShown(false)}
        >
          {withActions ? (
            <FloatingPanel.Actions>
              <Button variant="secondary" onClick={() => setShown(false)}>
                Mais tarde
              </Button>
              <Button>Descarregar</Button>
            </FloatingPanel.Actions>
          ) : null}
        </FloatingPanel.Root>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Overlays/FloatingPanel',
  component: Demo,
  decorators: [fullScreen],
  args: { placement: 'bottom', longText: false, withActions: true },
  argTypes: { placement: { control: 'inline-radio', options: floatingPanelPlacements } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app offer: named, non-modal, the page under it still in reach. */
export const Offer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('dialog', { name: 'Descarregue a aplicação' });
    await expect(panel).toHaveAttribute('aria-modal', 'false');
    await expect(panel).toHaveAccessibleDescription(body);
    // Nothing moved focus into it, and the page is not hidden from assistive technology.
    await expect(panel).not.toContainElement(document.activeElement as HTMLElement | null);
    await expect(canvas.getByRole('button', { name: 'Jogos populares' })).toBeVisible();
  },
};

/** Above the shell's bottom navigation, where the home page shows it. */
export const AboveBottomNav: Story = { args: { placement: 'aboveBottomNav' } };

export const LongText: Story = { args: { longText: true } };

/** Only the close button: an offer whose action is elsewhere on the page. */
export const WithoutActions: Story = { args: { withActions: false } };

/** Escape closes it while focus is inside; the close button names itself. */
export const Closes: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('dialog', { name: 'Descarregue a aplicação' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Descarregar' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByTestId('closed')).toBeVisible();
  },
};
