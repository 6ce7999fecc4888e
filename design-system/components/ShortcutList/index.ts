export { Shortcut, ShortcutList } from './ShortcutList';
export type { ShortcutListProps, ShortcutProps } from './ShortcutList';
export { shortcutListVariants } from './ShortcutList.css';
