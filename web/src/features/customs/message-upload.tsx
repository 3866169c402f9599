import { useState } from 'react';
import { Alert, Button, Descriptions, Input, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUploadMessageMutation, type UploadResult } from './api';

/** What reading a message did: documents read, matched, duplicates, and the validator's errors verbatim. */
export function UploadOutcome({ result }: { result: UploadResult }) {
  const { t } = useTranslation();
  const type = result.duplicate ? 'info' : result.valid ? 'success' : 'error';
  return (
    <div data-testid="upload-result">
      <Alert
        type={type}
        showIcon
        style={{ marginBottom: 12 }}
        title={t(`customs:upload.${result.duplicate ? 'duplicate' : result.valid ? 'valid' : 'invalid'}`, {
          number: result.number,
        })}
      />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 3 }}
        items={(['documents', 'matched', 'unmatched', 'receipts', 'unanswered'] as const).map((key) => ({
          key,
          label: t(`customs:upload.${key}`),
          children: <span data-testid={`upload-${key}`}>{result[key]}</span>,
        }))}
      />
      {result.errors.map((line, i) => (
        <Alert
          key={i}
          type="error"
          style={{ marginTop: 8 }}
          title={
            <Typography.Text style={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
              {line}
            </Typography.Text>
          }
          data-testid="upload-error"
        />
      ))}
    </div>
  );
}

/**
 * The upload of a CEB XML message (`application/xml`): chosen as a file or pasted. The
 * member's upload keeps only documents naming the member; the back office's reads them
 * as the exchange folder would.
 */
export function MessageUpload({ url }: { url: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState('');
  const [upload, { data, isLoading, reset }] = useUploadMessageMutation();
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="message-upload">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('customs:upload.hint')}
      </Typography.Paragraph>
      <Upload
        accept=".xml,application/xml,text/xml"
        showUploadList={false}
        beforeUpload={(file) => {
          void file.text().then((content) => {
            setText(content);
            setFileName(file.name);
            reset();
          });
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} data-testid="upload-pick">
          {t('customs:upload.pick')}
        </Button>
      </Upload>
      {fileName && <Typography.Text data-testid="upload-file">{fileName}</Typography.Text>}
      <Input.TextArea
        rows={6}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setFileName('');
        }}
        placeholder={t('customs:upload.paste')}
        style={{ fontFamily: 'monospace' }}
        data-testid="upload-text"
      />
      <Button
        type="primary"
        disabled={!text.trim()}
        loading={isLoading}
        onClick={() =>
          void upload({ url, text })
            .unwrap()
            .catch(() => undefined)
        }
        data-testid="upload-send"
      >
        {t('customs:upload.send')}
      </Button>
      {data && <UploadOutcome result={data} />}
    </Space>
  );
}
