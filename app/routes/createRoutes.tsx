// The router's route objects: the home aliases, every route of the table (each page lazily
// loaded), and the fallback for unknown paths (merchant extra routes, then home).
import { useEffect, useMemo, type AnchorHTMLAttributes } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { Link } from './Link';
import { createCdnPicker, DesignSystemProvider, type LinkComponentProps } from '@ds';
import { RoutePage } from '../shell/RoutePage';
import { ShellLayout } from '../shell/ShellLayout';
import { StatusGate } from '../shell/StatusGate';
import { PageLoading } from '../shell/PageLoading';
import { pageImageDraw } from '../shell/startup';
import { useStores } from '../stores/context';
import { checkNavigation, linkUrl } from '../security/urls';
import { homeAliases, routeTable } from './routeTable';

/**
 * Whether a link leaves the router: anything but a plain root path (`/m/…`). Hrefs with a scheme,
 * protocol-relative ones and odd spellings (leading spaces, tabs) all take the checked branch.
 */
// eslint-disable-next-line no-control-regex -- control characters mark a link as not a plain path
const isExternal = (href: string) => !/^\/(?![/\\])[^\u0000-\u0020]*$/.test(href);

/** The router's link for the design system: in-app paths go through react-router. */
export function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  if (isExternal(href)) {
    // Web links outside the app (Telegram, customer service) open in a new tab; the app stays.
    // Such addresses come from the platform, so only checked http(s) ones get an href at all.
    const checked = linkUrl(href);
    const web = checked ? { href: checked, target: '_blank', rel: 'noopener noreferrer' } : {};
    const anchor: AnchorHTMLAttributes<HTMLAnchorElement> = { ...web, ...rest };
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- content arrives through props.children
    return <a ref={ref} {...anchor} />;
  }
  return <Link ref={ref} to={href} {...rest} />;
}

/** Lets stores navigate (logout, session expiry, contract prompts) through the router. */
function NavigatorBridge() {
  const root = useStores();
  const navigate = useNavigate();
  useEffect(() => {
    root.setNavigator((to, options) => void navigate(to, options));
    return () => root.setNavigator(null);
  }, [root, navigate]);
  return null;
}

/**
 * Images with relative paths come from one of the merchant's image CDNs (host prefixes), chosen at
 * random once per page (SPEC §9; the draw index.html's splash used too, see pageImageDraw). Without
 * CDNs the default host is the platform's own origin: image paths in platform answers are
 * root-relative and already include `paths.image`.
 */
const RootLayout = observer(function RootLayout() {
  const { settings } = useStores();
  const cdns = settings.settings?.imageCDNs;
  const imageUrl = useMemo(() => createCdnPicker(cdns, '', pageImageDraw), [cdns]);
  return (
    <DesignSystemProvider linkComponent={RouterLink} imageUrl={imageUrl}>
      <NavigatorBridge />
      <StatusGate>
        <ShellLayout />
      </StatusGate>
    </DesignSystemProvider>
  );
});

/** /, /m, /m/, /m/index, /m/index.html: home, keeping the query (e.g. ?merchant=). */
function HomeAlias() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/m/home', search, hash }} replace />;
}

/**
 * Unknown path: the merchant's extra route if it has one, otherwise home. The target is platform
 * data, so it passes the URL check: app paths go through the router, other http(s) addresses are
 * loaded, anything else (a `javascript:` target) counts as no route.
 */
const UnknownRoute = observer(function UnknownRoute() {
  const { settings } = useStores();
  const { pathname, search } = useLocation();
  const target = checkNavigation(settings.extraRoute(pathname));
  const external = target?.kind === 'web' ? target.href : null;
  useEffect(() => {
    if (external) window.location.assign(external);
  }, [external]);
  if (external) return <PageLoading />;
  return <Navigate to={target?.kind === 'app' ? target.path : { pathname: '/m/home', search }} replace />;
});

export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...homeAliases.map((path) => ({ path, element: <HomeAlias /> })),
        ...routeTable.flatMap((route) =>
          route.paths.map((path) => ({
            path,
            handle: { name: route.name },
            element: <RoutePage route={route} />,
          })),
        ),
        { path: '*', element: <UnknownRoute /> },
      ],
    },
  ];
}

const appRoutes = createAppRoutes();

/** The app's routes for a `<BrowserRouter>` (or a `<MemoryRouter>` in tests and stories). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
