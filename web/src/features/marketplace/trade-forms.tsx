import { Form, Input, InputNumber, Modal, Select, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, useSendInquiryMutation, useSendQuoteMutation, type Product } from './api';
import { useMarketOptions } from './product-form';
import { memberContact } from './account-company';
import { useUnits } from '@/components/dict-select/use-units';

/** Inquiry on a supply (§3: quantity, company name, email, country, remark). */
export function InquiryDialog({ product, onClose }: { product?: Product; onClose: () => void }) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const [form] = Form.useForm();
  const [send, { isLoading }] = useSendInquiryMutation();
  const { countryOptions } = useMarketOptions();
  const required = (key: string) => [{ required: true, message: t(`member:market.required.${key}`) }];
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the form shows the messages
    try {
      await send({ supplyId: product!.id, ...values }).unwrap();
      void message.success(t('member:market.trade.inquirySent'));
      form.resetFields();
      onClose();
    } catch {
      // shown by the base query
    }
  };
  return (
    <Modal
      open={!!product}
      title={`${t('member:market.trade.inquire')} · ${product?.name ?? ''}`}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="inquiry-form"
        initialValues={(({ companyName, email, country }) => ({ companyName, email, country }))(
          memberContact(),
        )}
      >
        <Form.Item name="quantity" label={t('member:market.fields.quantity')} rules={required('quantity')}>
          <InputNumber
            min={0.01}
            style={{ width: '100%' }}
            addonAfter={product ? unitName(product.unit) : ''}
          />
        </Form.Item>
        <Form.Item
          name="companyName"
          label={t('member:market.fields.companyName')}
          rules={required('companyName')}
        >
          {/* The account's company name, as on the post forms: shown, not typed. */}
          <Input maxLength={100} readOnly variant="filled" data-testid="inquiry-company" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('member:market.fields.email')}
          rules={[...required('email'), { type: 'email', message: t('member:market.emailInvalid') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="country" label={t('member:market.fields.country')} rules={required('country')}>
          <Select options={countryOptions} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="remark" label={t('member:market.trade.remark')}>
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Quotation on a demand: quantity, unit price, currency, message. */
export function QuoteDialog({ product, onClose }: { product?: Product; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [send, { isLoading }] = useSendQuoteMutation();
  const required = (key: string) => [{ required: true, message: t(`member:market.required.${key}`) }];
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the form shows the messages
    try {
      await send({ demandId: product!.id, ...values }).unwrap();
      void message.success(t('member:market.trade.quoteSent'));
      form.resetFields();
      onClose();
    } catch {
      // shown by the base query
    }
  };
  return (
    <Modal
      open={!!product}
      title={`${t('member:market.trade.quote')} · ${product?.name ?? ''}`}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="quote-form" initialValues={{ currency: 'CNY' }}>
        <Form.Item name="quantity" label={t('member:market.fields.quantity')} rules={required('quantity')}>
          <InputNumber min={0.01} style={{ width: '100%' }} />
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
