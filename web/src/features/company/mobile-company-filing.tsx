import { useEffect, useMemo } from 'react';
import {
  Button,
  DotLoading,
  ErrorBlock,
  Form,
  Input,
  List,
  Picker,
  Result,
  TextArea,
  Toast,
} from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  useFilingOptionsQuery,
  useMyCompanyQuery,
  useMyFilingQuery,
  useSaveFilingMutation,
  type Filing,
} from './api';
import { PROFILE_PATH } from './company-filing';
import { PHONE } from './rules';
import './mobile-company.css';

interface Values {
  ownershipType?: string[];
  contact?: string;
  phone?: string;
  email?: string;
  mainProducts?: string;
  annualTradeVolume?: string;
  employees?: string;
  remark?: string;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? undefined : String(n));
/** Empty is left out: the service reads a missing number as none (an explicit null would be coerced to 0). */
const number = (s?: string) => (s === undefined || s.trim() === '' ? undefined : Number(s));

/** The filing's state, first on the phone page. */
function MobileFilingStatus({ filing }: { filing: Filing | null }) {
  const { t } = useTranslation();
  const status = filing?.status ?? 'none';
  const detail =
    filing?.status === 'rejected' && filing.rejectReason
      ? `${t('member:company.rejectReason')}: ${filing.rejectReason}`
      : t(`member:company.filing.banner.${status}Hint`);
  return (
    <div className="mc-filing-status" data-testid="filing-status" data-status={status}>
      <div className="mc-filing-status-title">{t(`member:company.filing.banner.${status}`)}</div>
      <div className="mc-filing-status-text">{detail}</div>
    </div>
  );
}

/** /mobile/member/record: the company filing on a phone, its state shown first. */
export function MobileCompanyFiling() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const companyQuery = useMyCompanyQuery();
  const filingQuery = useMyFilingQuery();
  const options = useFilingOptionsQuery();
  const [save, { isLoading: saving }] = useSaveFilingMutation();
  // The shell made at registration is no profile yet: the filing waits for the filled-in one.
  const company = companyQuery.data && !companyQuery.data.shell ? companyQuery.data : null;
  const filing = filingQuery.data ?? null;
  const initial = useMemo<Values>(
    () =>
      filing
        ? {
            ...filing,
            ownershipType: [filing.ownershipType],
            annualTradeVolume: text(filing.annualTradeVolume),
            employees: text(filing.employees),
          }
        : { contact: company?.contact, phone: company?.phone, email: company?.email },
    [filing, company],
  );
  useEffect(() => {
    if (filingQuery.isSuccess && companyQuery.isSuccess) form.setFieldsValue(initial);
  }, [filingQuery.isSuccess, companyQuery.isSuccess, initial, form]);

  if (companyQuery.isError || filingQuery.isError)
    return <ErrorBlock status="default" title={t('member:company.loadFailed')} description="" />;
  if (companyQuery.isLoading || filingQuery.isLoading)
    return (
      <div className="mc-loading">
        <DotLoading color="primary" />
      </div>
    );
  if (!company)
    return (
      <div data-testid="profile-first">
        <Result
          status="info"
          title={t('member:company.filing.profileFirst')}
          description={t('member:company.filing.profileFirstHint')}
        />
        <div style={{ padding: '0 16px' }}>
          <Button
            block
            color="primary"
            onClick={() => void navigate(PROFILE_PATH.mobile)}
            data-testid="to-profile"
          >
            {t('member:company.filing.toProfile')}
          </Button>
        </div>
      </div>
    );

  const submit = async (values: Values) => {
    try {
      await save({
        id: filing?.id,
        ownershipType: values.ownershipType![0]!,
        contact: values.contact!.trim(),
        phone: values.phone!.trim(),
        email: values.email?.trim() ?? '',
        mainProducts: values.mainProducts?.trim() ?? '',
        annualTradeVolume: number(values.annualTradeVolume),
        employees: number(values.employees),
        remark: values.remark?.trim() ?? '',
      }).unwrap();
      Toast.show({ icon: 'success', content: t('member:company.filing.submitted') });
    } catch {
      // The base query showed the server's message (§8).
    }
  };
  const required = (key: string) => [
    { required: true, whitespace: true, message: t(`member:company.required.${key}`) },
  ];
  const field = (name: string) => t(`member:company.filing.fields.${name}`);
  const ownership = options.data ?? [];

  return (
    <>
      <MobileFilingStatus filing={filing} />
      <List header={t('member:company.filing.company')}>
        <List.Item
          description={`${filing?.creditCode || company.creditCode}${
            (filing?.customsCode ?? company.customsCode)
              ? ` · ${filing?.customsCode ?? company.customsCode}`
              : ''
          }`}
          onClick={() => void navigate(PROFILE_PATH.mobile)}
        >
          {filing?.companyName || company.name}
        </List.Item>
      </List>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void submit(values)}
        data-testid="filing-form"
        footer={
          <Button
            block
            color="primary"
            size="large"
            type="submit"
            loading={saving}
            data-testid="filing-submit"
          >
            {t(filing ? 'member:company.filing.resubmit' : 'member:company.filing.submit')}
          </Button>
        }
      >
        <Form.Item
          name="ownershipType"
          label={field('ownershipType')}
          rules={[
            {
              required: true,
              type: 'array',
              min: 1,
              message: t('member:company.required.ownershipType'),
            },
          ]}
          trigger="onConfirm"
          onClick={(_, picker) => picker.current?.open()}
          arrow
        >
          <Picker columns={[ownership]} title={field('ownershipType')}>
            {(items) =>
              items[0] ? items[0].label : <span className="mc-hint">{t('member:company.filing.choose')}</span>
            }
          </Picker>
        </Form.Item>
        <Form.Item name="contact" label={field('contact')} rules={required('contact')}>
          <Input maxLength={30} clearable />
        </Form.Item>
        <Form.Item
          name="phone"
          label={field('phone')}
          rules={[...required('phone'), { pattern: PHONE, message: t('member:company.phoneFormat') }]}
        >
          <Input maxLength={30} type="tel" clearable />
        </Form.Item>
        <Form.Item
          name="email"
          label={field('email')}
          rules={[{ type: 'email', message: t('member:company.emailFormat') }]}
        >
          <Input maxLength={100} type="email" clearable />
        </Form.Item>
        <Form.Item
          name="annualTradeVolume"
          label={`${field('annualTradeVolume')} (${t('member:company.filing.tenThousandUsd')})`}
        >
          <Input type="number" inputMode="decimal" min={0} placeholder="0" />
        </Form.Item>
        <Form.Item name="employees" label={field('employees')}>
          <Input type="number" inputMode="numeric" min={0} placeholder="0" />
        </Form.Item>
        <Form.Item name="mainProducts" label={field('mainProducts')}>
          <TextArea maxLength={500} rows={2} showCount />
        </Form.Item>
        <Form.Item name="remark" label={field('remark')}>
          <TextArea maxLength={1000} rows={2} showCount />
        </Form.Item>
      </Form>
    </>
  );
}
