import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { DesignSystemProvider, type LinkComponentProps } from '../../provider';
import { IconDeposit } from '../Icon';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

describe('Button', () => {
  it('has no axe violations in any variant, size or state', async () => {
    await render(
      <div>
        {buttonVariants.map((variant) =>
          buttonSizes.map((size) => (
            <Button key={`${variant}-${size}`} variant={variant} size={size} startIcon={<IconDeposit />}>
              Depositar
            </Button>
          )),
        )}
        <Button disabled>Desativado</Button>
        <Button loading>Enviando</Button>
      </div>,
    );
    await expectNoAxeViolations();
  });

  it('is reached with Tab and pressed with Enter and Space', async () => {
    const onClick = vi.fn();
    const screen = await render(<Button onClick={onClick}>Entrar</Button>);
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Entrar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks while loading, keeps focus and says it is busy', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const screen = await render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Entrar
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Entrar' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    // aria-disabled keeps it focusable, so it is still reachable and pressable: nothing may happen.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    (button.element() as HTMLButtonElement).click();
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    await expect.element(button).toHaveFocus();
  });

  it('stays focusable while loading even when also disabled', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button loading disabled onClick={onClick}>
        Enviar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enviar' });
    await expect.element(button).not.toHaveAttribute('disabled');
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect.element(button).toHaveFocus();
    (button.element() as HTMLButtonElement).click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('meets the 44 px tap target even when small', async () => {
    const screen = await render(<Button size="sm">OK</Button>);
    const rect = screen.getByRole('button').element().getBoundingClientRect();
    expect(rect.height).toBeGreaterThanOrEqual(44);
    expect(rect.width).toBeGreaterThanOrEqual(44);
  });

  it('renders the injected link component when given href', async () => {
    const seen: string[] = [];
    function RouterLink(props: LinkComponentProps) {
      seen.push(props.href);
      return (
        <a {...props} data-router="yes">
          {props.children}
        </a>
      );
    }
    const screen = await render(
      <DesignSystemProvider linkComponent={RouterLink}>
        <Button href="/m/register" variant="secondary">
          Registrar
        </Button>
      </DesignSystemProvider>,
    );
    const link = screen.getByRole('link', { name: 'Registrar' });
    await expect.element(link).toHaveAttribute('data-router', 'yes');
    expect(seen).toContain('/m/register');
  });
});
