// /m/app (SPEC §2 'Download bar and install guide', §3 'Mobile template', 'Download link'): the
// merchant's app page. The picture and words of the mobile template (app_background, app_desc in
// app_desc_font_color), the download buttons for this device (the .apk on Android; the .ipa and the
// installation profile on iOS; both elsewhere), the Safari-only rule on iOS, the iOS 12.4 minimum,
// and the install guide: tip type 1 (the profile), tip type 2 (add to the home screen) with
// pictures of each step, and the legacy tip on iOS 12.1 and earlier. The page draws its own top bar.
import { useState, type MouseEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { inlineVars } from '@ds/utils/inlineVars';
import { Button, Card, Header, Heading, IconAlert, IconDownload, Stack, Text } from '@ds';
import { linkUrl } from '../../security/urls';
import { useBack } from '../../shell/useBack';
import { browserEnvironment } from '../../stores/accounts/registerMethod';
import { useStores } from '../../stores/context';
import { downloadLinkProps, isPackage } from '../../stores/games/home';
import { homeMessages } from '../lobby/messages';
import { readDevice } from '../home/device';
import { titles } from '../../routes/titles';
import { appMessages as m, tooOldMessage } from './messages';
import { planDownload, type DeviceInfo, type DownloadPlan } from './plan';
import { StepPicture, type StepPictureKind } from './StepPicture';
import * as s from './AppDownload.css';

/** A colour the platform may set for the description: a hex colour, nothing else. */
const safeColour = (raw: string | undefined) => (raw && /^#[0-9a-f]{3,8}$/i.test(raw) ? raw : null);

/**
 * A download as a link: an absolute address, so the router never takes a package path for a page
 * of the app; packages (.ipa, .apk, the profile) in this tab, where the browser downloads them,
 * other links (stores, landing pages) in a new tab.
 */
function downloadLink(url: string) {
  const inPlace = isPackage(url) || /\.mobileconfig$/i.test(url.split(/[?#]/)[0]!);
  return downloadLinkProps(url, inPlace, window.location.origin);
}

function readDeviceInfo(): DeviceInfo {
  const d = readDevice();
  return {
    userAgent: browserEnvironment().userAgent,
    ios: d.ios,
    safari: d.safari,
    installed: d.inApp || d.installedPwa || d.webclip,
  };
}

export default observer(function AppDownloadScreen() {
  const intl = useIntl();
  const root = useStores();
  const back = useBack('app');
  const [device] = useState(readDeviceInfo);
  const plan = planDownload(device, root.settings.settings?.resources ?? []);
  const template = root.settings.settings?.mobileTemplate;
  const background = linkUrl(template?.app_background);
  const colour = safeColour(template?.app_desc_font_color);
  const [guideOpen, setGuideOpen] = useState(plan.platform === 'ios');
  const showsGuide = plan.platform !== 'android';

  return (
    <div className={s.page} data-testid="app-download" data-platform={plan.platform}>
      <Header
        position="static"
        title={intl.formatMessage(titles.app)}
        backLabel={intl.formatMessage(m.back)}
        onBack={back}
      />
      <div className={s.hero}>
        {background ? (
          <img className={s.heroImage} src={background} alt="" data-testid="app-background" />
        ) : null}
        <p
          className={s.heroText}
          style={colour ? inlineVars({ [s.descColor]: colour }) : undefined}
          data-testid="app-desc"
        >
          {template?.app_desc || intl.formatMessage(m.defaultDesc)}
        </p>
      </div>
      <Stack gap="lg" paddingX="gutter" paddingY="lg">
        {plan.installed ? <Text tone="secondary">{intl.formatMessage(m.installed)}</Text> : null}
        {plan.safariRequired ? <Notice message={m.safari} testId="app-safari-note" /> : null}
        <Downloads plan={plan} />
        {showsGuide ? (
          <section aria-labelledby="app-guide-title" data-testid="app-guide-section">
            <Stack gap="md">
              <Stack direction="row" justify="between" align="center" gap="sm">
                <Heading level={3} as="h2" id="app-guide-title">
                  {intl.formatMessage(m.guide)}
                </Heading>
                <Button
                  variant="ghost"
                  aria-expanded={guideOpen}
                  aria-controls="app-guide"
                  onClick={() => setGuideOpen((v) => !v)}
                  data-testid="app-guide-toggle"
                >
                  {intl.formatMessage(guideOpen ? m.hideGuide : m.showGuide)}
                </Button>
              </Stack>
              {guideOpen ? <Guide plan={plan} /> : null}
            </Stack>
          </section>
        ) : null}
      </Stack>
    </div>
  );
});

function Notice({ message, testId }: { message: MessageDescriptor; testId: string }) {
  const intl = useIntl();
  return (
    <Card tone="sunken" data-testid={testId}>
      <Stack direction="row" gap="sm" align="start">
        <IconAlert aria-hidden="true" />
        <Text>{intl.formatMessage(message)}</Text>
      </Stack>
    </Card>
  );
}

const Downloads = observer(function Downloads({ plan }: { plan: DownloadPlan }) {
  const intl = useIntl();
  const root = useStores();
  // iOS installs only from Safari: elsewhere a tap says so instead of downloading.
  const onIos = (e: MouseEvent) => {
    if (plan.safariRequired) {
      e.preventDefault();
      root.ui.showToast(homeMessages.safariRequired);
    }
  };
  const button = (url: string, label: MessageDescriptor, testId: string, ios: boolean) => (
    <Button
      key={testId}
      {...downloadLink(url)}
      fullWidth
      startIcon={<IconDownload />}
      onClick={ios ? onIos : undefined}
      data-testid={testId}
    >
      {intl.formatMessage(label)}
    </Button>
  );
  const iosButtons = !plan.tooOld && (plan.platform === 'ios' || plan.platform === 'other');
  const buttons = [
    iosButtons && plan.iosApp ? button(plan.iosApp, m.iosApp, 'app-download-ios', true) : null,
    iosButtons && plan.profile && !plan.iosApp
      ? button(plan.profile, m.iosProfile, 'app-download-profile', true)
      : null,
    plan.platform !== 'ios' && plan.android
      ? button(plan.android, m.android, 'app-download-android', false)
      : null,
  ].filter(Boolean);

  return (
    <section aria-labelledby="app-downloads-title">
      <Stack gap="sm">
        <Heading level={3} as="h2" id="app-downloads-title">
          {intl.formatMessage(m.downloads)}
        </Heading>
        {buttons.length ? buttons : <Text tone="secondary">{intl.formatMessage(m.none)}</Text>}
        {plan.platform === 'ios' && plan.tooOld && plan.iosVersion ? (
          <Text tone="warning" data-testid="app-too-old">
            {intl.formatMessage(tooOldMessage, { version: plan.iosVersion.join('.') })}
          </Text>
        ) : plan.platform !== 'android' ? (
          <Text size="sm" tone="secondary" data-testid="app-min-ios">
            {intl.formatMessage(m.minIos)}
          </Text>
        ) : null}
      </Stack>
    </section>
  );
});

/** The install guide: tip type 1 when a profile can be installed, tip type 2, the legacy tip. */
const Guide = observer(function Guide({ plan }: { plan: DownloadPlan }) {
  const intl = useIntl();
  const root = useStores();
  const onIos = (e: MouseEvent) => {
    if (plan.safariRequired) {
      e.preventDefault();
      root.ui.showToast(homeMessages.safariRequired);
    }
  };
  return (
    <Stack gap="lg" id="app-guide" data-testid="app-guide">
      {plan.profile && !plan.tooOld ? (
        <Tip
          testId="app-tip-1"
          title={m.tip1Title}
          steps={[
            ['profileDownload', m.tip1Step1],
            ['profileSettings', m.tip1Step2],
            ['profileInstall', m.tip1Step3],
          ]}
        >
          <Button
            {...downloadLink(plan.profile)}
            variant="secondary"
            fullWidth
            startIcon={<IconDownload />}
            onClick={onIos}
            data-testid="app-tip-profile"
          >
            {intl.formatMessage(m.iosProfile)}
          </Button>
        </Tip>
      ) : null}
      <Tip
        testId="app-tip-2"
        title={m.tip2Title}
        steps={[
          ['share', m.tip2Step1],
          ['addToHome', m.tip2Step2],
          ['homeIcon', m.tip2Step3],
        ]}
      />
      {plan.legacyTip ? (
        <Tip testId="app-tip-legacy" title={m.legacyTitle} steps={[['trust', m.legacyStep]]} />
      ) : null}
    </Stack>
  );
});

function Tip({
  title,
  steps,
  testId,
  children,
}: {
  title: MessageDescriptor;
  steps: [StepPictureKind, MessageDescriptor][];
  testId: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const id = `${testId}-title`;
  return (
    <Card as="section" aria-labelledby={id} data-testid={testId}>
      <Stack gap="md">
        <Heading level={4} as="h3" id={id}>
          {intl.formatMessage(title)}
        </Heading>
        {children}
        <ol className={s.steps}>
          {steps.map(([picture, caption]) => (
            <li key={picture}>
              <figure className={s.step}>
                <StepPicture kind={picture} />
                <figcaption className={s.caption}>{intl.formatMessage(caption)}</figcaption>
              </figure>
            </li>
          ))}
        </ol>
      </Stack>
    </Card>
  );
}
