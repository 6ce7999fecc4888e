// Pictures of the install steps (SPEC §2 install guide), drawn as small phone screens in the
// theme's colours so they follow the merchant and need no image files. Each is decorative: the
// step's caption beside it says the same in words.
import type { ReactNode } from 'react';
import * as s from './AppDownload.css';

export type StepPictureKind =
  'profileDownload' | 'profileSettings' | 'profileInstall' | 'share' | 'addToHome' | 'homeIcon' | 'trust';

/** Lines of text on a screen: short grey bars. */
const lines = (x: number, y: number, count: number, gap = 14, width = 60) =>
  Array.from({ length: count }, (_, i) => (
    <rect key={i} className={s.line} x={x} y={y + i * gap} width={width - (i % 2) * 16} height="5" rx="2.5" />
  ));

/** A row of a list or share sheet, optionally marked as the one to tap. */
const row = (y: number, marked: boolean, icon?: ReactNode) => (
  <g key={y}>
    <rect className={marked ? s.mark : s.bar} x="16" y={y} width="88" height="20" rx="5" />
    {icon}
    <rect className={marked ? s.onMarkFill : s.line} x="44" y={y + 8} width="48" height="4" rx="2" />
  </g>
);

const drawings: Record<StepPictureKind, ReactNode> = {
  // Tip type 1: the profile download button on this page.
  profileDownload: (
    <>
      {lines(22, 40, 3)}
      <rect className={s.mark} x="22" y="100" width="76" height="26" rx="13" />
      <path className={s.onMark} d="M60 105v14m-6-6 6 6 6-6" />
      <circle className={s.ring} cx="60" cy="113" r="26" />
    </>
  ),
  // Settings: the 'Profile downloaded' entry at the top.
  profileSettings: (
    <>
      {lines(22, 30, 1, 0, 40)}
      {row(48, true, <circle className={s.onMark} cx="28" cy="58" r="4" />)}
      {row(74, false)}
      {row(100, false)}
      {row(126, false)}
      <circle className={s.ring} cx="60" cy="58" r="18" />
    </>
  ),
  // The profile screen: 'Install' at the top right.
  profileInstall: (
    <>
      <rect className={s.mark} x="74" y="26" width="30" height="14" rx="7" />
      <circle className={s.ring} cx="89" cy="33" r="16" />
      <rect className={s.bar} x="16" y="56" width="88" height="60" rx="8" />
      {lines(26, 68, 3)}
      {lines(22, 130, 2)}
    </>
  ),
  // Safari's toolbar: the share button (a box with an arrow up).
  share: (
    <>
      {lines(22, 30, 6)}
      <rect className={s.bar} x="12" y="158" width="96" height="26" rx="6" />
      <path className={s.markStroke} d="M54 166h-4v12h20v-12h-4m-6 4v-12m-4 4 4-4 4 4" />
      <circle className={s.ring} cx="60" cy="170" r="15" />
    </>
  ),
  // The share sheet: 'Add to Home Screen' (a box with a plus).
  addToHome: (
    <>
      {lines(22, 26, 2)}
      <rect className={s.bar} x="10" y="70" width="100" height="116" rx="10" />
      {row(80, false)}
      {row(106, true, <path className={s.onMark} d="M22 111h12v10H22zM28 113v6m-3-3h6" />)}
      {row(132, false)}
      {row(158, false)}
      <circle className={s.ring} cx="28" cy="116" r="14" />
    </>
  ),
  // The home screen with the app's new icon.
  homeIcon: (
    <>
      {[0, 1, 2].map((r) =>
        [0, 1, 2].map((c) => (
          <rect
            key={`${r}${c}`}
            className={s.bar}
            x={20 + c * 30}
            y={30 + r * 32}
            width="20"
            height="20"
            rx="5"
          />
        )),
      )}
      <rect className={s.mark} x="20" y="126" width="20" height="20" rx="5" />
      <circle className={s.ring} cx="30" cy="136" r="16" />
    </>
  ),
  // Older iOS: Settings › General › Device Management › Trust.
  trust: (
    <>
      {lines(22, 30, 1, 0, 40)}
      {row(48, false)}
      {row(74, true, <path className={s.onMark} d="M23 84l4 4 7-8" />)}
      {row(100, false)}
      <circle className={s.ring} cx="29" cy="84" r="13" />
    </>
  ),
};

export function StepPicture({ kind }: { kind: StepPictureKind }) {
  return (
    <svg className={s.picture} viewBox="0 0 120 200" aria-hidden="true" focusable="false" data-picture={kind}>
      <rect className={s.phone} x="4" y="4" width="112" height="192" rx="16" />
      <rect className={s.screen} x="10" y="14" width="100" height="176" rx="10" />
      {drawings[kind]}
    </svg>
  );
}
