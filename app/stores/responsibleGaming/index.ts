// The responsible-gaming feature: the settings screen's store and the reality check, built on first
// use (the screen, or the shell's reality check once a member is signed in).
import { formatMoney } from '../../format/format';
import { pathTo } from '../../routes/routeTable';
import { defineFeature, type FeatureStore } from '../features';
import type { RootStore } from '../RootStore';
import { ToastDuration } from '../UiStore';
import { breakMessages } from './messages';
import { RealityCheck } from './RealityCheck';
import { ResponsibleGamingStore, type RgBreakKind } from './ResponsibleGamingStore';

export * from './ResponsibleGamingStore';
export { RealityCheck, type RgSession } from './RealityCheck';

export class ResponsibleGamingFeature implements FeatureStore {
  readonly settings: ResponsibleGamingStore;
  readonly reality: RealityCheck;

  constructor(root: RootStore) {
    this.reality = new RealityCheck({
      api: root.api,
      ui: root.ui,
      money: (amount) => formatMoney(amount, root.wallet.symbol),
      stop: () => void root.session.logout({ confirm: false }),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    });
    this.settings = new ResponsibleGamingStore({
      api: root.api,
      endSession: async (until: number | null, kind: RgBreakKind) => {
        // The platform has ended every session of the member: this device follows. The member-only
        // page's guard sends a signed-out visitor to login at once; once it has, the member goes
        // home instead (the router moves in a transition, so going first would be overtaken).
        this.reality.stop();
        root.session.clear();
        await new Promise((resolve) => setTimeout(resolve, 50));
        root.navigate(pathTo('home'), { replace: true });
        if (until === null)
          root.ui.showToast(breakMessages.permanentStarted, { duration: ToastDuration.long });
        else
          root.ui.showToast(kind === 'break' ? breakMessages.breakStarted : breakMessages.exclusionStarted, {
            duration: ToastDuration.long,
            values: { until: new Date(until) },
          });
      },
      realityChanged: () => void this.reality.start(),
    });
  }

  reset() {
    this.reality.stop();
    this.settings.reset();
  }

  dispose() {
    this.reality.stop();
  }
}

export const responsibleGamingFeature = defineFeature(
  'responsibleGaming',
  (root) => new ResponsibleGamingFeature(root),
);
