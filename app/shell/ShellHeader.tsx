// The header (SPEC §2 Layout): the merchant logo on home (with the home screen's own header
// actions beside it), a back arrow and the page title elsewhere.
import { lazy, Suspense, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Header } from '@ds';
import { merchantAssetUrls, resolveMerchantCode } from '@ds/theme/runtime';
import { backAction, headerKind, pathTo, routeByName } from '../routes/routeTable';
import { useStores } from '../stores/context';
import { shellMessages } from './messages';
import * as shell from './shell.css';

// The home screen's header content (balance, popover, side menu) belongs to the home screen's
// engineer; it is slotted in when the module exists.
const headerActionModules = import.meta.glob<{ default: ComponentType }>(
  '../screens/home/HomeHeaderActions.tsx',
);
const loadHeaderActions = Object.values(headerActionModules)[0];
const HomeHeaderActions = loadHeaderActions ? lazy(loadHeaderActions) : null;

/** Goes back per the route's rule (history.state.idx tells whether there is an in-app page behind). */
export function useBack(routeName: string) {
  const navigate = useNavigate();
  return () => {
    const action = backAction(routeName);
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (action.kind === 'home') void navigate(pathTo('home'), { replace: action.replace });
    else if (idx > 0) void navigate(-1);
    else void navigate(pathTo('home'), { replace: true });
  };
}

export const ShellHeader = observer(function ShellHeader({ routeName }: { routeName: string }) {
  const intl = useIntl();
  const { settings } = useStores();
  const back = useBack(routeName);
  const route = routeByName(routeName);

  if (headerKind(routeName) === 'logo') {
    const merchant = resolveMerchantCode(settings.merchantCode);
    const name = settings.settings?.merchantName ?? intl.formatMessage(shellMessages.homeLogo);
    return (
      <div className={shell.contents} data-shell-header="logo">
        <Header
          logo={
            <Link
              to={pathTo('home')}
              className={shell.logoLink}
              aria-label={intl.formatMessage(shellMessages.homeLogo)}
            >
              <img className={shell.logo} src={merchantAssetUrls(merchant).logoUrl} alt={name} />
            </Link>
          }
          end={
            HomeHeaderActions ? (
              <Suspense fallback={null}>
                <HomeHeaderActions />
              </Suspense>
            ) : null
          }
        />
      </div>
    );
  }

  return (
    <div className={shell.contents} data-shell-header="back">
      <Header
        title={route ? intl.formatMessage(route.title) : undefined}
        onBack={back}
        backLabel={intl.formatMessage(shellMessages.back)}
      />
    </div>
  );
});
