import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { IconClose, IconHeart } from '../Icon';
import { IconButton } from './IconButton';
import { iconButtonTones, iconButtonVariants } from './IconButton.css';

describe('IconButton', () => {
  it('is named by its label and has no axe violations', async () => {
    const screen = await render(
      <div>
        {iconButtonVariants.map((variant) =>
          iconButtonTones.map((tone) => (
            <IconButton
              key={variant + tone}
              icon={<IconClose />}
              label="Fechar"
              variant={variant}
              tone={tone}
            />
          )),
        )}
        <IconButton icon={<IconHeart />} label="Favorito" pressed />
        <IconButton icon={<IconHeart />} label="Carregando" loading />
      </div>,
    );
    await expect
      .element(screen.getByRole('button', { name: 'Favorito' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations();
  });

  it('is a 44 px target, focused with Tab and pressed with Enter', async () => {
    const onClick = vi.fn();
    const screen = await render(<IconButton icon={<IconClose />} label="Fechar" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Fechar' });
    const rect = button.element().getBoundingClientRect();
    expect(rect.width).toBeGreaterThanOrEqual(44);
    expect(rect.height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('ignores presses while loading', async () => {
    const onClick = vi.fn();
    await render(<IconButton icon={<IconClose />} label="Fechar" loading onClick={onClick} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });
});
