import { vars } from '../theme/vars.css';

/** The placements of an element that floats over the bottom of the screen. */
export const bottomPlacements = ['aboveBottomNav', 'bottom'] as const;

/**
 * The `placement` variant of an element that floats over the bottom of the screen, `gap` above what
 * is under it: the shell's bottom navigation, or the screen's bottom edge on pages without one (past
 * the home indicator's safe area either way).
 */
export function bottomPlacement(gap: string) {
  return {
    aboveBottomNav: { bottom: `calc(${vars.size.bottomNav} + ${gap} + env(safe-area-inset-bottom))` },
    bottom: { bottom: `calc(${gap} + env(safe-area-inset-bottom))` },
  };
}
