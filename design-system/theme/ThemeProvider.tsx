import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { applyMerchantTheme, type MerchantTheme } from './runtime';

export type ThemeStatus = 'loading' | 'ready' | 'error';

export interface ThemeState {
  /** The theme on <html> now (the previous one while a switch is loading); null before the first. */
  theme: MerchantTheme | null;
  status: ThemeStatus;
  /** Tries to load the requested theme again (also done automatically when the browser goes online). */
  retry: () => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

export interface ThemeProviderProps {
  /** Merchant code (from the platform's system status or the test-mode override). */
  merchant: string;
  children: ReactNode;
  /**
   * Shown until the first theme has loaded, so no unstyled frame reaches the screen (e.g. a splash
   * that only uses inline colours). Later switches keep showing the children with the old theme.
   */
  fallback?: ReactNode;
}

/**
 * Applies a merchant's theme to <html> and keeps it in step with `merchant`. Because the class sits
 * on <html>, portals (Radix dialogs, popovers, toasts) inherit the theme with no extra wrapper.
 * If the very first load fails (offline), the children render anyway so the app can show its
 * offline state; the load is retried when the browser comes back online or on `retry()`.
 */
export function ThemeProvider({ merchant, children, fallback = null }: ThemeProviderProps) {
  const [theme, setTheme] = useState<MerchantTheme | null>(null);
  const [status, setStatus] = useState<ThemeStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setStatus('loading');
    applyMerchantTheme(merchant).then(
      (t) => {
        if (!current) return;
        setTheme(t);
        setStatus('ready');
      },
      () => {
        if (current) setStatus('error');
      },
    );
    return () => {
      current = false;
    };
  }, [merchant, attempt]);

  useEffect(() => {
    if (status !== 'error') return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [status, retry]);

  if (!theme && status === 'loading') return <>{fallback}</>;
  return <ThemeContext.Provider value={{ theme, status, retry }}>{children}</ThemeContext.Provider>;
}

/** The current merchant theme and its load status; must be used inside ThemeProvider. */
export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme() is used outside <ThemeProvider>');
  return state;
}
