import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleArt } from '../Image/fixtures';
import { VendorTile, vendorTileLayouts } from './VendorTile';

const meta = {
  title: 'Content/VendorTile',
  component: VendorTile,
  decorators: [
    (Story) => (
      <div style={{ width: 180, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { name: 'PG Soft', imageSrc: sampleArt('PG', 200, 300, 150), onSelect: fn(), layout: 'logo' },
  argTypes: { layout: { control: 'inline-radio', options: vendorTileLayouts } },
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      const images = [...canvasElement.querySelectorAll('img')];
      expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true);
    });
  },
} satisfies Meta<typeof VendorTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Logo: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'PG Soft' }));
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

export const Banner: Story = {
  args: { layout: 'banner', name: 'Evolution', imageSrc: sampleArt('Live', 330, 300, 400) },
};

export const UnderMaintenance: Story = { args: { note: 'Em manutenção', disabled: true } };

/** No logo from the platform: the name's first letters. */
export const NoLogo: Story = { args: { imageSrc: undefined } };

export const LongName: Story = { args: { name: 'Evolution Gaming Live Casino Asia' } };
