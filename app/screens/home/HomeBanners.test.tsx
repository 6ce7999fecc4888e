// The home carousel asks for a banner's picture once the slide before it has been shown: the first
// screen downloads the banner it shows and the next one, and each step of the carousel one more.
import { describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { DesignSystemProvider, createCdnPicker } from '@ds';
import { HomeBanners } from './HomeBanners';

const cdn = createCdnPicker(['https://cdn.example/'], '');
const banners = [1, 2, 3, 4].map((n) => ({
  groupName: 'm_home',
  url: `/img/banner/${n}.png`,
  title: `Banner ${n}`,
}));

/** Which banners' pictures have been asked for, by number. */
const asked = (root: Element) =>
  [...root.querySelectorAll('img')].filter((img) => img.getAttribute('src')).map((img) => img.alt);

describe('HomeBanners', () => {
  it('asks for the first two pictures, and for the next one each time a slide is shown', async () => {
    const screen = await render(
      <IntlProvider locale="pt" defaultLocale="pt" onError={() => undefined}>
        <DesignSystemProvider imageUrl={cdn}>
          <HomeBanners banners={banners} />
        </DesignSystemProvider>
      </IntlProvider>,
    );
    const root = screen.container;
    expect(asked(root)).toEqual(['Banner 1', 'Banner 2']);
    expect(root.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/img/banner/1.png');
    // Every slide keeps its frame: a picture not asked for yet is still an image of the banner's size.
    expect([...root.querySelectorAll('img')].map((img) => img.getAttribute('width'))).toEqual([
      '750',
      '750',
      '750',
      '750',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Destaque 2 de 4' }));
    await expect.poll(() => asked(root)).toEqual(['Banner 1', 'Banner 2', 'Banner 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Destaque 4 de 4' }));
    await expect.poll(() => asked(root)).toEqual(['Banner 1', 'Banner 2', 'Banner 3', 'Banner 4']);
  });
});
