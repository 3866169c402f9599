import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnits } from '@/components/dict-select/use-units';
import { CURRENCIES } from '../api';
import { useAdminQuoteMutation, type AdminProduct, type AdminQuoteBody } from './api';
import { MemberPicker } from './member-picker';

/**
 * The platform quotes on a demand for a member supplier: the member's quote form and the
 * member quoting. The rules are the member's own (never on the member's own demand, only
 * on an approved, open one); the demand's owner gets it in their quote list.
 */
export function AdminQuoteDialog({ demand, onClose }: { demand: AdminProduct; onClose: () => void }) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const [form] = Form.useForm<AdminQuoteBody>();
  const [quote, { isLoading }] = useAdminQuoteMutation();
  const required = (key: string) => [{ required: true, message: t(`member:market.required.${key}`) }];

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await quote({ ...values, demandId: demand.id }).unwrap();
      onClose();
    } catch {
      // The base query already showed the server's message (§8).
    }
  };

  return (
    <Modal
      open
      title={t('admin:market.quote.title', { name: demand.name })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('member:market.trade.send')}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="admin-quote-form" initialValues={{ currency: 'CNY' }}>
        <Form.Item
          name="memberId"
          label={t('admin:market.quote.member')}
          rules={[{ required: true, message: t('admin:market.save.memberRequired') }]}
        >
          <MemberPicker
            onChange={(_id, member) => {
              // The quote carries the supplier's company name; the member's account name by default.
              if (member) form.setFieldValue('companyName', member.companyName);
            }}
          />
        </Form.Item>
        <Form.Item name="quantity" label={t('member:market.fields.quantity')} rules={required('quantity')}>
          <InputNumber min={0.01} style={{ width: '100%' }} addonAfter={unitName(demand.unit)} />
        </Form.Item>
        <Form.Item name="unitPrice" label={t('member:market.trade.unitPrice')} rules={required('price')}>
          <InputNumber min={0.01} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="currency" label={t('member:market.trade.currency')} rules={required('currency')}>
          <Select options={CURRENCIES.map((c) => ({ label: c, value: c }))} />
        </Form.Item>
        <Form.Item
          name="companyName"
          label={t('member:market.fields.companyName')}
          rules={required('companyName')}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="message" label={t('member:market.trade.message')}>
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
