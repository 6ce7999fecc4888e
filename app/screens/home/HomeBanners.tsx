// The home banner carousel (its own chunk, loaded after the first paint): m_home banners, and
// m_live ones only for a member with a live model. With more than one banner it loops, autoplays
// every 5 s (not under reduced motion, and paused while the player interacts) and shows pagination.
import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useImageUrl, useReducedMotion } from '@ds';
import { checkNavigation } from '../../security/urls';
import { BANNER_AUTOPLAY_MS } from '../../stores/games/constants';
import type { Banner } from '../../stores/games/gateway';
import { carouselBehaviour } from '../../stores/games/home';
import { bannerSlideMessage, homeMessages as m } from '../lobby/messages';
import * as s from './HomeBanners.css';

function BannerSlide({ banner, label, eager }: { banner: Banner; label: string; eager: boolean }) {
  // Banner paths are root-relative: the CDN picker chooses the host (SPEC §9).
  const resolve = useImageUrl();
  const image = (
    <img
      className={s.image}
      src={resolve(banner.url)}
      alt={banner.title || label}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={750}
      height={300}
    />
  );
  // The banner's link is platform data: app paths go through the router, other checked http(s)
  // addresses open in a new tab, anything else leaves the banner a plain image.
  const link = checkNavigation(banner.link);
  if (!link) return image;
  if (link.kind === 'app')
    return (
      <Link to={link.path} className={s.slideLink}>
        {image}
      </Link>
    );
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={s.slideLink}>
      {image}
    </a>
  );
}

export default function HomeBanners({ banners }: { banners: readonly Banner[] }) {
  const intl = useIntl();
  const reduced = useReducedMotion();
  const behaviour = carouselBehaviour(banners.length);
  const [plugins] = useState(() =>
    behaviour.autoplay && !reduced
      ? [
          Autoplay({
            delay: BANNER_AUTOPLAY_MS,
            stopOnInteraction: false,
            stopOnMouseEnter: true,
            stopOnFocusIn: true,
          }),
        ]
      : [],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: behaviour.loop, duration: reduced ? 0 : 25 },
    plugins,
  );
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => {
    if (embla) setSelected(embla.selectedScrollSnap());
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    embla.on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  return (
    <section
      className={s.root}
      aria-roledescription="carousel"
      aria-label={intl.formatMessage(m.banners)}
      data-testid="banner-carousel"
      data-count={banners.length}
      data-autoplay={behaviour.autoplay}
    >
      <div className={s.viewport} ref={viewportRef}>
        <div className={s.track}>
          {banners.map((banner, index) => {
            const label = intl.formatMessage(bannerSlideMessage, { index: index + 1, count: banners.length });
            return (
              <div
                key={`${banner.groupName}-${banner.url}-${index}`}
                className={s.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={label}
                data-group={banner.groupName}
                data-testid="banner-slide"
              >
                <BannerSlide banner={banner} label={label} eager={index === 0} />
              </div>
            );
          })}
        </div>
      </div>
      {behaviour.pagination ? (
        <div className={s.dots} data-testid="banner-pagination">
          {banners.map((banner, index) => (
            <button
              key={`${banner.url}-${index}`}
              type="button"
              className={s.dot}
              aria-label={intl.formatMessage(bannerSlideMessage, { index: index + 1, count: banners.length })}
              aria-current={index === selected}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
