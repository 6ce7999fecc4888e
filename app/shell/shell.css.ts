import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const frame = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  maxWidth: vars.size.maxContent,
  margin: '0 auto',
  background: vars.color.bg.canvas,
  color: vars.color.text.primary,
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const mainWithNav = style({
  paddingBottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom, 0px))`,
});

export const page = style({ flex: 1, display: 'flex', flexDirection: 'column' });

/** A centred message page: loading, errors, 'being prepared', refusals. */
export const centred = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  minHeight: `calc(100dvh - ${vars.size.header} - ${vars.size.bottomNav})`,
});

export const fullPage = style({ minHeight: '100dvh' });

export const statusIcon = style({
  width: vars.size.avatar,
  height: vars.size.avatar,
  color: vars.color.text.accent,
});

export const muted = style({ color: vars.color.text.secondary, maxWidth: '32em', margin: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const logo = style({
  height: `calc(${vars.size.header} - 2 * ${vars.space.md})`,
  width: 'auto',
  display: 'block',
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A narrow logo (a round mark) still leaves a full tap target.
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  borderRadius: vars.radius.sm,
});

export const offline = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
});

/** A wrapper that does not take part in layout (keeps a sticky or fixed child working). */
export const contents = style({ display: 'contents' });
