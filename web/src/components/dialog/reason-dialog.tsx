import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

/** The services keep at most this many characters of a reason. */
export const REASON_MAX = 500;

/**
 * A dialog that asks why (a rejection, a termination): the reason is required and not
 * blank, and closing with one typed asks first (§4).
 */
export function ReasonDialog({
  title,
  label,
  requiredMessage,
  okText,
  onSubmit,
  onClose,
  loading,
  testId,
}: {
  title: string;
  label: string;
  requiredMessage: string;
  okText: string;
  /** Called with the trimmed reason; the dialog closes once it resolves. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
  loading?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog
      open
      width={520}
      title={title}
      dirty={dirty}
      onClose={onClose}
      onOk={() => form.submit()}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText={t('common:actions.cancel')}
      confirmLoading={loading}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid={testId}
        onValuesChange={() => setDirty(true)}
        onFinish={async ({ reason }) => {
          try {
            await onSubmit(reason.trim());
          } catch {
            // The request's error is on screen already; the dialog stays open with the reason.
            return;
          }
          onClose();
        }}
      >
        <Form.Item
          name="reason"
          label={label}
          rules={[{ required: true, whitespace: true, message: requiredMessage }]}
        >
          <Input.TextArea rows={4} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
