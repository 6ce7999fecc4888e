import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text';
import { ReadMore } from './ReadMore';
import { padded } from '../../testing/decorators';

const rules = (
  <>
    <Text as="p">
      O Clube VIP tem 15 níveis, de Bronze I a Crown. Sobe de nível quando os seus depósitos e as suas apostas
      válidas acumulados atingem os dois requisitos do nível seguinte.
    </Text>
    <Text as="p">A subida é verificada todos os dias às 00:00, hora da plataforma.</Text>
    <Text as="p">
      Só contam apostas válidas: apostas canceladas, anuladas ou nos dois lados de um jogo não contam. Para
      manter o nível, deposite pelo menos o requisito de depósito do nível atual em cada 90 dias.
    </Text>
  </>
);

const meta = {
  title: 'Content/ReadMore',
  component: ReadMore,
  args: { title: 'Regras dos níveis', readAllLabel: 'Ler tudo', closeLabel: 'Fechar', children: rules },
  decorators: [padded],
} satisfies Meta<typeof ReadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A long text: its first three lines and 'read all'. */
export const Long: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Ler tudo' })).toBeVisible();
  },
};

export const LongNarrow: Story = {
  ...Long,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A text that fits: shown whole, no button. */
export const Short: Story = {
  args: { children: <Text as="p">Os benefícios aplicam-se no dia seguinte à subida.</Text> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/dia seguinte/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ler tudo' })).toBeNull();
  },
};

/** 'Read all' opens the whole text in a dialog; closing returns the focus to the button. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = await canvas.findByRole('button', { name: 'Ler tudo' });
    await userEvent.click(button);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Regras dos níveis',
    });
    await expect(within(dialog).getByText(/90 dias/)).toBeVisible();
  },
};
