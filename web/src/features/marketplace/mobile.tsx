import { useState } from 'react';
import {
  Button,
  Form,
  Image,
  Input,
  List,
  SearchBar,
  Selector,
  Stepper,
  Tag,
  TextArea,
  Toast,
} from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { memberContact } from './account-company';
import {
  useCountriesQuery,
  useMyProductsQuery,
  usePublicProductQuery,
  useSendInquiryMutation,
  type ProductKind,
} from './api';
import { thumbnail } from '@/lib/thumbnail';
import { useUnits } from '@/components/dict-select/use-units';

/** /mobile/member/supply and /mobile/member/demand: the member's own items. */
export function MobileMyProducts({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const navigate = useNavigate();
  const { data } = useMyProductsQuery({ kind, pageNumber: 1, pageSize: 50 });
  const base = `/mobile/member/${kind}`;
  return (
    <>
      <div style={{ padding: 12 }}>
        <Button block color="primary" onClick={() => void navigate(`${base}/save/0`)}>
          {t('member:market.add')}
        </Button>
      </div>
      <List>
        {(data?.rows ?? []).map((p) => (
          <List.Item
            key={p.id}
            prefix={
              p.image ? <Image src={thumbnail(p.image, 160)} width={48} height={48} fit="cover" /> : undefined
            }
            description={`${p.quantity} ${unitName(p.unit)} · ${p.countryName}`}
            extra={<Tag color="primary">{t(`member:market.audit.${p.auditStatus ?? 'pending'}`)}</Tag>}
            onClick={() => void navigate(`${base}/info/${p.id}`)}
          >
            {p.name}
          </List.Item>
        ))}
      </List>
    </>
  );
}

/** How many countries the phone inquiry form offers at once. */
const MOBILE_COUNTRY_CHOICES = 9;

/** /mobile/member/supply/inquiry/{id}: inquiry on a supply from a phone. */
export function MobileInquiry() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: product } = usePublicProductQuery({ kind: 'supply', id });
  const countries = useCountriesQuery().data ?? [];
  const [send, { isLoading }] = useSendInquiryMutation();
  const me = memberContact();
  const [country, setCountry] = useState<string[]>(me.country ? [me.country] : []);
  const [countryQuery, setCountryQuery] = useState('');
  const required = (key: string) => [{ required: true, message: t(`member:market.required.${key}`) }];
  // The chosen country first, then the matches of what was typed (by name or code); a
  // phone shows a few at a time, so the search reaches any of them.
  const needle = countryQuery.trim().toLowerCase();
  const matches = countries.filter(
    (c) => !needle || c.name.toLowerCase().includes(needle) || c.code.toLowerCase() === needle,
  );
  const countryChoices = [
    ...countries.filter((c) => country.includes(c.code)),
    ...matches.filter((c) => !country.includes(c.code)),
  ].slice(0, MOBILE_COUNTRY_CHOICES);
  return (
    <>
      {product && (
        <List header={t('member:market.trade.product')}>
          <List.Item
            prefix={
              product.image ? (
                <Image src={thumbnail(product.image, 160)} width={56} height={56} fit="cover" />
              ) : undefined
            }
            description={`${product.companyName} · ${product.countryName}`}
          >
            {product.name}
          </List.Item>
        </List>
      )}
      <Form
        layout="vertical"
        initialValues={{ companyName: me.companyName, email: me.email }}
        footer={
          <Button block color="primary" type="submit" loading={isLoading}>
            {t('member:market.trade.send')}
          </Button>
        }
        onFinish={async (values: {
          quantity: number;
          companyName: string;
          email: string;
          remark?: string;
        }) => {
          if (!country[0]) {
            Toast.show(t('member:market.required.country'));
            return;
          }
          try {
            await send({ supplyId: id, ...values, country: country[0] }).unwrap();
            Toast.show({ icon: 'success', content: t('member:market.trade.inquirySent') });
            void navigate('/mobile/member/inquiry');
          } catch {
            // shown by the base query
          }
        }}
      >
        <Form.Item name="quantity" label={t('member:market.fields.quantity')} rules={required('quantity')}>
          <Stepper min={1} digits={0} />
        </Form.Item>
        <Form.Item
          name="companyName"
          label={t('member:market.fields.companyName')}
          rules={required('companyName')}
        >
          {/* The account's company name, shown, not typed. */}
          <Input maxLength={100} readOnly data-testid="m-inquiry-company" />
        </Form.Item>
        <Form.Item name="email" label={t('member:market.fields.email')} rules={required('email')}>
          <Input type="email" maxLength={100} />
        </Form.Item>
        <Form.Item label={t('member:market.fields.country')}>
          <SearchBar
            placeholder={t('member:market.trade.searchCountry')}
            value={countryQuery}
            onChange={setCountryQuery}
            data-testid="m-inquiry-country-search"
          />
          <Selector
            options={countryChoices.map((c) => ({ label: c.name, value: c.code }))}
            value={country}
            onChange={setCountry}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('member:market.trade.remark')}>
          <TextArea maxLength={1000} rows={3} />
        </Form.Item>
      </Form>
    </>
  );
}
