export { VendorTile, vendorTileLayouts } from './VendorTile';
export type { VendorTileLayout, VendorTileProps } from './VendorTile';
