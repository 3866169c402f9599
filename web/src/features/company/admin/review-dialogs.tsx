import { useState, type ReactNode } from 'react';
import { App, Button, Descriptions, Form, Image, Input, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import { hasPermission } from '@/lib/permissions';
import {
  useAdminCompanyQuery,
  useAdminFilingQuery,
  useReviewMutation,
  type AdminCompany,
  type AdminFiling,
  type ReviewKind,
  type ReviewStatus,
} from '../api';
import { ReviewTag, VerifiedTag } from '../status-tags';

/** The member service keeps at most this many characters of a reason. */
const REASON_MAX = 500;

/** A row of either list, as much as the actions need. */
export interface Reviewable {
  id: string;
  name: string;
  status: ReviewStatus;
}

export const canReview = (kind: ReviewKind) => hasPermission(`member/${kind}/review`);

/** Approve after a confirmation; reject through the reason dialog. */
export function useApprove(kind: ReviewKind) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [review] = useReviewMutation();
  return (row: Reviewable, done?: () => void) =>
    modal.confirm({
      title: t('admin:company.confirmApprove', { name: row.name }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        await review({ kind, id: row.id, status: 'approved' }).unwrap();
        done?.();
      },
    });
}

/** Rejecting needs a reason (the member sees it). */
export function RejectDialog({
  kind,
  row,
  onClose,
  onDone,
}: {
  kind: ReviewKind;
  row: Reviewable;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [dirty, setDirty] = useState(false);
  const [review, { isLoading }] = useReviewMutation();
  return (
    <Dialog
      open
      width={520}
      title={t('admin:company.rejectTitle', { name: row.name })}
      dirty={dirty}
      onClose={onClose}
      onOk={() => form.submit()}
      okText={t('admin:company.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('common:actions.cancel')}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="reject-form"
        onValuesChange={() => setDirty(true)}
        onFinish={async ({ reason }) => {
          await review({ kind, id: row.id, status: 'rejected', reason: reason.trim() }).unwrap();
          onClose();
          onDone?.();
        }}
      >
        <Form.Item
          name="reason"
          label={t('admin:company.reason')}
          rules={[{ required: true, whitespace: true, message: t('admin:company.reasonRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Dialog>
  );
}

const companyItems = (c: AdminCompany, t: (k: string) => string) => {
  const f = (k: string) => t(`member:company.fields.${k}`);
  const image = (url: string) => (url ? <Image src={url} width={120} /> : '-');
  return [
    { key: 'name', label: f('name'), children: c.name, span: 2 },
    { key: 'nameEn', label: f('nameEn'), children: c.nameEn || '-', span: 2 },
    { key: 'creditCode', label: f('creditCode'), children: c.creditCode },
    { key: 'customsCode', label: f('customsCode'), children: c.customsCode || '-' },
    { key: 'legalPerson', label: f('legalPerson'), children: c.legalPerson || '-' },
    { key: 'registeredCapital', label: f('registeredCapital'), children: c.registeredCapital || '-' },
    { key: 'establishedAt', label: f('establishedAt'), children: c.establishedAt || '-' },
    { key: 'region', label: f('region'), children: c.regionName || '-' },
    { key: 'address', label: f('address'), children: c.address || '-', span: 2 },
    { key: 'businessScope', label: f('businessScope'), children: c.businessScope || '-', span: 2 },
    { key: 'contact', label: f('contact'), children: c.contact || '-' },
    { key: 'phone', label: f('phone'), children: c.phone || '-' },
    { key: 'email', label: f('email'), children: c.email || '-', span: 2 },
    { key: 'logo', label: f('logo'), children: image(c.logoUrl) },
    { key: 'licence', label: f('licence'), children: image(c.licenceUrl) },
  ];
};

const filingItems = (r: AdminFiling, t: (k: string) => string) => {
  const f = (k: string) => t(`member:company.filing.fields.${k}`);
  const n = (v: number | null) => (v === null ? '-' : v.toLocaleString());
  return [
    { key: 'companyName', label: t('member:company.fields.name'), children: r.companyName, span: 2 },
    { key: 'creditCode', label: t('member:company.fields.creditCode'), children: r.creditCode },
    { key: 'customsCode', label: t('member:company.fields.customsCode'), children: r.customsCode || '-' },
    { key: 'ownershipType', label: f('ownershipType'), children: r.ownershipTypeName || r.ownershipType },
    { key: 'contact', label: f('contact'), children: r.contact },
    { key: 'phone', label: f('phone'), children: r.phone },
    { key: 'email', label: f('email'), children: r.email || '-' },
    {
      key: 'annualTradeVolume',
      label: `${f('annualTradeVolume')} (${t('member:company.filing.tenThousandUsd')})`,
      children: n(r.annualTradeVolume),
    },
    { key: 'employees', label: f('employees'), children: n(r.employees) },
    { key: 'mainProducts', label: f('mainProducts'), children: r.mainProducts || '-', span: 2 },
    { key: 'remark', label: f('remark'), children: r.remark || '-', span: 2 },
    {
      key: 'submittedAt',
      label: t('member:company.filing.submittedAt'),
      children: new Date(r.submittedAt).toLocaleString(),
    },
  ];
};

/** The detail of a profile or a filing, with approve and reject in the footer. */
export function ReviewDetailDialog({
  kind,
  id,
  onClose,
  onReject,
}: {
  kind: ReviewKind;
  id: string;
  onClose: () => void;
  onReject: (row: Reviewable) => void;
}) {
  const { t } = useTranslation();
  const company = useAdminCompanyQuery(id, { skip: kind !== 'company' });
  const filing = useAdminFilingQuery(id, { skip: kind !== 'record' });
  const approve = useApprove(kind);
  const data = kind === 'company' ? company.data : filing.data;
  let row: Reviewable | null = null;
  let body: ReactNode = <Skeleton active />;
  let header: ReactNode = null;
  if (kind === 'company' && company.data) {
    const c = company.data;
    row = { id: c.id, name: c.name, status: c.auditStatus };
    header = (
      <Space wrap>
        <VerifiedTag verified={c.verified} />
        <ReviewTag status={c.auditStatus} />
      </Space>
    );
    body = <Descriptions bordered size="small" column={2} items={companyItems(c, t)} />;
  } else if (kind === 'record' && filing.data) {
    const r = filing.data;
    row = { id: r.id, name: r.companyName, status: r.status };
    header = <ReviewTag kind="record" status={r.status} />;
    body = <Descriptions bordered size="small" column={2} items={filingItems(r, t)} />;
  }
  const reason = data && 'rejectReason' in data ? data.rejectReason : '';
  const reviewable = row && canReview(kind);
  return (
    <Dialog
      open
      width={820}
      title={t(`admin:company.detail.${kind}`)}
      onClose={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
          {reviewable && row!.status !== 'rejected' && (
            <Button danger onClick={() => onReject(row!)} data-testid="detail-reject">
              {t('admin:company.reject')}
            </Button>
          )}
          {reviewable && row!.status !== 'approved' && (
            <Button type="primary" onClick={() => approve(row!, onClose)} data-testid="detail-approve">
              {t('admin:company.approve')}
            </Button>
          )}
        </Space>
      }
    >
      <div data-testid="review-detail">
        <div style={{ marginBottom: 12 }}>{header}</div>
        {reason && row?.status === 'rejected' && (
          <p style={{ color: '#cf1322' }}>
            {t('member:company.rejectReason')}: {reason}
          </p>
        )}
        {body}
      </div>
    </Dialog>
  );
}
