import { App, Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { FileLibrary } from '@/components/upload/file-library';
import { invalidateLibrary, type LibraryFile } from '@/components/upload/file-library-api';
import { readUploadAnswer, uploadHeaders, uploadUrl } from '@/components/upload/upload-rules';

/**
 * The back-office file library (§7 sys.file, sys.fileGroup) in page mode: every admin
 * file, the groups tree with add/edit/delete, moving and deleting files, and upload.
 * The same components as the member's library, with the admin audience.
 */
export function AdminFileLibrary() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const dispatch = useDispatch();
  const [selection, setSelection] = useState<LibraryFile[]>([]);
  const uploadButton = (
    <Upload
      action={uploadUrl('admin')}
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
      <Button icon={<UploadOutlined />} data-testid="admin-file-upload">
        {t('common:upload.upload')}
      </Button>
    </Upload>
  );
  return (
    <FileLibrary
      audience="admin"
      mode="page"
      manage
      selection={selection}
      onSelectionChange={setSelection}
      toolbar={uploadButton}
    />
  );
}
