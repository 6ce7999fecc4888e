// The app download page (/m/app) in each merchant, as each kind of phone sees it: Android (the
// .apk), an iPhone in Safari (the .ipa, tip type 1 with the profile and tip type 2 with the
// pictures of each step), an iPhone in Chrome (the Safari-only note), an iPhone on iOS 12.1 (too
// old for the app; the legacy tip), at 390 and 320 px. The merchant's description and its colour come
// from the mobile template.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appLoader, withAppShell } from '../../testing/appStory';
import { siteSettingsFixture, type FixtureMerchant } from '../../testing/fixtures';

function AppDownload() {
  return null;
}

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  ios121:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
};

/** The story's phone: navigator.userAgent answers `ua` until the story ends. */
const asPhone = (ua: string) => () => {
  const own = Object.getOwnPropertyDescriptor(navigator, 'userAgent');
  Object.defineProperty(navigator, 'userAgent', { get: () => ua, configurable: true });
  return () => {
    if (own) Object.defineProperty(navigator, 'userAgent', own);
    else delete (navigator as { userAgent?: string }).userAgent;
  };
};

/** The toolbar's merchant with a description, its colour and the three download links. */
const withTemplate = (context: Parameters<typeof appLoader>[0]) => {
  const merchant = (
    typeof context.globals.merchant === 'string' ? context.globals.merchant : 'aurum'
  ) as FixtureMerchant;
  const settings = siteSettingsFixture(merchant);
  return appLoader({
    ...context,
    parameters: {
      ...context.parameters,
      app: {
        path: '/m/app',
        handlers: {
          siteSettings: () => ({
            ...settings,
            mobileTemplate: {
              ...settings.mobileTemplate,
              app_desc: 'A app oficial: jogue onde estiver',
              app_desc_font_color: '#fff8e1',
            },
            resources: [
              ...settings.resources,
              { resourceType: 'MOBILECONFIG', url: `https://${merchant}.example/app.mobileconfig` },
            ],
          }),
        },
      },
    },
  });
};

const meta = {
  title: 'Screens/AppDownload',
  component: AppDownload,
  loaders: [withTemplate],
  decorators: [withAppShell],
} satisfies Meta<typeof AppDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  await body.findByTestId('app-download', {}, { timeout: 5000 });
  return body;
};

/** Android: the .apk button, no iOS guide. */
export const Android: Story = {
  beforeEach: asPhone(UA.android),
  play: async ({ canvasElement }) => {
    const body = await page(canvasElement);
    await expect(body.getByTestId('app-download-android')).toHaveAttribute(
      'href',
      expect.stringMatching(/\.apk$/),
    );
    await expect(body.queryByTestId('app-download-ios')).toBeNull();
    await expect(body.queryByTestId('app-guide')).toBeNull();
    await expect(body.getByTestId('app-desc')).toHaveTextContent('A app oficial');
  },
};

/** An iPhone in Safari: the .ipa, the guide open with tip type 1 (profile) and tip type 2 (pictures). */
export const IosSafari: Story = {
  beforeEach: asPhone(UA.iosSafari),
  play: async ({ canvasElement }) => {
    const body = await page(canvasElement);
    await expect(body.getByTestId('app-download-ios')).toHaveAttribute(
      'href',
      expect.stringMatching(/\.ipa$/),
    );
    await expect(body.queryByTestId('app-download-android')).toBeNull();
    await expect(body.getByTestId('app-tip-profile')).toHaveAttribute(
      'href',
      expect.stringMatching(/\.mobileconfig$/),
    );
    const tip2 = body.getByTestId('app-tip-2');
    await expect(within(tip2).getAllByRole('listitem')).toHaveLength(3);
    await expect(body.queryByTestId('app-safari-note')).toBeNull();
    await expect(body.queryByTestId('app-tip-legacy')).toBeNull();
  },
};

/** The same at 320 px. */
export const IosSafariNarrow: Story = {
  ...IosSafari,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** An iPhone in Chrome: the page says the app installs only from Safari. */
export const IosChrome: Story = {
  beforeEach: asPhone(UA.iosChrome),
  play: async ({ canvasElement }) => {
    const body = await page(canvasElement);
    await expect(body.getByTestId('app-safari-note')).toHaveTextContent('Safari');
    await expect(body.getByTestId('app-download-ios')).toBeVisible();
  },
};

/** iOS 12.1: below the 12.4 minimum (no download), the legacy tip, adding to the home screen. */
export const IosLegacy: Story = {
  beforeEach: asPhone(UA.ios121),
  play: async ({ canvasElement }) => {
    const body = await page(canvasElement);
    await expect(body.getByTestId('app-too-old')).toHaveTextContent('12.1');
    await expect(body.queryByTestId('app-download-ios')).toBeNull();
    await expect(body.getByTestId('app-tip-legacy')).toBeVisible();
    await expect(body.getByTestId('app-tip-2')).toBeVisible();
  },
};
