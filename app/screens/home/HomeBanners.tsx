// The home banner carousel: m_home banners, and m_live ones only for a member with a live model, in
// the design system's Carousel (loop, pagination and 5 s autoplay with more than one banner; none
// under reduced motion). Each slide's picture is asked for once the carousel has reached the slide
// before it: the first screen downloads the banner it shows and the one autoplay brings next, not the
// three or four that the browser's own lazy loading would fetch from a row just off the screen.
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../routes/Link';
import { useImageUrl } from '@ds';
import { Carousel } from '@ds/components/Carousel';
import { checkNavigation } from '../../security/urls';
import { BANNER_AUTOPLAY_MS } from '../../stores/games/constants';
import type { Banner } from '../../stores/games/gateway';
import { carouselBehaviour } from '../../stores/games/home';
import { bannerSlideMessage, homeMessages as m } from '../lobby/messages';
import * as s from './HomeBanners.css';

function BannerSlide({
  banner,
  label,
  eager,
  wanted,
}: {
  banner: Banner;
  label: string;
  eager: boolean;
  /** Whether the picture is wanted yet (this slide or the one before it has been shown). */
  wanted: boolean;
}) {
  // Banner paths are root-relative: the CDN picker chooses the host (SPEC §9).
  const resolve = useImageUrl();
  const data = { 'data-testid': 'banner-slide', 'data-group': banner.groupName };
  const image = (
    <img
      className={s.image}
      src={wanted ? resolve(banner.url) : undefined}
      alt={banner.title || label}
      loading={eager ? 'eager' : 'lazy'}
      // The first banner is the largest picture of the first screen: it goes before the tiles.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      width={750}
      height={300}
      {...(banner.link ? {} : data)}
    />
  );
  // The banner's link is platform data: app paths go through the router, other checked http(s)
  // addresses open in a new tab, anything else leaves the banner a plain image.
  const link = checkNavigation(banner.link);
  if (!link) return banner.link ? <span {...data}>{image}</span> : image;
  if (link.kind === 'app')
    return (
      <Link to={link.path} className={s.slideLink} {...data}>
        {image}
      </Link>
    );
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={s.slideLink} {...data}>
      {image}
    </a>
  );
}

export function HomeBanners({ banners }: { banners: readonly Banner[] }) {
  const intl = useIntl();
  const { autoplay } = carouselBehaviour(banners.length);
  const slideLabel = (index: number, count: number) =>
    intl.formatMessage(bannerSlideMessage, { index: index + 1, count });
  /** The furthest slide shown so far (a swipe back from the first reaches the last). */
  const [reached, setReached] = useState(0);
  const onSlideChange = useCallback((index: number) => setReached((r) => Math.max(r, index)), []);
  return (
    <Carousel
      label={intl.formatMessage(m.banners)}
      slideLabel={slideLabel}
      goToLabel={slideLabel}
      autoplay={autoplay}
      delay={BANNER_AUTOPLAY_MS}
      onSlideChange={onSlideChange}
      data-testid="banner-carousel"
      data-count={banners.length}
      data-autoplay={autoplay}
    >
      {banners.map((banner, index) => (
        <BannerSlide
          key={`${banner.groupName}-${banner.url}-${index}`}
          banner={banner}
          label={slideLabel(index, banners.length)}
          eager={index === 0}
          wanted={index <= reached + 1}
        />
      ))}
    </Carousel>
  );
}
