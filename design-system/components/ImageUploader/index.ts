export { ImageUploader } from './ImageUploader';
export type { ImageUploaderProps } from './ImageUploader';
export {
  DEFAULT_IMAGE_TYPES,
  DEFAULT_MAX_IMAGE_BYTES,
  DEFAULT_MAX_IMAGES,
  matchesAccept,
  triageFiles,
} from './validate';
export type { ImageRejectReason, ImageRejection } from './validate';
