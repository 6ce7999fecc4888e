import { defineProperties, createSprinkles } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/vars.css';

/**
 * Atomic layout and colour classes for Box and Stack. Every value comes from the theme contract, so a
 * merchant theme changes them all at once and no raw value reaches a component.
 */
const space = vars.space;

const layout = defineProperties({
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    position: ['relative', 'absolute', 'sticky', 'fixed', 'static'],
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
    height: { auto: 'auto', full: '100%', tapTarget: vars.size.tapTarget },
    minHeight: { 0: '0', tapTarget: vars.size.tapTarget },
    overflow: ['visible', 'hidden', 'auto'],
    textAlign: ['left', 'center', 'right'],
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
