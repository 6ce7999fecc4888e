// What no design-system component gives the invite page: the QR code's size on the card, and the
// friends list without the browser's list bullets and indent.
import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const qr = style({ width: '12rem', height: '12rem', borderRadius: vars.radius.sm });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
