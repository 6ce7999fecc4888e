import { createIcon } from '../createIcon';

export const IconDownload = /* @__PURE__ */ createIcon('Download', [
  'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4',
  'M7 10l5 5 5-5',
  'M12 15V3',
]);
