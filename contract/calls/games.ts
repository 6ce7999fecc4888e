// Vendors, game lists, hot games, favourites, recent games, launch, lottery.
export * from './games/schemas.ts';
export * as gameCalls from './games/calls.ts';
