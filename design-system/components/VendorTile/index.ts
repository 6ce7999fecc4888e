export { VendorTile } from './VendorTile';
export type { VendorTileProps } from './VendorTile';
export { vendorTileLayouts } from './VendorTile.css';
