import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { IconMenu } from '../Icon';
import { Header } from './Header';

/** A stand-in logo drawn with the theme's accent colour (merchant logos are files served by the app). */
function Logo() {
  return (
    <svg viewBox="0 0 120 32" role="img" aria-label="Logótipo">
      <rect x="0" y="4" width="24" height="24" rx="6" fill="currentColor" />
      <text x="32" y="23" fontSize="18" fontWeight="700" fill="currentColor">
        Casino
      </text>
    </svg>
  );
}

const meta = {
  title: 'Navigation/Header',
  component: Header,
  args: { position: 'static' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeLoggedOut: Story = {
  args: {
    logo: <Logo />,
    end: (
      <>
        <Button size="sm" variant="secondary">
          Entrar
        </Button>
        <Button size="sm">Registar</Button>
      </>
    ),
  },
};

export const HomeLoggedIn: Story = {
  args: {
    logo: <Logo />,
    end: (
      <>
        <Button size="sm" variant="ghost">
          R$ 1.234,56
        </Button>
        <IconButton icon={<IconMenu />} label="Menu" />
      </>
    ),
  },
};

export const WithBackAndTitle: Story = {
  args: { title: 'Anúncios', onBack: fn(), backLabel: 'Voltar' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const LongTitle: Story = {
  args: { title: 'Registo de transações e lucros e perdas do mês', onBack: fn(), backLabel: 'Voltar' },
};

/** A 320 px phone: a title that does not fit one line wraps to two, balanced and whole. */
export const LongTitleNarrow: Story = {
  args: { title: 'Detalhes da promoção', onBack: fn(), backLabel: 'Voltar' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(title.scrollHeight).toBeLessThanOrEqual(title.clientHeight + 1);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  },
};

/** Only a title longer than two lines at 320 px is cut, at the end of its second line. */
export const VeryLongTitleNarrow: Story = {
  args: { title: 'Registo de transações e lucros e perdas do mês', onBack: fn(), backLabel: 'Voltar' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
