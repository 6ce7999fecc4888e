// Story support for the deposit and withdraw screens: the merchant's settings with the new wallet
// layout (dep_func '1'), a page of orders as the platform pages them, a call that never answers
// (the loading state), the device taken offline, and helpers to find things in the whole document
// (the screens render through the app shell and the details sheet through a portal), and the play
// functions both screens' stories share.
import { runInAction } from 'mobx';
import { expect, within } from 'storybook/test';
import type { CallName } from '@contract';
import type { AppStoryLoaded } from '../../testing/appStory';
import type { Handlers } from '../../testing/fakeTransport';
import { FIXED_NOW, siteSettingsFixture } from '../../testing/fixtures';

export const T0 = FIXED_NOW;
export const MINUTE = 60_000;

/** The merchant's settings with the new layout of the money screens (dep_func '1'). */
export const newLayout: Handlers = {
  siteSettings: () => {
    const s = siteSettingsFixture('aurum');
    return { ...s, mobileTemplate: { ...s.mobileTemplate, dep_func: '1' } };
  },
};

/** A page of a list as the platform answers it, `pageSize` a page. */
export function pageOf<T>(all: readonly T[], pageNo = 1, pageSize = 20) {
  return {
    content: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(all.length / pageSize)),
    totalElements: all.length,
  };
}

/** A call that never answers: the screen stays in its loading state. */
export const never = () => new Promise<never>(() => {});

export const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
export const loadedApp = (loaded: Record<string, unknown>) => loaded.app as AppStoryLoaded;

/** The device lost its connection (what the shell's online listener would record). */
export function goOffline(loaded: Record<string, unknown>) {
  const { ui } = loadedApp(loaded).store;
  runInAction(() => ui.setOnline(false));
}

interface PlayContext {
  canvasElement: HTMLElement;
  loaded: Record<string, unknown>;
}

/** A history whose read failed, with the device offline: it says so, with a retry. */
export async function playHistoryOffline({ canvasElement, loaded }: PlayContext) {
  const b = body(canvasElement);
  await b.findByTestId('records-error');
  goOffline(loaded);
  await expect(await b.findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
}

/** A trial account is refused (free_reject) before `call` is ever made. */
export const playTrialRefused =
  (call: CallName) =>
  async ({ canvasElement, loaded }: PlayContext) => {
    await expect(
      await body(canvasElement).findByText('Esta função não está disponível para contas de demonstração.'),
    ).toBeVisible();
    await expect(loadedApp(loaded).platform.callsTo(call)).toHaveLength(0);
  };
