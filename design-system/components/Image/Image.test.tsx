import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DesignSystemProvider } from '../../provider';
import { Image, LAZY_DELAY_MS, type ImageStatus } from './Image';
import { brokenImage, sampleArt } from './fixtures';
import { expectNoAxeViolations } from '../../testing/axe';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('Image', () => {
  it('goes pending → loading (after 200 ms in view) → loaded, keeping its frame size', async () => {
    const statuses: ImageStatus[] = [];
    const screen = await render(
      <div style={{ width: 120 }}>
        <Image src={sampleArt('A')} alt="Fortune Tiger" ratio={1} onStatusChange={(s) => statuses.push(s)} />
      </div>,
    );
    const frame = screen.container.querySelector('[data-status]') as HTMLElement;
    expect(frame.dataset.status).toBe('pending');
    expect(frame.getBoundingClientRect().height).toBe(120);
    await wait(LAZY_DELAY_MS / 2);
    expect(frame.dataset.status).toBe('pending');
    await expect.poll(() => frame.dataset.status).toBe('loaded');
    expect(statuses).toEqual(['loading', 'loaded']);
    await expect.element(screen.getByRole('img', { name: 'Fortune Tiger' })).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('does not load an image that is far below the screen', async () => {
    const screen = await render(
      <div>
        <div style={{ height: 3000 }} />
        <Image src={sampleArt('B')} alt="Far away" ratio={1} />
      </div>,
    );
    await wait(LAZY_DELAY_MS * 2);
    expect((screen.container.querySelector('[data-status]') as HTMLElement).dataset.status).toBe('pending');
    expect(screen.container.querySelector('img')).toBeNull();
  });

  it('resolves platform paths through the injected CDN picker', async () => {
    const art = sampleArt('C');
    const screen = await render(
      <DesignSystemProvider imageUrl={(src) => (src === '/game/c.png' ? art : src)}>
        <Image src="/game/c.png" alt="C" ratio={1} lazy={false} />
      </DesignSystemProvider>,
    );
    await expect.element(screen.getByRole('img', { name: 'C' })).toHaveAttribute('src', art);
  });

  it('shows the failed state with a retry button reachable by keyboard', async () => {
    const statuses: ImageStatus[] = [];
    const screen = await render(
      <div style={{ width: 160 }}>
        <Image
          src={brokenImage}
          alt="Broken"
          ratio={1}
          lazy={false}
          retryLabel="Tentar de novo"
          onStatusChange={(s) => statuses.push(s)}
        />
      </div>,
    );
    const retry = screen.getByRole('button', { name: 'Tentar de novo' });
    await expect.element(retry).toBeVisible();
    await expectNoAxeViolations(screen.container);
    await userEvent.keyboard('{Tab}');
    await expect.element(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => statuses.filter((s) => s === 'failed').length).toBe(2);
    expect(statuses).toEqual(['failed', 'loading', 'failed']);
  });

  it('a retry tap does not reach a tappable parent', async () => {
    const onParent = vi.fn();
    const screen = await render(
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div onClick={onParent} style={{ width: 160 }}>
        <Image src={brokenImage} alt="" ratio={1} lazy={false} retryLabel="Tentar de novo" />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(onParent).not.toHaveBeenCalled();
  });
});
