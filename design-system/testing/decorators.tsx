import type { Decorator } from '@storybook/react-vite';
import { Stack } from '../components/Stack';

/** Story frames: the story on the page canvas with the standard gutter, stretched or left-aligned. */
export const padded: Decorator = (Story) => (
  <Stack padding="md" gap="md">
    <Story />
  </Stack>
);

export const paddedStart: Decorator = (Story) => (
  <Stack padding="md" gap="md" align="start">
    <Story />
  </Stack>
);
