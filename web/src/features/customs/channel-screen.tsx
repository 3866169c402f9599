import { useState } from 'react';
import { Alert, Button, Card, Modal, Segmented, Space, Typography } from 'antd';
import { CloudUploadOutlined, FormOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MEMBER_UPLOAD } from './api';
import type { Channel } from './channels';
import { DeclarationDetail } from './declaration-detail';
import { DeclarationList, ListFilterBar, ListTabs } from './declaration-list';
import { DeclarationForm } from './declare-form';
import { ErrorMessages } from './error-messages';
import { ExcelExport } from './excel-export';
import { InquiryView } from './inquiry-timeline';
import { VIEWS, viewOf, type View } from './list-filters';
import { MessageUpload } from './message-upload';

/** The toolbar of the declaration view: declare from the form (export chain), or upload a message. */
function DeclareActions({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [declaring, setDeclaring] = useState(false);
  const [uploading, setUploading] = useState(false);
  return (
    <Space>
      {channel.declare && (
        <Button
          type="primary"
          icon={<FormOutlined />}
          onClick={() => setDeclaring(true)}
          data-testid="declare-open"
        >
          {t('customs:declare.open')}
        </Button>
      )}
      <Button icon={<CloudUploadOutlined />} onClick={() => setUploading(true)} data-testid="upload-open">
        {t('customs:upload.open')}
      </Button>
      {declaring && channel.declare && (
        <DeclarationForm
          channel={channel}
          form={channel.declare}
          onClose={() => setDeclaring(false)}
          onDone={(result) => {
            setDeclaring(false);
            setParams({ view: 'detail', id: result.id });
          }}
        />
      )}
      <Modal
        open={uploading}
        width={760}
        title={t('customs:upload.title')}
        onCancel={() => setUploading(false)}
        footer={null}
        destroyOnHidden
      >
        <MessageUpload url={MEMBER_UPLOAD} />
      </Modal>
    </Space>
  );
}

/** A document's view, or the hint to pick one from the list. */
function OneDocument({ channel, view, id }: { channel: Channel; view: View; id: string }) {
  const { t } = useTranslation();
  if (!id) return <Alert type="info" showIcon title={t('customs:views.pick')} />;
  if (view === 'detail') return <DeclarationDetail channel={channel} id={id} />;
  if (view === 'inquiry') return <InquiryView channel={channel} id={id} />;
  return <ErrorMessages channel={channel} id={id} />;
}

/**
 * The one template of the eight customs channel screens (§2 newChannel): the
 * declaration view (the list and its errors, declaring or uploading), the errorMessage
 * view (the error list and one document's messages), excel, and one document's detail
 * and inquiry. The view and the document travel in the address (`?view=…&id=…`).
 */
export function ChannelScreen({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const id = params.get('id') ?? '';
  const go = (next: View) => {
    const p = new URLSearchParams(params);
    p.set('view', next);
    setParams(p);
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid={`customs-${channel.key}`}>
      <Card size="small">
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Segmented<View>
            value={view}
            onChange={go}
            options={VIEWS.map((v) => ({
              value: v,
              label: <span data-testid={`view-${v}`}>{t(`customs:views.${v}`)}</span>,
              disabled: (v === 'detail' || v === 'inquiry') && !id,
            }))}
          />
          <Typography.Text type="secondary">
            CEB{channel.type} · {t(`customs:direction.${channel.direction}`)}
          </Typography.Text>
        </Space>
      </Card>
      {view === 'declaration' && (
        <Card size="small">
          <ListFilterBar channel={channel} />
          <ListTabs channel={channel} toolbar={<DeclareActions channel={channel} />} />
        </Card>
      )}
      {view === 'errorMessage' && (
        <>
          {id && <ErrorMessages channel={channel} id={id} />}
          <Card size="small" title={t('customs:list.tab.errors')}>
            <ListFilterBar channel={channel} />
            <DeclarationList channel={channel} view="errors" />
          </Card>
        </>
      )}
      {view === 'excel' && <ExcelExport channel={channel} />}
      {(view === 'detail' || view === 'inquiry') && <OneDocument channel={channel} view={view} id={id} />}
    </Space>
  );
}
