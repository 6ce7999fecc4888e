import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const line = style({
  height: 0,
  margin: 0,
  border: 0,
  borderTop: `${vars.size.hairline} solid ${vars.divider.color}`,
});

/** A label between two rules ('or continue with'); a long one wraps, the rules keep their share. */
export const labelled = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text.muted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: '1 0 ' + vars.space.lg,
      borderTop: `${vars.size.hairline} solid ${vars.divider.color}`,
    },
  },
});
