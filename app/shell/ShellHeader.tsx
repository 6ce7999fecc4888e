// The header (SPEC §2 Layout): the merchant logo on home (with the home screen's own header
// actions beside it), a back arrow and the page title elsewhere.
import { lazy, Suspense, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from '../routes/Link';
import { Box, Header } from '@ds';
import { merchantAssetUrls, resolveMerchantCode } from '@ds/theme/runtime';
import { headerKind, pathTo, routeByName } from '../routes/routeTable';
import { useBack } from './useBack';
import { useStores } from '../stores/context';
import { shellMessages } from './messages';

// The home screen's header content (balance, popover, side menu) belongs to the home screen's
// engineer; it is slotted in when the module exists.
const headerActionModules = import.meta.glob<{ default: ComponentType }>(
  '../screens/home/HomeHeaderActions.tsx',
);
const loadHeaderActions = Object.values(headerActionModules)[0];
const HomeHeaderActions = loadHeaderActions ? lazy(loadHeaderActions) : null;

export const ShellHeader = observer(function ShellHeader({ routeName }: { routeName: string }) {
  const intl = useIntl();
  const { settings } = useStores();
  const back = useBack(routeName);
  const route = routeByName(routeName);

  if (headerKind(routeName) === 'logo') {
    const merchant = resolveMerchantCode(settings.merchantCode);
    const name = settings.settings?.merchantName ?? intl.formatMessage(shellMessages.homeLogo);
    return (
      <Box display="contents" data-shell-header="logo">
        <Header
          logo={
            <Link to={pathTo('home')} aria-label={intl.formatMessage(shellMessages.homeLogo)}>
              <img src={merchantAssetUrls(merchant).logoUrl} alt={name} />
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
      </Box>
    );
  }

  return (
    <Box display="contents" data-shell-header="back">
      <Header
        title={route ? intl.formatMessage(route.title) : undefined}
        onBack={back}
        backLabel={intl.formatMessage(shellMessages.back)}
      />
    </Box>
  );
});
