import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** A labelled choice row (Checkbox, Switch, Radio): the whole row is at least a tap target tall. */
export const choiceRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
});

export const choiceText = style({ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 });

export const choiceLabel = style({
  cursor: 'pointer',
  lineHeight: vars.font.lineHeight.normal,
  selectors: { '[data-disabled] &': { cursor: 'not-allowed' } },
});

export const choiceDescription = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const choiceError = style({ fontSize: vars.font.size.sm, color: vars.color.text.danger });

export const choiceDisabled = style({ opacity: 0.5 });
