import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { DesignSystemProvider, type LinkComponentProps } from '../../provider';
import { TextLink } from './TextLink';

describe('TextLink', () => {
  it('renders inline and standalone links with no axe violations', async () => {
    const screen = await render(
      <div>
        <p>
          Leia os <TextLink href="#terms">termos</TextLink> antes de continuar.
        </p>
        <TextLink href="#forget" standalone>
          Esqueceu a palavra-passe?
        </TextLink>
        <TextLink href="https://t.me/x" external tone="accent">
          Telegram
        </TextLink>
      </div>,
    );
    await expect.element(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute('target', '_blank');
    const standalone = screen.getByRole('link', { name: 'Esqueceu a palavra-passe?' }).element();
    expect(standalone.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations();
  });

  it('goes through the injected router link from the keyboard', async () => {
    const visited: string[] = [];
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a
          {...rest}
          href={href}
          onClick={(e) => {
            e.preventDefault();
            visited.push(href);
          }}
        >
          {children}
        </a>
      );
    }
    const screen = await render(
      <DesignSystemProvider linkComponent={RouterLink}>
        <TextLink href="/m/register" standalone>
          Registar
        </TextLink>
      </DesignSystemProvider>,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Registar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(visited).toEqual(['/m/register']);
  });
});
