import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ScrollTip } from './ScrollTip';
import { scrollTipPlacements } from './ScrollTip.css';

const meta = {
  title: 'Navigation/ScrollTip',
  component: ScrollTip,
  args: { label: 'Role para ver mais', placement: 'aboveBottomNav' },
  argTypes: { placement: { control: 'inline-radio', options: scrollTipPlacements } },
  decorators: [
    (Story, { parameters }) => (
      <div>
        <p style={{ padding: 16 }}>
          The arrow shows in the right gutter while the page is taller than the window.
        </p>
        <div style={{ height: parameters.pageHeight as string }} />
        <Story />
      </div>
    ),
  ],
  // Just taller than the phone screen: the screenshot may scroll the page a little, and more than
  // 40 px would (rightly) hide the tip.
  parameters: { pageHeight: 'calc(100dvh - 20px)' },
} satisfies Meta<typeof ScrollTip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TallPage: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('img', { name: 'Role para ver mais' })).toBeVisible());
  },
};

export const AtBottomEdge: Story = { args: { placement: 'bottom' } };

export const ShortPage: Story = {
  parameters: { pageHeight: '10px' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // The tip measures the page after layout (and again on resize), so wait for it to settle.
    await waitFor(() => expect(body.queryByRole('img', { name: 'Role para ver mais' })).toBeNull());
  },
};
