import { App, Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { invalidateLibrary } from '@/components/upload/file-library-api';
import { readUploadAnswer, uploadHeaders, uploadUrl, type Audience } from '@/components/upload/upload-rules';

/**
 * The upload button of a file library page (member or back office): it sends the file to
 * the audience's upload route, says why a refused file was refused, and refreshes the
 * library once the file is in.
 */
export function LibraryUploadButton({ audience, testId }: { audience: Audience; testId?: string }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const dispatch = useDispatch();
  return (
    <Upload
      action={uploadUrl(audience)}
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
      <Button icon={<UploadOutlined />} data-testid={testId}>
        {t('common:upload.upload')}
      </Button>
    </Upload>
  );
}
