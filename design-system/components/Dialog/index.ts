export { Dialog } from './Dialog';
export type { DialogContentProps, DialogRootProps } from './Dialog';
export { Prompt, promptKinds } from './Prompt';
export type { PromptKind, PromptProps } from './Prompt';
export { dialogSizes } from './Dialog.css';
