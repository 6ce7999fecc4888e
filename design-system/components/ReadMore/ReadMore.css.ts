import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

/** The first lines of the text: the rest is cut at a line's end. */
export const excerpt = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: vars.readMore.lines,
  overflow: 'hidden',
  alignSelf: 'stretch',
  color: vars.readMore.text,
});

/** The whole text in the dialog. */
export const full = style({ color: vars.color.text.primary });

/** 'Read all' sits against the text's start edge; its tap area reaches past the text. */
export const more = style({ marginInlineStart: `calc(-1 * ${vars.space.sm})` });
