import { Button, ErrorBlock, Form, Image, Input, List, Selector, TextArea, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getMemberInfo } from '@/lib/session';
import { CURRENCIES, usePublicProductQuery, useSendQuoteMutation, type QuoteBody } from './api';
import { usePriceText } from './product-text';
import './mobile-market.css';
import { useUnits } from '@/components/dict-select/use-units';

interface QuoteValues {
  quantity: string;
  unitPrice: string;
  currency: QuoteBody['currency'][];
  companyName: string;
  message?: string;
}

/**
 * /mobile/member/demand/offer/{id}: a quotation on another member's demand (quantity,
 * unit price, currency, company, message) with the §5 messages; then the quotes I sent.
 */
export function MobileQuoteForm({ demandId }: { demandId: string }) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const navigate = useNavigate();
  const { data: demand, isError } = usePublicProductQuery({ kind: 'demand', id: demandId });
  const [send, { isLoading }] = useSendQuoteMutation();
  const price = usePriceText();
  const required = (key: string) => [{ required: true, message: t(`member:market.required.${key}`) }];
  const positive = {
    validator: async (_: unknown, value?: string) => {
      if (value && !(Number(value) > 0)) throw new Error(t('member:market.mobile.positive'));
    },
  };

  if (isError) return <ErrorBlock status="empty" title={t('portal:detail.notFound')} description="" />;

  const submit = async (values: QuoteValues) => {
    try {
      await send({
        demandId,
        quantity: Number(values.quantity),
        unitPrice: Number(values.unitPrice),
        currency: values.currency[0]!,
        companyName: values.companyName.trim(),
        message: values.message ?? '',
      }).unwrap();
      Toast.show({ icon: 'success', content: t('member:market.trade.quoteSent') });
      void navigate('/mobile/member/offer');
    } catch {
      // shown by the base query
    }
  };

  return (
    <>
      {demand && (
        <List header={t('member:market.trade.product')} data-testid="quote-demand">
          <List.Item
            prefix={
              demand.image ? <Image src={demand.image} width={56} height={56} fit="cover" /> : undefined
            }
            description={`${demand.companyName} · ${demand.countryName} · ${demand.quantity} ${unitName(demand.unit)}`}
            extra={price(demand)}
          >
            {demand.name}
          </List.Item>
        </List>
      )}
      <Form
        layout="vertical"
        initialValues={{
          currency: ['CNY'],
          companyName: getMemberInfo<{ companyName?: string }>()?.companyName,
        }}
        onFinish={submit}
        data-testid="mobile-quote-form"
        footer={
          <Button block color="primary" size="large" type="submit" loading={isLoading}>
            {t('member:market.trade.send')}
          </Button>
        }
      >
        <Form.Item
          name="quantity"
          label={t('member:market.fields.quantity')}
          rules={[...required('quantity'), positive]}
          extra={demand ? unitName(demand.unit) : undefined}
        >
          <Input type="number" inputMode="decimal" min={0} placeholder="0" />
        </Form.Item>
        <Form.Item
          name="unitPrice"
          label={t('member:market.trade.unitPrice')}
          rules={[...required('price'), positive]}
        >
          <Input type="number" inputMode="decimal" min={0} placeholder="0.00" />
        </Form.Item>
        <Form.Item
          name="currency"
          label={t('member:market.trade.currency')}
          rules={[{ ...required('currency')[0]!, type: 'array', min: 1 }]}
        >
          <Selector columns={5} options={CURRENCIES.map((c) => ({ label: c, value: c }))} />
        </Form.Item>
        <Form.Item
          name="companyName"
          label={t('member:market.fields.companyName')}
          rules={required('companyName')}
        >
          <Input maxLength={100} clearable />
        </Form.Item>
        <Form.Item name="message" label={t('member:market.trade.message')}>
          <TextArea maxLength={1000} rows={3} showCount />
        </Form.Item>
      </Form>
    </>
  );
}
