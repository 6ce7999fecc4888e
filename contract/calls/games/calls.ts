// The games calls by name. Each is a module of its own, so each goes to the chunk of the code that
// makes it: the first load carries only the calls it makes (a module is never split between chunks).
export { vendorSetup } from './vendorSetup.ts';
export { vendorTypes } from './vendorTypes.ts';
export { gameList } from './gameList.ts';
export { hotGames } from './hotGames.ts';
export { favourites } from './favourites.ts';
export { addFavourite } from './addFavourite.ts';
export { removeFavourite } from './removeFavourite.ts';
export { recentGames } from './recentGames.ts';
export { addRecent } from './addRecent.ts';
export { launchGame } from './launchGame.ts';
export { winnerBoard } from './winnerBoard.ts';
export { lotteryList } from './lotteryList.ts';
export { lotteryMenu } from './lotteryMenu.ts';
export { lotteryDraws } from './lotteryDraws.ts';
export { lottoFrame } from './lottoFrame.ts';
