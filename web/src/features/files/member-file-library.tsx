import { useState } from 'react';
import { App, Button, Card, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { FileLibrary } from '@/components/upload/file-library';
import { invalidateLibrary, type LibraryFile } from '@/components/upload/file-library-api';
import { readUploadAnswer, uploadHeaders, uploadUrl } from '@/components/upload/upload-rules';

/**
 * The member's file library (§2 shared widgets in page mode): every file they uploaded,
 * an upload button, and their own groups (add, rename, delete), as the back office's.
 */
export function MemberFileLibrary() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const dispatch = useDispatch();
  const [selection, setSelection] = useState<LibraryFile[]>([]);

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
    <Card>
      <FileLibrary
        audience="member"
        mode="page"
        manageGroups
        selection={selection}
        onSelectionChange={setSelection}
        toolbar={uploadButton}
      />
    </Card>
  );
}
