import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import { useAuditProductMutation, type AdminProduct, type ProductKind } from './api';

/** The catalog keeps at most this many characters of a reason. */
const REASON_MAX = 500;

/** Rejecting needs a reason (the member sees it); a blank one is refused here as the server would. */
export function RejectDialog({
  kind,
  product,
  onClose,
}: {
  kind: ProductKind;
  product: AdminProduct;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ rejectReason: string }>();
  const [dirty, setDirty] = useState(false);
  const [audit, { isLoading }] = useAuditProductMutation();
  return (
    <Dialog
      open
      width={520}
      title={t('admin:market.reject.title', { name: product.name })}
      dirty={dirty}
      onClose={onClose}
      onOk={() => form.submit()}
      okText={t('admin:market.actions.reject')}
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
        onFinish={async ({ rejectReason }) => {
          await audit({
            kind,
            id: product.id,
            auditStatus: 'rejected',
            rejectReason: rejectReason.trim(),
          }).unwrap();
          onClose();
        }}
      >
        <Form.Item
          name="rejectReason"
          label={t('admin:market.reject.reason')}
          rules={[{ required: true, whitespace: true, message: t('admin:market.reject.required') }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={REASON_MAX}
            showCount
            placeholder={t('admin:market.reject.placeholder')}
          />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
