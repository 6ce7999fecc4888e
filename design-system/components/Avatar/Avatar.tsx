import { cx } from '../../utils/cx';
import { avatar, type AvatarVariants } from './Avatar.css';

export type AvatarProps = AvatarVariants & {
  /** The name the initial is taken from (its first character, upper-cased in its own script). */
  name: string;
  className?: string;
};

/** The first character of a name, whole even when it is a surrogate pair (an emoji, a rare CJK). */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0] ?? '';
  return first.toLocaleUpperCase();
}

/**
 * A member's initial in a round badge. Decorative: the name itself is always written beside it,
 * so the avatar is hidden from assistive technology.
 */
export function Avatar({ name, size, className }: AvatarProps) {
  return (
    <span className={cx(avatar({ size }), className)} aria-hidden="true" data-avatar="">
      {initialOf(name)}
    </span>
  );
}
