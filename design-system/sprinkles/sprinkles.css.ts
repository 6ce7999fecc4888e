import { defineProperties, createSprinkles } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/vars.css';

/**
 * Atomic layout and colour classes for Box and Stack. Every value comes from the theme contract, so a
 * merchant theme changes them all at once and no raw value reaches a component.
 */
const space = vars.space;

const layout = defineProperties({
  properties: {
    // `contents`: a wrapper that takes no part in layout (a sticky or fixed child keeps working).
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'contents'],
    position: ['relative', 'absolute', 'sticky', 'fixed', 'static'],
    // A sticky bar: `position="sticky" top={0} zIndex="sticky"`.
    top: { 0: '0' },
    // A layer over the whole screen: `position="fixed" inset={0} zIndex="overlay"`.
    inset: { 0: '0' },
    zIndex: vars.zIndex,
    // Equal columns that never widen the grid past its box (minmax(0, …)): `display="grid" gridTemplateColumns={2}`.
    gridTemplateColumns: { 2: 'repeat(2, minmax(0, 1fr))', 3: 'repeat(3, minmax(0, 1fr))' },
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    alignSelf: ['auto', 'stretch', 'flex-start', 'center', 'flex-end'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    width: { auto: 'auto', full: '100%', tapTarget: vars.size.tapTarget },
    minWidth: { 0: '0', tapTarget: vars.size.tapTarget },
    // `content`: the widest the phone layout grows on a large screen.
    maxWidth: { full: '100%', content: vars.size.maxContent },
    height: { auto: 'auto', full: '100%', tapTarget: vars.size.tapTarget },
    // `screen`: at least the visible viewport (dynamic viewport units follow the mobile toolbars).
    minHeight: { 0: '0', tapTarget: vars.size.tapTarget, screen: '100dvh' },
    overflow: ['visible', 'hidden', 'auto'],
    // A frame that keeps its shape before its picture arrives: `banner` is the platform's banner art (750 × 300).
    aspectRatio: { square: '1 / 1', banner: '750 / 300' },
    textAlign: ['left', 'center', 'right'],
    // A border drawn with `borderColor`: `borderStyle="solid" borderWidth="hairline"`; `none` for a frame's default.
    borderStyle: ['none', 'solid'],
    borderWidth: { 0: '0', hairline: vars.size.hairline },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['justifyContent', 'alignItems'],
  },
});

const colours = defineProperties({
  properties: {
    background: { ...vars.color.bg, transparent: 'transparent' },
    color: { ...vars.color.text, inherit: 'inherit' },
    borderColor: vars.color.border,
  },
});

export const sprinkles = createSprinkles(layout, colours);

export type Sprinkles = Parameters<typeof sprinkles>[0];
