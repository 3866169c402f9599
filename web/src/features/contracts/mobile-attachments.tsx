import { useRef, useState } from 'react';
import { Button, Dialog, DotLoading, Toast } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { GalleryUploadError, uploadMemberFile } from '@/components/upload/gallery-upload';
import { usePublicNumber } from '@/lib/api/public-config';
import { ATTACHMENTS_MAX, type Attachment } from './attachments-field';

/** Attachments as links, for the phone's read-only views (a contract's, a milestone's files). */
export function MobileAttachmentLinks({ files }: { files: Attachment[] }) {
  return (
    <div className="mct-files" data-testid="attachment-links">
      {files.map((file) => (
        <a key={file.id} href={file.url} target="_blank" rel="noreferrer">
          <FileOutline />
          {file.name}
        </a>
      ))}
    </div>
  );
}

/** §5: the file uploader's default limit (MB), until the public settings say otherwise. */
const FILE_MAX_MB = 30;

/**
 * A contract's attachments on a phone (a Form.Item control): files chosen on the device
 * (documents, photos, the camera) go up to the member's library and are listed with a
 * remove confirmation; the desktop picks them from the library instead. The contract form
 * and the milestone sheet use it.
 */
export function MobileAttachments({
  value = [],
  onChange,
}: {
  value?: Attachment[];
  onChange?: (files: Attachment[]) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const maxMb = usePublicNumber('upload.fileMaxSizeMb', FILE_MAX_MB);
  const left = ATTACHMENTS_MAX - value.length;

  const add = async (chosen: File[]) => {
    if (chosen.length > left) {
      Toast.show(t('common:upload.overLimit', { n: ATTACHMENTS_MAX }));
      return;
    }
    const tooLarge = chosen.find((file) => file.size > maxMb * 1024 * 1024);
    if (tooLarge) {
      Toast.show(t('common:upload.tooLarge', { n: maxMb }));
      return;
    }
    setUploading(chosen.length);
    const added: Attachment[] = [];
    for (const file of chosen) {
      try {
        const uploaded = await uploadMemberFile(file, t, file.type.startsWith('image/') ? 'image' : 'file');
        added.push({ id: uploaded.id, name: uploaded.name ?? file.name, url: uploaded.url });
      } catch (error) {
        const text = error instanceof GalleryUploadError ? error.message : t('common:upload.unknownError');
        Toast.show({ icon: 'fail', content: `${t('common:upload.failed')}: ${text}` });
      }
      setUploading((n) => n - 1);
    }
    if (added.length) onChange?.([...value, ...added]);
  };

  const remove = async (file: Attachment) => {
    const confirmed = await Dialog.confirm({
      content: t('common:upload.removeConfirm', { name: file.name }),
      confirmText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
    });
    if (confirmed) onChange?.(value.filter((f) => f.id !== file.id));
  };

  return (
    <div data-testid="mobile-attachments">
      {value.map((file) => (
        <div key={file.id} className="mct-row" data-testid="attachment">
          <a href={file.url} target="_blank" rel="noreferrer">
            {file.name}
          </a>
          <Button size="mini" fill="none" color="danger" onClick={() => void remove(file)}>
            {t('common:actions.delete')}
          </Button>
        </div>
      ))}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="attachment-input"
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (chosen.length) void add(chosen);
        }}
      />
      <Button
        size="small"
        disabled={left <= 0 || uploading > 0}
        onClick={() => input.current?.click()}
        data-testid="attachment-add"
      >
        {uploading > 0 ? <DotLoading /> : t('contract:actions.addFiles')}
      </Button>
    </div>
  );
}
