import { useRef } from 'react';
import { Dialog, ImageUploader, Toast, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAX_MB, IMAGE_ACCEPT, IMAGE_LIMIT, imageProblem } from './upload-rules';
import { GalleryUploadError, uploadGalleryImage, type GalleryImage } from './gallery-upload';

const toItem = (image: GalleryImage): ImageUploadItem => ({
  key: image.id,
  url: image.url,
  extra: { name: image.name },
});
const fromItem = (item: ImageUploadItem): GalleryImage => ({
  id: String(item.key),
  url: item.url,
  name: (item.extra as { name?: string } | undefined)?.name,
});
const nameOf = (item: ImageUploadItem) => fromItem(item).name || item.url.split('/').pop() || '';

/**
 * Images on a phone (antd-mobile ImageUploader): a product gallery (up to 9), a logo or a
 * licence (1) through the files service, with the §5 type, size and count messages and the remove confirmation.
 * The value keeps each image's file id (sent to the API) and url (shown).
 */
export function MobileGalleryUploader({
  value = [],
  onChange,
  limit = IMAGE_LIMIT.default,
}: {
  value?: GalleryImage[];
  onChange?: (images: GalleryImage[]) => void;
  limit?: number;
}) {
  const { t } = useTranslation();
  const pending = useRef(0);
  const count = useRef(value.length);
  count.current = value.length;

  // §5: a choice that would pass the limit is refused whole (as on the desktop), not cut short.
  const beforeUpload = (file: File, batch: File[]): File | null => {
    if (count.current + pending.current + batch.length > limit) {
      if (file === batch[0]) Toast.show(t('common:upload.overLimit', { n: limit }));
      return null;
    }
    const problem = imageProblem(file, DEFAULT_MAX_MB, t);
    if (problem) {
      Toast.show(problem);
      return null;
    }
    return file;
  };

  const upload = async (file: File): Promise<ImageUploadItem> => {
    try {
      return toItem(await uploadGalleryImage(file, t));
    } catch (error) {
      const text = error instanceof GalleryUploadError ? error.message : t('common:upload.unknownError');
      Toast.show({ icon: 'fail', content: `${t('common:upload.failed')}: ${text}` });
      throw error;
    }
  };

  return (
    <ImageUploader
      value={value.map(toItem)}
      onChange={(items) => onChange?.(items.map(fromItem))}
      upload={upload}
      beforeUpload={beforeUpload}
      onUploadQueueChange={(tasks) => {
        pending.current = tasks.filter((task) => task.status === 'pending').length;
      }}
      maxCount={limit}
      onCountExceed={() => Toast.show(t('common:upload.overLimit', { n: limit }))}
      multiple
      accept={IMAGE_ACCEPT}
      // §4: a failed upload clears its selection instead of staying as a broken tile.
      showFailed={false}
      onDelete={(item) =>
        Dialog.confirm({
          content: t('common:upload.removeConfirm', { name: nameOf(item) }),
          confirmText: t('common:actions.confirm'),
          cancelText: t('common:actions.cancel'),
        })
      }
    />
  );
}
