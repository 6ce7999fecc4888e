// The icon set. One export per icon, each made by a pure call, so a bundle keeps only the icons it
// imports. Drawn on a 24×24 grid with a 2-unit round stroke in `currentColor`.
import { createIcon } from './createIcon';

export const IconChevronLeft = /* @__PURE__ */ createIcon('ChevronLeft', ['M15 18l-6-6 6-6']);
export const IconChevronRight = /* @__PURE__ */ createIcon('ChevronRight', ['M9 18l6-6-6-6']);
export const IconChevronDown = /* @__PURE__ */ createIcon('ChevronDown', ['M6 9l6 6 6-6']);
export const IconChevronUp = /* @__PURE__ */ createIcon('ChevronUp', ['M18 15l-6-6-6 6']);
export const IconArrowLeft = /* @__PURE__ */ createIcon('ArrowLeft', ['M19 12H5', 'M12 19l-7-7 7-7']);
export const IconArrowUp = /* @__PURE__ */ createIcon('ArrowUp', ['M12 19V5', 'M5 12l7-7 7 7']);
export const IconClose = /* @__PURE__ */ createIcon('Close', ['M18 6L6 18', 'M6 6l12 12']);
export const IconMenu = /* @__PURE__ */ createIcon('Menu', ['M3 6h18', 'M3 12h18', 'M3 18h18']);
export const IconSearch = /* @__PURE__ */ createIcon('Search', [{ c: [11, 11, 7] }, 'M21 21l-4.35-4.35']);
export const IconFilter = /* @__PURE__ */ createIcon('Filter', ['M22 3H2l8 9.46V19l4 2v-8.54L22 3z']);
export const IconStar = /* @__PURE__ */ createIcon('Star', [
  'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z',
]);
export const IconStarFilled = /* @__PURE__ */ createIcon('StarFilled', [
  { f: 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z' },
  'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z',
]);
export const IconEye = /* @__PURE__ */ createIcon('Eye', [
  'M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z',
  { c: [12, 12, 3] },
]);
export const IconEyeOff = /* @__PURE__ */ createIcon('EyeOff', [
  'M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94',
  'M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19',
  'M14.12 14.12a3 3 0 1 1-4.24-4.24',
  'M1 1l22 22',
]);
export const IconRefresh = /* @__PURE__ */ createIcon('Refresh', [
  'M23 4v6h-6',
  'M1 20v-6h6',
  'M3.51 9a9 9 0 0 1 14.85-3.36L23 10',
  'M1 14l4.64 4.36A9 9 0 0 0 20.49 15',
]);
export const IconHome = /* @__PURE__ */ createIcon('Home', [
  'M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  'M9 22V12h6v10',
]);
export const IconShare = /* @__PURE__ */ createIcon('Share', [
  { c: [18, 5, 3] },
  { c: [6, 12, 3] },
  { c: [18, 19, 3] },
  'M8.59 13.51l6.83 3.98',
  'M15.41 6.51l-6.82 3.98',
]);
export const IconWallet = /* @__PURE__ */ createIcon('Wallet', [
  'M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1',
  'M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4',
]);
export const IconDeposit = /* @__PURE__ */ createIcon('Deposit', [
  'M12 2v11',
  'M7.5 8.5L12 13l4.5-4.5',
  'M3 15v4a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-4',
  'M7 17h10',
]);
export const IconWithdraw = /* @__PURE__ */ createIcon('Withdraw', [
  'M12 13V2',
  'M7.5 6.5L12 2l4.5 4.5',
  'M3 15v4a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-4',
  'M7 17h10',
]);
export const IconHeadset = /* @__PURE__ */ createIcon('Headset', [
  'M3 18v-6a9 9 0 0 1 18 0v6',
  'M21 19a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3z',
  'M3 19a2 2 0 0 0 2 2h1a2 2 0 0 0 2-2v-3a2 2 0 0 0-2-2H3z',
]);
export const IconUser = /* @__PURE__ */ createIcon('User', [
  'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2',
  { c: [12, 7, 4] },
]);
export const IconBell = /* @__PURE__ */ createIcon('Bell', [
  'M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9',
  'M13.73 21a2 2 0 0 1-3.46 0',
]);
export const IconMail = /* @__PURE__ */ createIcon('Mail', [{ r: [2, 4, 20, 16, 2] }, 'M22 6l-10 7L2 6']);
export const IconChat = /* @__PURE__ */ createIcon('Chat', [
  'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  'M8 9h8',
  'M8 13h5',
]);
export const IconGift = /* @__PURE__ */ createIcon('Gift', [
  'M20 12v10H4V12',
  'M2 7h20v5H2z',
  'M12 22V7',
  'M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7z',
  'M12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z',
]);
export const IconCrown = /* @__PURE__ */ createIcon('Crown', ['M2 7l4 10h12l4-10-6 4-4-7-4 7z', 'M6 21h12']);
export const IconCalendar = /* @__PURE__ */ createIcon('Calendar', [
  { r: [3, 4, 18, 18, 2] },
  'M16 2v4',
  'M8 2v4',
  'M3 10h18',
]);
export const IconCalendarCheck = /* @__PURE__ */ createIcon('CalendarCheck', [
  { r: [3, 4, 18, 18, 2] },
  'M16 2v4',
  'M8 2v4',
  'M3 10h18',
  'M9 16l2 2 4-4',
]);
export const IconDownload = /* @__PURE__ */ createIcon('Download', [
  'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4',
  'M7 10l5 5 5-5',
  'M12 15V3',
]);
export const IconCheck = /* @__PURE__ */ createIcon('Check', ['M20 6L9 17l-5-5']);
export const IconCheckCircle = /* @__PURE__ */ createIcon('CheckCircle', [
  { c: [12, 12, 10] },
  'M8 12l3 3 5-6',
]);
export const IconAlert = /* @__PURE__ */ createIcon('Alert', [
  'M10.29 3.86L1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z',
  'M12 9v4',
  'M12 17h.01',
]);
export const IconAlertCircle = /* @__PURE__ */ createIcon('AlertCircle', [
  { c: [12, 12, 10] },
  'M12 8v4',
  'M12 16h.01',
]);
export const IconInfo = /* @__PURE__ */ createIcon('Info', [{ c: [12, 12, 10] }, 'M12 16v-4', 'M12 8h.01']);
export const IconLock = /* @__PURE__ */ createIcon('Lock', [
  { r: [3, 11, 18, 11, 2] },
  'M7 11V7a5 5 0 0 1 10 0v4',
]);
export const IconPhone = /* @__PURE__ */ createIcon('Phone', [{ r: [5, 2, 14, 20, 2] }, 'M12 18h.01']);
export const IconImage = /* @__PURE__ */ createIcon('Image', [
  { r: [3, 3, 18, 18, 2] },
  { c: [8.5, 8.5, 1.5] },
  'M21 15l-5-5L5 21',
]);
export const IconTrash = /* @__PURE__ */ createIcon('Trash', [
  'M3 6h18',
  'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
  'M10 11v6',
  'M14 11v6',
  'M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2',
]);
export const IconPlus = /* @__PURE__ */ createIcon('Plus', ['M12 5v14', 'M5 12h14']);
export const IconMinus = /* @__PURE__ */ createIcon('Minus', ['M5 12h14']);
export const IconCopy = /* @__PURE__ */ createIcon('Copy', [
  { r: [9, 9, 13, 13, 2] },
  'M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1',
]);
export const IconLogout = /* @__PURE__ */ createIcon('Logout', [
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
  'M16 17l5-5-5-5',
  'M21 12H9',
]);
export const IconGlobe = /* @__PURE__ */ createIcon('Globe', [
  { c: [12, 12, 10] },
  'M2 12h20',
  'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
]);
export const IconTelegram = /* @__PURE__ */ createIcon('Telegram', ['M22 2L11 13', 'M22 2l-7 20-4-9-9-4z']);
export const IconFire = /* @__PURE__ */ createIcon('Fire', [
  'M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z',
]);
export const IconHeart = /* @__PURE__ */ createIcon('Heart', [
  'M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z',
]);
export const IconHeartFilled = /* @__PURE__ */ createIcon('HeartFilled', [
  {
    f: 'M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z',
  },
  'M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z',
]);
export const IconClock = /* @__PURE__ */ createIcon('Clock', [{ c: [12, 12, 10] }, 'M12 6v6l4 2']);
export const IconGame = /* @__PURE__ */ createIcon('Game', [
  { r: [2, 6, 20, 12, 6] },
  'M6 12h4',
  'M8 10v4',
  'M15 13h.01',
  'M18 11h.01',
]);
export const IconLottery = /* @__PURE__ */ createIcon('Lottery', [
  'M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2z',
  'M13 5v2',
  'M13 11v2',
  'M13 17v2',
]);
export const IconSports = /* @__PURE__ */ createIcon('Sports', [
  { c: [12, 12, 10] },
  'M12 7.5l4.3 3.1-1.6 5H9.3l-1.6-5z',
  'M12 2v5.5',
  'M21.5 9l-5.2 1.6',
  'M2.5 9l5.2 1.6',
  'M14.7 15.6l3 4.4',
  'M9.3 15.6l-3 4.4',
]);
export const IconFish = /* @__PURE__ */ createIcon('Fish', [
  'M6.5 12c.94-3.46 4.94-6 8.5-6 3.56 0 6.06 2.54 7 6-.94 3.47-3.44 6-7 6s-7.56-2.53-8.5-6z',
  'M18 12v.5',
  'M7 10.67C7 8 5.58 5.97 2.73 5.5c-1 1.5-1 5 .23 6.5-1.24 1.5-1.24 5-.23 6.5C5.58 18.03 7 16 7 13.33',
]);
export const IconCards = /* @__PURE__ */ createIcon('Cards', [
  { r: [3, 6, 12, 15, 2] },
  'M8 3h11a2 2 0 0 1 2 2v13',
  'M9 11l2 2.5-2 2.5-2-2.5z',
]);
export const IconCasino = /* @__PURE__ */ createIcon('Casino', [
  { r: [3, 3, 18, 18, 3] },
  'M8 8h.01',
  'M16 8h.01',
  'M12 12h.01',
  'M8 16h.01',
  'M16 16h.01',
]);
export const IconLive = /* @__PURE__ */ createIcon('Live', ['M23 7l-7 5 7 5V7z', { r: [1, 5, 15, 14, 2] }]);
export const IconTrophy = /* @__PURE__ */ createIcon('Trophy', [
  'M6 9H4.5a2.5 2.5 0 0 1 0-5H6',
  'M18 9h1.5a2.5 2.5 0 0 0 0-5H18',
  'M4 22h16',
  'M10 14.66V17c0 .55-.47.98-.97 1.21C7.85 18.75 7 20.24 7 22',
  'M14 14.66V17c0 .55.47.98.97 1.21C16.15 18.75 17 20.24 17 22',
  'M18 2H6v7a6 6 0 0 0 12 0V2z',
]);

// Names the product uses for the same drawings.
export const IconBack = IconChevronLeft;
export const IconService = IconHeadset;
export const IconMember = IconUser;
export const IconVip = IconCrown;
export const IconSignIn = IconCalendarCheck;
export const IconLanguage = IconGlobe;
export const IconHot = IconFire;
export const IconFavourite = IconHeart;
export const IconFavorite = IconHeart;
export const IconMobile = IconPhone;
