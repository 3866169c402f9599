import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { App, Button, Input, Upload, type UploadFile, type UploadProps } from 'antd';
import { PictureOutlined, PlusOutlined } from '@ant-design/icons';
import ImgCrop from 'antd-img-crop';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { PUBLIC_SETTING, usePublicNumber } from '@/lib/api/public-config';
import { invalidateLibrary } from './file-library-api';
import { FileLibraryPicker } from './file-library-picker';
import {
  DEFAULT_MAX_MB,
  DEFAULT_SIZE,
  IMAGE_ACCEPT,
  IMAGE_LIMIT,
  imageProblem,
  readUploadAnswer,
  toImageItems,
  uploadHeaders,
  uploadUrl,
  type Audience,
  type ImageItem,
  type ImageValue,
} from './upload-rules';
import './upload.css';

export interface ImageUploaderProps {
  value?: ImageValue;
  /** The uploaded images, and the same as comma-separated urls. */
  onChange?: (items: ImageItem[], urls: string) => void;
  /** `single` keeps one image (a new choice replaces it); `multiText` adds title, desc and link. */
  variant?: 'default' | 'single' | 'multiText';
  /** Defaults to 9, 20 for multi-text, 1 for single (§5). */
  limit?: number;
  /** Opens a crop dialog for every chosen file; confirm uploads the cropped file. */
  crop?: boolean;
  aspect?: number;
  /** Megabytes (§5); by default the platform's image upload limit (/home/Basic/getConfig). */
  maxSize?: number;
  width?: number;
  height?: number;
  audience?: Audience;
  /** Offers "choose from library" (not with cropping). */
  library?: boolean;
  disabled?: boolean;
}

/** antd's file plus the item's texts and `fileId` (antd's UploadFile has a `uid` but no file id). */
type Item = UploadFile & Partial<Pick<ImageItem, 'title' | 'desc' | 'link'>> & { fileId?: string };

const urlsOf = (items: ImageItem[]) => items.map((i) => i.url).join(',');
const toFiles = (items: ImageItem[]): Item[] =>
  items.map(({ id, ...item }, i) => ({
    ...item,
    ...(id ? { fileId: id } : {}),
    uid: `v-${i}-${item.url}`,
    status: 'done' as const,
  }));

/** §2 image uploader: upload states of §4, §5 rules, optional cropping and the library picker. */
export function ImageUploader({
  value,
  onChange,
  variant = 'default',
  limit = IMAGE_LIMIT[variant],
  crop = false,
  aspect = 1,
  maxSize: maxSizeProp,
  width = DEFAULT_SIZE,
  height = DEFAULT_SIZE,
  audience = 'member',
  library = true,
  disabled = false,
}: ImageUploaderProps) {
  const { t } = useTranslation();
  // §5: the default maximum comes from the platform's settings (the back office tunes it).
  const configuredMax = usePublicNumber(PUBLIC_SETTING.uploadImageMaxMb, DEFAULT_MAX_MB);
  const maxSize = maxSizeProp ?? configuredMax;
  const { message, modal, notification } = App.useApp();
  const dispatch = useDispatch();
  const [files, setFiles] = useState<Item[]>(() => toFiles(toImageItems(value)));
  const [picking, setPicking] = useState(false);
  const emitted = useRef<string>('');
  const single = variant === 'single';

  // Follow a value changed from outside (not the echo of our own onChange).
  useEffect(() => {
    const items = toImageItems(value);
    const key = urlsOf(items);
    // Compared by urls: a string value loses names, and replacing our items (new uids)
    // would make antd append its in-flight copy of an upload.
    if (key !== emitted.current) {
      emitted.current = key;
      setFiles(toFiles(items));
    }
  }, [value]);

  const emit = (next: Item[]) => {
    const items = next
      .filter((f) => f.status === 'done' && f.url)
      .map((f) => ({
        name: f.name,
        url: f.url!,
        ...(f.fileId ? { id: f.fileId } : {}),
        ...(variant === 'multiText' ? { title: f.title ?? '', desc: f.desc ?? '', link: f.link ?? '' } : {}),
      }));
    emitted.current = urlsOf(items);
    onChange?.(items, items.map((i) => i.url).join(','));
  };
  const update = (next: Item[], notify = true) => {
    setFiles(next);
    if (notify) emit(next);
  };
  const failed = (file: Item, description: string) => {
    notification.error({ title: t('common:upload.failed'), description });
    // §4/§8: on error the selection is cleared.
    update(files.filter((f) => f.uid !== file.uid && f.status === 'done'));
  };

  const validate = (file: File): boolean => {
    const problem = imageProblem(file, maxSize, t);
    if (problem) {
      message.error(problem);
      return false;
    }
    return true;
  };
  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (!validate(file)) return Upload.LIST_IGNORE;
    const kept = files.filter((f) => f.status === 'done' || f.status === 'uploading').length;
    if (!single && kept + batch.length > limit) {
      if (file === batch[0]) message.warning(t('common:upload.overLimit', { n: limit }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const handleChange: UploadProps['onChange'] = ({ file, fileList }) => {
    const current = single ? fileList.slice(-1) : fileList;
    if (file.status === 'error') {
      const body = file.response as { message?: string } | undefined;
      // §8: the server's message, or 未知错误 (the XHR's own text is not for users).
      return failed(file, body?.message || t('common:upload.unknownError'));
    }
    if (file.status === 'done') {
      const answer = readUploadAnswer(file.response, t);
      if ('error' in answer) return failed(file, answer.error);
      dispatch(invalidateLibrary());
      return update(
        current.map((f) =>
          f.uid === file.uid
            ? {
                ...f,
                url: answer.src,
                thumbUrl: answer.src,
                name: answer.name || f.name,
                ...(answer.id ? { fileId: answer.id } : {}),
              }
            : f,
        ),
      );
    }
    update(current, false);
  };

  const confirmRemove = (file: UploadFile) =>
    new Promise<boolean>((resolve) =>
      modal.confirm({
        title: t('common:upload.removeConfirm', { name: file.name }),
        okText: t('common:actions.confirm'),
        cancelText: t('common:actions.cancel'),
        onOk: () => {
          update(files.filter((f) => f.uid !== file.uid));
          resolve(true);
        },
        onCancel: () => resolve(false),
      }),
    );

  const setText = (uid: string, field: 'title' | 'desc' | 'link', text: string) =>
    update(files.map((f) => (f.uid === uid ? { ...f, [field]: text } : f)));

  const full = !single && files.length >= limit;
  const upload = (
    <Upload
      listType="picture-card"
      accept={IMAGE_ACCEPT}
      action={uploadUrl(audience)}
      headers={uploadHeaders()}
      name="file"
      data={{ scene: 'image' }}
      multiple={!single && !crop}
      maxCount={single ? 1 : undefined}
      fileList={files}
      disabled={disabled}
      beforeUpload={beforeUpload}
      onChange={handleChange}
      onRemove={confirmRemove}
      showUploadList={{ showRemoveIcon: !disabled, showPreviewIcon: false }}
      itemRender={
        variant === 'multiText'
          ? (node, file) => (
              <div>
                {node}
                {file.status === 'done' && (
                  <div className="image-uploader-text">
                    {(['title', 'desc', 'link'] as const).map((field) => (
                      <Input
                        key={field}
                        size="small"
                        placeholder={t(`common:upload.${field}`)}
                        value={(file as Item)[field] ?? ''}
                        onChange={(e) => setText(file.uid, field, e.target.value)}
                      />
                    ))}
                  </div>
                )}
              </div>
            )
          : undefined
      }
    >
      {!full && !disabled && (
        <div>
          <PlusOutlined />
          {/* A small uploader (a table cell) shows the plus alone. */}
          {height >= 80 && <div style={{ marginTop: 8 }}>{t('common:upload.upload')}</div>}
        </div>
      )}
    </Upload>
  );

  const style = { '--upload-width': `${width}px`, '--upload-height': `${height}px` } as CSSProperties;
  return (
    <div
      className={`image-uploader${variant === 'multiText' ? ' image-uploader-multi' : ''}`}
      style={style}
      data-testid="image-uploader"
    >
      {crop ? (
        <ImgCrop
          quality={1}
          aspect={aspect}
          beforeCrop={(file) => validate(file)}
          modalTitle={t('common:upload.crop')}
          modalOk={t('common:actions.confirm')}
          modalCancel={t('common:actions.cancel')}
        >
          {upload}
        </ImgCrop>
      ) : (
        upload
      )}
      {library && !crop && !disabled && (
        <>
          <Button icon={<PictureOutlined />} onClick={() => setPicking(true)} disabled={full}>
            {t('common:upload.fromLibrary')}
          </Button>
          <FileLibraryPicker
            open={picking}
            audience={audience}
            type="image"
            max={single ? 1 : Math.max(limit - files.length, 1)}
            onClose={() => setPicking(false)}
            onConfirm={(chosen) => {
              const picked = chosen.map((c, i) => ({
                uid: `lib-${Date.now()}-${i}`,
                name: c.fileName,
                url: c.src,
                fileId: c.id,
                status: 'done' as const,
              }));
              update(single ? picked.slice(0, 1) : [...files, ...picked]);
            }}
          />
        </>
      )}
    </div>
  );
}
