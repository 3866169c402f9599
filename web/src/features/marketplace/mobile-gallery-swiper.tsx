import { Image, ImageViewer, Swiper } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';

/** A product's images as a full-width swiper (tap to view large); a plain block when there are none. */
export function MobileGallerySwiper({ urls }: { urls: string[] }) {
  if (urls.length === 0)
    return (
      <div className="m-gallery m-gallery-empty">
        <PictureOutline />
      </div>
    );
  return (
    <Swiper className="m-gallery" loop={urls.length > 1} data-testid="gallery-swiper">
      {urls.map((url, index) => (
        <Swiper.Item key={`${index}-${url}`}>
          <Image
            src={url}
            fit="contain"
            width="100%"
            height="100%"
            onClick={() => ImageViewer.Multi.show({ images: urls, defaultIndex: index })}
          />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
