import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect } from 'storybook/test';
import { loadMerchantTheme, merchantCodes, type MerchantTheme } from '../../design-system/theme/runtime.ts';
import { vars } from '../../design-system/theme/vars.css.ts';

/**
 * Every merchant side by side: a theme class works on any element, so each panel carries its own
 * merchant's class and the brands can be compared at a glance. (The rest of Storybook themes <html>.)
 */
const meta = {
  title: 'Tokens/Merchants',
  parameters: { layout: 'fullscreen', screenshot: { merchants: ['aurum'] } },
  loaders: [async () => ({ themes: await Promise.all(merchantCodes.map((c) => loadMerchantTheme(c))) })],
} satisfies Meta;
export default meta;

const bar: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.header,
  padding: `0 ${vars.space.gutter}`,
};

function Panel({ theme }: { theme: MerchantTheme }) {
  return (
    <section
      aria-label={theme.name}
      className={theme.className}
      style={{
        background: vars.color.bg.canvas,
        color: vars.color.text.primary,
        colorScheme: vars.colorScheme,
        borderRadius: vars.radius.lg,
        overflow: 'hidden',
        border: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
      }}
    >
      <header style={{ ...bar, background: vars.color.bg.header, color: vars.color.text.header }}>
        <img src={theme.logoUrl} alt="" width={28} height={28} />
        <strong>{theme.name}</strong>
        <span
          style={{
            marginLeft: 'auto',
            padding: `0 ${vars.space.sm}`,
            borderRadius: vars.radius.pill,
            background: vars.color.bg.badge,
            color: vars.color.text.onBadge,
            fontSize: vars.font.size.xs,
            fontWeight: vars.font.weight.bold,
          }}
        >
          3
        </span>
      </header>
      <div style={{ padding: vars.space.gutter, display: 'grid', gap: vars.space.sm }}>
        <div
          style={{
            background: vars.card.bg,
            borderRadius: vars.card.radius,
            boxShadow: vars.card.shadow,
            padding: vars.space.md,
            display: 'grid',
            gap: vars.space.xs,
          }}
        >
          <strong style={{ fontSize: vars.font.size.lg }}>Bónus de boas-vindas</strong>
          <span style={{ color: vars.color.text.secondary, fontSize: vars.font.size.sm }}>
            Até 100% no primeiro depósito. <span style={{ color: vars.color.text.accent }}>Ver regras</span>
          </span>
        </div>
        <div style={{ display: 'flex', gap: vars.space.sm }}>
          <span
            style={{
              flex: 1,
              display: 'grid',
              placeItems: 'center',
              minHeight: vars.button.height,
              borderRadius: vars.button.radius,
              background: vars.button.primary.bg,
              color: vars.button.primary.text,
              fontWeight: vars.font.weight.bold,
            }}
          >
            Depositar
          </span>
          <span
            style={{
              flex: 1,
              display: 'grid',
              placeItems: 'center',
              minHeight: vars.button.height,
              borderRadius: vars.button.radius,
              background: vars.button.secondary.bg,
              color: vars.button.secondary.text,
              border: `${vars.size.hairline} solid ${vars.button.secondary.border}`,
              fontWeight: vars.font.weight.bold,
            }}
          >
            Jogar
          </span>
        </div>
      </div>
      <nav
        aria-label={`${theme.name} menu`}
        style={{ ...bar, justifyContent: 'space-around', background: vars.color.bg.bottomNav }}
      >
        <span style={{ color: vars.color.text.bottomNavActive, fontWeight: vars.font.weight.bold }}>
          Início
        </span>
        <span style={{ color: vars.color.text.bottomNav }}>Jogos</span>
        <span style={{ color: vars.color.text.bottomNav }}>Perfil</span>
      </nav>
    </section>
  );
}

export const SideBySide: StoryObj<typeof meta> = {
  render: (_args, { loaded }) => (
    <main style={{ padding: vars.space.lg, display: 'grid', gap: vars.space.lg }}>
      {(loaded.themes as MerchantTheme[]).map((t) => (
        <Panel key={t.code} theme={t} />
      ))}
    </main>
  ),
  play: async ({ canvas }) => {
    for (const code of merchantCodes) {
      const theme = await loadMerchantTheme(code);
      await expect(canvas.getByRole('region', { name: theme.name })).toHaveClass(theme.className);
    }
  },
};
