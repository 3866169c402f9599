import { useState } from 'react';
import { Button, List, Space, Typography } from 'antd';
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FileLibraryPicker } from '@/components/upload/file-library-picker';

/** A file of the member's library attached to a contract or a milestone. */
export interface Attachment {
  id: string;
  name: string;
  url: string;
}

/** The member service keeps at most this many files on a contract or a milestone. */
export const ATTACHMENTS_MAX = 20;

/** Attachments picked from the member's file library (a Form.Item control). */
export function AttachmentsField({
  value = [],
  onChange,
  id,
}: {
  value?: Attachment[];
  onChange?: (files: Attachment[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const left = ATTACHMENTS_MAX - value.length;
  return (
    <div id={id} data-testid="attachments-field">
      {value.length > 0 && (
        <List
          size="small"
          bordered
          style={{ marginBottom: 8 }}
          dataSource={value}
          renderItem={(file) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('common:actions.delete')}
                  onClick={() => onChange?.(value.filter((f) => f.id !== file.id))}
                />,
              ]}
            >
              <Space>
                <PaperClipOutlined />
                <Typography.Link href={file.url} target="_blank" rel="noreferrer">
                  {file.name}
                </Typography.Link>
              </Space>
            </List.Item>
          )}
        />
      )}
      <Button icon={<PaperClipOutlined />} disabled={left <= 0} onClick={() => setOpen(true)}>
        {t('contract:actions.pickFiles')}
      </Button>
      <FileLibraryPicker
        open={open}
        audience="member"
        max={Math.max(left, 1)}
        onClose={() => setOpen(false)}
        onConfirm={(files) => {
          const known = new Set(value.map((f) => f.id));
          const added = files
            .filter((f) => !known.has(f.id))
            .map((f) => ({ id: f.id, name: f.fileName, url: f.src }));
          onChange?.([...value, ...added].slice(0, ATTACHMENTS_MAX));
        }}
      />
    </div>
  );
}

/** Attachments as links, for the read-only views. */
export function AttachmentLinks({ files }: { files: Attachment[] }) {
  if (!files.length) return <>-</>;
  return (
    <Space direction="vertical" size={2}>
      {files.map((file) => (
        <Typography.Link key={file.id} href={file.url} target="_blank" rel="noreferrer">
          <PaperClipOutlined /> {file.name}
        </Typography.Link>
      ))}
    </Space>
  );
}
