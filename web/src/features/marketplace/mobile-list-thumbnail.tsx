import { thumbnail } from '@/lib/thumbnail';
import './mobile-market.css';

/**
 * A phone list row's square picture: the 160 px thumbnail in a plain `<img>` the browser
 * loads lazily. antd-mobile's Image drew three components and an observer per row, and a
 * render per picture as it loaded, all while the page started.
 */
export function MobileListThumbnail({ src, alt, size }: { src: string; alt: string; size: number }) {
  return (
    <img
      className="m-thumb"
      src={thumbnail(src, 160)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
