import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleArt } from '../Image/fixtures';
import { Prose } from './Prose';
import { padded } from '../../testing/decorators';

// Markup as the platform writes it (already sanitised by the product before it reaches Prose).
const html = `
<h2>Bónus de recarga semanal</h2>
<p>Deposite entre segunda e domingo e receba <strong>10% de bónus</strong> até R$ 500. Consulte os <a href="#termos">termos e condições</a>.</p>
<img src="${sampleArt('BONUS')}" alt="Bónus" width="750" height="300">
<ul><li>Depósito mínimo: R$ 50</li><li>Rollover: 5× o bónus</li></ul>
<table><tr><th>Nível</th><th>Depósito</th><th>Bónus</th><th>Rollover</th><th>Máximo</th></tr>
<tr><td>Bronze</td><td>R$ 50</td><td>5%</td><td>5×</td><td>R$ 100</td></tr>
<tr><td>Diamante</td><td>R$ 10.000</td><td>15%</td><td>8×</td><td>R$ 5.000</td></tr></table>
<p>https://promocoes.exemplo.com/regras/bonus-de-recarga-semanal-com-uma-morada-muito-longa</p>`;

const meta = {
  title: 'Layout/Prose',
  component: Prose,
  args: { dangerouslySetInnerHTML: { __html: html } },
  decorators: [padded],
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pictures, tables and long words stay inside the screen; a wide table scrolls inside itself. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.querySelector('a')).toHaveAttribute('href', '#termos');
  },
};

export const Default: Story = {};
