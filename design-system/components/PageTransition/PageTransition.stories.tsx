import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PageTransition } from './PageTransition';

function Demo({ swipedBack }: { swipedBack: boolean }) {
  const [page, setPage] = useState(1);
  return (
    <div style={{ padding: 16 }}>
      <button type="button" onClick={() => setPage((p) => p + 1)} style={{ minHeight: 44 }}>
        Next page
      </button>
      <PageTransition transitionKey={String(page)} swipedBack={swipedBack}>
        <h1>Page {page}</h1>
        <p>Each new page fades in over 300 ms unless it came from a swipe-back.</p>
      </PageTransition>
    </div>
  );
}

const meta = {
  title: 'Navigation/PageTransition',
  component: Demo,
  args: { swipedBack: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fade: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('heading')).toHaveTextContent('Page 2');
  },
};

export const SwipedBack: Story = {
  args: { swipedBack: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-transition]')).toHaveAttribute('data-transition', 'none');
  },
};
