export { GameTile } from './GameTile';
export type { GameTileProps } from './GameTile';
export { gameTileSizes } from './GameTile.css';
export { tileImage, TILE_SIZES } from './tileImage';
