import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentBlock } from './api';
import { isExternalLink } from './home-links';
import './banner-carousel.css';
import { thumbnail } from '@/lib/thumbnail';

const ROTATE_MS = 6000;

function BannerLink({ link, children }: { link: string; children: string }) {
  if (!link) return null;
  return isExternalLink(link) ? (
    <a className="banner-cta" href={link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link className="banner-cta" to={link}>
      {children}
    </Link>
  );
}

/**
 * The home page's banners (content blocks of the `banner` group), one at a time, turning
 * every six seconds unless the pointer rests on them. Plain markup: no slider library in
 * the home bundle.
 */
export function BannerCarousel({ banners, compact = false }: { banners: ContentBlock[]; compact?: boolean }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, paused]);
  if (count === 0) return null;
  const shown = Math.min(current, count - 1);
  return (
    <section
      className={compact ? 'banner-carousel banner-compact' : 'banner-carousel'}
      data-testid="home-banners"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      aria-roledescription="carousel"
    >
      {banners.map((banner, index) => (
        <div
          key={banner.code}
          className={index === shown ? 'banner-slide banner-slide-active' : 'banner-slide'}
          style={
            banner.imageUrl
              ? {
                  backgroundImage: `url(${JSON.stringify(thumbnail(banner.imageUrl, compact ? 640 : 1280))})`,
                }
              : undefined
          }
          aria-hidden={index !== shown}
        >
          <div className="banner-text">
            <h2>{banner.title}</h2>
            {banner.summary && <p>{banner.summary}</p>}
            <BannerLink link={banner.link}>{t('portal:home.learnMore')}</BannerLink>
          </div>
        </div>
      ))}
      {count > 1 && (
        <div className="banner-dots">
          {banners.map((banner, index) => (
            <button
              key={banner.code}
              type="button"
              className={index === shown ? 'banner-dot banner-dot-active' : 'banner-dot'}
              aria-label={banner.title}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
