import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { NumberBalls } from './NumberBalls';
import { numberBallsSizes } from './NumberBalls.css';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Data/NumberBalls',
  component: NumberBalls,
  args: { numbers: ['03', '07', '01', '10', '05', '02', '09', '04', '08', '06'], label: 'Último resultado' },
  argTypes: { size: { control: 'inline-radio', options: numberBallsSizes } },
  decorators: [padded],
} satisfies Meta<typeof NumberBalls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten numbers of a racing draw: they wrap on a narrow screen. */
export const Numbers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Último resultado: 03 07 01 10 05 02 09 04 08 06')).toBeInTheDocument();
  },
};

/** One long number (a Vietnamese special prize) drawn digit by digit; read as the number. */
export const OneNumber: Story = {
  args: { numbers: ['58213'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Último resultado: 58213')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(5);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="md">
      {numberBallsSizes.map((size) => (
        <NumberBalls key={size} {...args} size={size} numbers={['1', '4', '6']} />
      ))}
    </Stack>
  ),
};
