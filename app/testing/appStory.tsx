// Storybook helpers for app stories: a loader that builds a started RootStore on the fake platform
// for the toolbar's merchant and locale, and decorators that render a screen with the app's
// providers or the whole shell. See app/README.md.
import type { Decorator, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loadLocale, type LoadedLocale } from '../i18n/LocaleProvider';
import { toLocale } from '../i18n/locales';
import type { RootStore } from '../stores/RootStore';
import { AppAt, ScreenFrame } from './AppFrame';
import { createFixtureStore, type AppFixtureOptions } from './storyStore';
import type { FakePlatform } from './fakeTransport';

/** Story parameter `app`: who is logged in, the platform state, the path, extra handlers. */
export interface AppStoryParameters extends Omit<AppFixtureOptions, 'merchant' | 'locale'> {
  path?: string;
}

export interface AppStoryLoaded {
  store: RootStore;
  platform: FakePlatform;
  locale: LoadedLocale;
  path: string;
}

/** Builds the story's store and loads its catalogue; put it in a story file's `loaders`. */
export const appLoader = async (context: {
  parameters: Record<string, unknown>;
  globals: Record<string, unknown>;
}): Promise<{ app: AppStoryLoaded }> => {
  const params = (context.parameters.app ?? {}) as AppStoryParameters;
  const locale = toLocale(typeof context.globals.locale === 'string' ? context.globals.locale : undefined);
  const merchant = typeof context.globals.merchant === 'string' ? context.globals.merchant : 'aurum';
  const [{ store, platform }, loaded] = await Promise.all([
    createFixtureStore({ ...params, merchant, locale }),
    loadLocale(locale),
  ]);
  const app: AppStoryLoaded = { store, platform, locale: loaded, path: params.path ?? '/m/home' };
  return { app };
};

function loadedApp(context: { loaded: Record<string, unknown> }): AppStoryLoaded {
  const app = context.loaded.app as AppStoryLoaded | undefined;
  if (!app) throw new Error('App stories need `loaders: [appLoader]`');
  return app;
}

/** Renders the story (a screen or a part of one) inside the app's providers. */
export const withAppContext: Decorator = (Story, context) => {
  const app = loadedApp(context);
  return (
    <ScreenFrame store={app.store} locale={app.locale} path={app.path}>
      <Story />
    </ScreenFrame>
  );
};

/** Renders the whole app (status gate, header, page, bottom menu) at `parameters.app.path`. */
export const withAppShell: Decorator = (_Story, context) => {
  const app = loadedApp(context);
  return <AppAt store={app.store} locale={app.locale} path={app.path} />;
};

/**
 * Waits for a screen (found by its test id anywhere in the page, portals included) to reach a load
 * state (its `data-state`), and answers queries over the whole page.
 */
export async function screenReady(canvasElement: HTMLElement, testId: string, state = 'ready') {
  const body = within(canvasElement.ownerDocument.body);
  const screen = await body.findByTestId(testId, {}, { timeout: 5000 });
  await waitFor(() => expect(screen).toHaveAttribute('data-state', state), { timeout: 5000 });
  return body;
}

/** Waits until a toast saying `text` has gone, so the screenshot after a play is the same every run. */
export async function toastGone(canvasElement: HTMLElement, text: string) {
  await waitFor(() => expect(canvasElement.ownerDocument.body.textContent).not.toContain(text), {
    timeout: 8000,
  });
}

const NARROW = { viewport: { value: 'mobile1', isRotated: false } };

/**
 * A story in one merchant (its data and its theme: one screenshot), at 390 px or, with `narrow`,
 * at 320 px. For long pages, whose three full-height screenshots in one story take too long, and
 * whose figures (currency) should be the merchant's own.
 */
export function inMerchant<S extends StoryObj>(story: S, merchant: string, narrow = false): S {
  return {
    ...story,
    globals: { ...story.globals, merchant, ...(narrow ? NARROW : {}) },
    parameters: { ...story.parameters, screenshot: { merchants: [merchant] } },
  };
}

/**
 * The page once the element with `testId` is there: its document's body to query. Waits long
 * enough for the first story of a file, which also waits for the page's code to be built.
 */
export async function pageWith(canvasElement: HTMLElement, testId: string) {
  const body = within(canvasElement.ownerDocument.body);
  await body.findByTestId(testId, {}, { timeout: 10_000 });
  return body;
}

/** A story whose platform has not answered yet: the page's loading state, named `label`. */
export function loadingStory<S extends StoryObj>(parameters: S['parameters'], label: string): S {
  return {
    parameters,
    play: async ({ canvasElement }) => {
      const body = within(canvasElement.ownerDocument.body);
      await expect(await body.findByRole('status', { name: label }, { timeout: 10_000 })).toBeVisible();
    },
  } as S;
}

/**
 * A story whose read failed: the page says so with a retry ('Tentar de novo'); `also` checks more
 * of the page.
 */
export function failedStory<S extends StoryObj>(
  parameters: S['parameters'],
  also?: (body: ReturnType<typeof within>) => Promise<void>,
): S {
  return {
    parameters,
    play: async ({ canvasElement }) => {
      const body = within(canvasElement.ownerDocument.body);
      const alert = await body.findByRole('alert', {}, { timeout: 8000 });
      await expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
      await also?.(body);
    },
  } as S;
}
