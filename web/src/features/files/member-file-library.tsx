import { useState } from 'react';
import { App, Button, Card, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { FileLibrary } from '@/components/upload/file-library';
import { invalidateLibrary, type LibraryFile } from '@/components/upload/file-library-api';
import { ImageUploader } from '@/components/upload/image-uploader';
import { readUploadAnswer, uploadHeaders, uploadUrl } from '@/components/upload/upload-rules';

/**
 * The member's file library (§2 shared widgets in page mode): every file they uploaded,
 * an upload button, and the image uploaders (cropped logo, product gallery).
 */
export function MemberFileLibrary() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const dispatch = useDispatch();
  const [selection, setSelection] = useState<LibraryFile[]>([]);
  const [logo, setLogo] = useState<string>('');
  const [gallery, setGallery] = useState<string>('');

  const uploadButton = (
    <Upload
      action={uploadUrl('member')}
      headers={uploadHeaders()}
      name="file"
      showUploadList={false}
      onChange={({ file }) => {
        if (file.status === 'done') {
          const answer = readUploadAnswer(file.response, t);
          if ('error' in answer)
            notification.error({ title: t('common:upload.failed'), description: answer.error });
          dispatch(invalidateLibrary());
        }
        if (file.status === 'error') {
          const body = file.response as { message?: string } | undefined;
          notification.error({
            title: t('common:upload.failed'),
            description: body?.message || t('common:upload.unknownError'),
          });
        }
      }}
    >
      <Button icon={<UploadOutlined />}>{t('common:upload.upload')}</Button>
    </Upload>
  );

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <FileLibrary
          audience="member"
          mode="page"
          selection={selection}
          onSelectionChange={setSelection}
          toolbar={uploadButton}
        />
      </Card>
      <Card title={t('common:upload.crop')} data-testid="logo-card">
        <ImageUploader variant="single" crop value={logo} onChange={(_items, urls) => setLogo(urls)} />
        <Typography.Text type="secondary" data-testid="logo-value">
          {logo}
        </Typography.Text>
      </Card>
      <Card title={t('common:upload.fromLibrary')} data-testid="gallery-card">
        <ImageUploader value={gallery} onChange={(_items, urls) => setGallery(urls)} />
        <Typography.Text type="secondary" data-testid="gallery-value">
          {gallery}
        </Typography.Text>
      </Card>
    </Space>
  );
}
