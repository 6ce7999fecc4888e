import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { resolveMerchantCode } from '../../design-system/theme/runtime.ts';
import { vars } from '../../design-system/theme/vars.css.ts';
import { tokensOf, useAppliedMerchant } from './TokensPage.tsx';

/**
 * The global base styles (design-system/theme/global.css.ts) and the script fonts the locale toolbar
 * loads, in the merchant's theme.
 */
const meta = { title: 'Tokens/Foundations', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** A token's value in the merchant theme on <html>. */
const tokenValue = (path: string) =>
  tokensOf(resolveMerchantCode(document.documentElement.dataset.merchant)).find((d) => d.path === path)
    ?.value;

function FocusDemo() {
  useAppliedMerchant();
  return (
    <main style={{ padding: vars.space.lg, display: 'grid', gap: vars.space.lg }}>
      <h1 style={{ fontSize: vars.font.size.xl }}>Focus ring</h1>
      <p style={{ color: vars.color.text.secondary }}>Keyboard focus shows the ring; a tap does not.</p>
      <button
        type="button"
        style={{
          minHeight: vars.size.tapTarget,
          padding: `0 ${vars.space.lg}`,
          border: 'none',
          borderRadius: vars.button.radius,
          background: vars.button.primary.bg,
          color: vars.button.primary.text,
          fontWeight: vars.font.weight.bold,
        }}
      >
        Jogar agora
      </button>
      <a href="#promo">Ver promoções</a>
    </main>
  );
}

export const FocusRing: Story = {
  render: () => <FocusDemo />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Jogar agora' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // Chromium may report the pre-focus style for a frame after a synthetic Tab; wait for it.
    await waitFor(() => {
      const style = getComputedStyle(button);
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineWidth).toBe(tokenValue('size.focusRing'));
      expect(style.outlineOffset).toBe(tokenValue('size.focusOffset'));
    });
  },
};

const SAMPLES: Record<string, { lang: string; text: string; family: string }> = {
  th: { lang: 'th', text: 'ยินดีต้อนรับ เล่นเกมและลุ้นรางวัล', family: 'Noto Sans Thai' },
  'zh-CN': { lang: 'zh-CN', text: '欢迎光临，玩游戏赢大奖', family: 'Noto Sans SC' },
};

function ScriptSample({ locale }: { locale: keyof typeof SAMPLES }) {
  useAppliedMerchant();
  const sample = SAMPLES[locale]!;
  return (
    <main style={{ padding: vars.space.lg, display: 'grid', gap: vars.space.md }}>
      <h1 lang={sample.lang} style={{ fontSize: vars.font.size.xxl }}>
        {sample.text}
      </h1>
      <p lang={sample.lang} style={{ fontWeight: vars.font.weight.medium }}>
        {sample.text}
      </p>
      <p style={{ color: vars.color.text.secondary, fontSize: vars.font.size.sm }}>
        {sample.family}, loaded by the locale toolbar ({locale}).
      </p>
    </main>
  );
}

/** The @font-face rules the locale loader added can serve the text (loads them if needed). */
const fontLoaded = async (family: string, text: string) =>
  (await document.fonts.load(`16px "${family}"`, text)).length > 0 &&
  document.fonts.check(`16px "${family}"`, text);

export const ThaiScript: Story = {
  globals: { locale: 'th' },
  render: () => <ScriptSample locale="th" />,
  play: async () => {
    await document.fonts.ready;
    await expect(document.documentElement.lang).toBe('th');
    await expect(await fontLoaded('Noto Sans Thai', SAMPLES.th!.text)).toBe(true);
  },
};

export const ChineseScript: Story = {
  globals: { locale: 'zh-CN' },
  render: () => <ScriptSample locale="zh-CN" />,
  play: async () => {
    await document.fonts.ready;
    await expect(document.documentElement.lang).toBe('zh-CN');
    await expect(await fontLoaded('Noto Sans SC', SAMPLES['zh-CN']!.text)).toBe(true);
  },
};
