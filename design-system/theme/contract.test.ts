// The contract may grow but never lose or rename a key that components use: this is the shape every
// component was written against.
import { describe, expect, it } from 'vitest';
import { vars } from './vars.css';

const REQUIRED = {
  color: {
    bg: [
      'canvas',
      'surface',
      'surfaceRaised',
      'surfaceSunken',
      'overlay',
      'accent',
      'accentHover',
      'accentSubtle',
      'success',
      'warning',
      'danger',
      'badge',
      'skeleton',
      'gameTile',
      'header',
      'bottomNav',
    ],
    text: [
      'primary',
      'secondary',
      'muted',
      'onAccent',
      'onDanger',
      'onBadge',
      'accent',
      'success',
      'warning',
      'danger',
      'link',
      'header',
      'bottomNav',
      'bottomNavActive',
    ],
    border: ['subtle', 'strong', 'focus', 'danger', 'accent'],
  },
  space: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'gutter'],
  size: [
    'tapTarget',
    'iconSm',
    'iconMd',
    'iconLg',
    'header',
    'bottomNav',
    'avatar',
    'gameTile',
    'hairline',
    'focusRing',
  ],
  radius: ['none', 'sm', 'md', 'lg', 'xl', 'pill'],
  font: {
    family: ['body', 'heading', 'mono'],
    size: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'display'],
    weight: ['regular', 'medium', 'bold'],
    lineHeight: ['tight', 'normal', 'relaxed'],
  },
  shadow: ['sm', 'md', 'lg'],
  motion: {
    duration: ['instant', 'fast', 'normal', 'page', 'slow'],
    easing: ['standard', 'emphasized'],
  },
  zIndex: ['base', 'sticky', 'header', 'bottomNav', 'overlay', 'dialog', 'popover', 'toast'],
};

type Shape = string[] | { [key: string]: Shape };

function requiredPaths(shape: Shape, prefix: string[] = []): string[][] {
  if (Array.isArray(shape)) return shape.map((k) => [...prefix, k]);
  return Object.entries(shape).flatMap(([k, v]) => requiredPaths(v, [...prefix, k]));
}

const at = (path: string[]): unknown =>
  path.reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], vars);

describe('theme contract', () => {
  it('keeps every key of the original contract, each a CSS variable reference', () => {
    const missing = requiredPaths(REQUIRED).filter((p) => typeof at(p) !== 'string');
    expect(missing.map((p) => p.join('.'))).toEqual([]);
  });

  it('names each variable after its token path', () => {
    expect(vars.color.bg.surfaceRaised).toBe('var(--mc-color-bg-surface-raised)');
    expect(vars.zIndex.toast).toBe('var(--mc-z-index-toast)');
  });
});
