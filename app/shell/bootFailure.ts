// The page shown when the app cannot start at all: the catalogue (or the code that renders pages)
// did not arrive in time. Nothing of React or react-intl is assumed to work here, so it is built
// with the DOM, in the player's language from the few strings the i18n build keeps for this case
// (app/i18n/compiled/boot/start.json). 'Try again' reloads the page.
import bootStrings from '../i18n/compiled/boot/start.json';
import { defaultLocale } from '../i18n/locales';

type BootStrings = Record<string, Record<'shell_load_failed' | 'shell_retry', string>>;

export function bootText(locale: string): { message: string; retry: string } {
  const all = bootStrings as BootStrings;
  const strings = all[locale] ?? all[defaultLocale];
  return { message: strings?.shell_load_failed ?? '', retry: strings?.shell_retry ?? '' };
}

/** Replaces the splash in `container` with the failure message and a retry button. */
export function showBootFailure(container: HTMLElement, locale: string, reload = () => location.reload()) {
  const { message, retry } = bootText(locale);
  const page = document.createElement('main');
  page.dataset.statusPage = 'boot-failed';
  // Styles through the CSSOM (allowed under a strict style policy), in the splash's colours.
  Object.assign(page.style, {
    display: 'grid',
    placeContent: 'center',
    gap: '16px',
    minHeight: '100dvh',
    padding: '24px',
    boxSizing: 'border-box',
    textAlign: 'center',
    color: 'var(--splash-fg, #c9cfdc)',
    font: '16px/1.5 system-ui, sans-serif',
  });
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  text.style.margin = '0';
  text.textContent = message;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = retry;
  Object.assign(button.style, {
    minHeight: '44px',
    padding: '0 24px',
    border: '1px solid currentColor',
    borderRadius: '8px',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
  });
  button.addEventListener('click', () => reload());
  page.append(text, button);
  container.replaceChildren(page);
  button.focus();
}
