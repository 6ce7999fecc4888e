import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../testing/axe';
import { Button } from '../components/Button';
import { ListItem, List } from '../components/List';
import { createCdnPicker } from './cdn';
import {
  DesignSystemProvider,
  useImageUrl,
  useLinkComponent,
  type LinkComponentProps,
} from './DesignSystemProvider';
import { useReducedMotion } from './useReducedMotion';

function Probe() {
  const url = useImageUrl();
  const reduced = useReducedMotion();
  return (
    <p>
      <span data-testid="url">{url('/icons/home.png')}</span>
      <span data-testid="motion">{String(reduced)}</span>
    </p>
  );
}

describe('DesignSystemProvider', () => {
  it('without a provider: plain anchors, identity image URLs', async () => {
    function LinkName() {
      return <span data-testid="link">{useLinkComponent().name}</span>;
    }
    const screen = await render(
      <>
        <Probe />
        <LinkName />
      </>,
    );
    await expect.element(screen.getByTestId('url')).toHaveTextContent('/icons/home.png');
    await expect.element(screen.getByTestId('link')).toHaveTextContent('DefaultLink');
  });

  it('injects the router link into every linking component and the CDN picker into image consumers', async () => {
    const visited: string[] = [];
    function RouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
      return (
        <a
          {...rest}
          href={href}
          onClick={(e) => {
            onClick?.(e);
            e.preventDefault();
            visited.push(href);
          }}
        >
          {children}
        </a>
      );
    }
    const screen = await render(
      <DesignSystemProvider
        linkComponent={RouterLink}
        imageUrl={createCdnPicker(['https://img.cdn.test'], 'https://default.test')}
      >
        <Probe />
        <Button href="/m/register">Registar</Button>
        <List aria-label="Menu">
          <ListItem label="Anúncios" href="/m/notice" />
        </List>
      </DesignSystemProvider>,
    );
    await expect.element(screen.getByTestId('url')).toHaveTextContent('https://img.cdn.test/icons/home.png');
    // The test browser asks for reduced motion; the hook reports it.
    await expect.element(screen.getByTestId('motion')).toHaveTextContent('true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(visited).toEqual(['/m/register', '/m/notice']);
    await expectNoAxeViolations();
  });
});
