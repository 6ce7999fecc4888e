export { Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
export { createToaster, TOAST_DURATION, toastKinds } from './toaster';
export type { ToastController, ToastItem, ToastKind, ToastOptions, ToasterOptions } from './toaster';
export { toastPlacements } from './Toast.css';
