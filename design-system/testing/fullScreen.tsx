import type { Decorator } from '@storybook/react-vite';

/**
 * Story frame for overlays (dialogs, sheets, popovers, toasts): they are fixed to the viewport, outside
 * the story root, so the root is given the whole phone screen for the screenshot to include them.
 */
export const fullScreen: Decorator = (Story) => (
  <div style={{ minHeight: '100dvh' }}>
    <Story />
  </div>
);
