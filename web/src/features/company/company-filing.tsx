import { useEffect, useMemo } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Select,
  Skeleton,
} from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  useFilingOptionsQuery,
  useMyCompanyQuery,
  useMyFilingQuery,
  useSaveFilingMutation,
  type Company,
  type Filing,
  type FilingForm,
} from './api';
import { PHONE } from './rules';
import { ReviewTag, VerifiedTag } from './status-tags';

/** The link to the profile page, on desktop and on a phone. */
export const PROFILE_PATH = { desktop: '/companySystem/save', mobile: '/mobile/member/company' } as const;

type Values = Omit<FilingForm, 'id'>;

const initialValues = (filing: Filing | null, company: Company | null): Partial<Values> =>
  filing
    ? {
        ownershipType: filing.ownershipType,
        contact: filing.contact,
        phone: filing.phone,
        email: filing.email,
        mainProducts: filing.mainProducts,
        annualTradeVolume: filing.annualTradeVolume,
        employees: filing.employees,
        remark: filing.remark,
      }
    : { contact: company?.contact, phone: company?.phone, email: company?.email };

/** The filing's state where the member sees it first: not filed, under review, on record, refused. */
export function FilingStatusBanner({ filing }: { filing: Filing | null }) {
  const { t } = useTranslation();
  if (!filing)
    return (
      <Alert
        showIcon
        type="info"
        style={{ marginBottom: 16 }}
        message={t('member:company.filing.banner.none')}
        description={t('member:company.filing.banner.noneHint')}
        data-testid="filing-status"
        data-status="none"
      />
    );
  const { status } = filing;
  return (
    <Alert
      showIcon
      type={status === 'approved' ? 'success' : status === 'rejected' ? 'error' : 'warning'}
      style={{ marginBottom: 16 }}
      message={t(`member:company.filing.banner.${status}`)}
      description={
        status === 'rejected' && filing.rejectReason
          ? `${t('member:company.rejectReason')}: ${filing.rejectReason}`
          : t(`member:company.filing.banner.${status}Hint`)
      }
      data-testid="filing-status"
      data-status={status}
    />
  );
}

/** No profile yet: a filing is made on the profile's name and codes, so that comes first. */
export function ProfileFirst({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('member:company.filing.profileFirst')}
      subTitle={t('member:company.filing.profileFirstHint')}
      extra={
        <Link to={to}>
          <Button type="primary" data-testid="to-profile">
            {t('member:company.filing.toProfile')}
          </Button>
        </Link>
      }
      data-testid="profile-first"
    />
  );
}

/** §2 /home: the company filing form with its status shown first. */
export function CompanyFiling() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const companyQuery = useMyCompanyQuery();
  const filingQuery = useMyFilingQuery();
  const options = useFilingOptionsQuery();
  const [save, { isLoading: saving }] = useSaveFilingMutation();
  // The shell made at registration is no profile yet: the filing waits for the filled-in one.
  const company = companyQuery.data && !companyQuery.data.shell ? companyQuery.data : null;
  const filing = filingQuery.data ?? null;
  const initial = useMemo(() => initialValues(filing, company), [filing, company]);

  useEffect(() => {
    if (filingQuery.isSuccess && companyQuery.isSuccess) form.setFieldsValue(initial as Values);
  }, [filingQuery.isSuccess, companyQuery.isSuccess, initial, form]);

  if (companyQuery.isLoading || filingQuery.isLoading)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (companyQuery.isError || filingQuery.isError)
    return (
      <Result
        status="error"
        title={t('member:company.loadFailed')}
        extra={
          <Button
            onClick={() => {
              void companyQuery.refetch();
              void filingQuery.refetch();
            }}
          >
            {t('common:actions.reload')}
          </Button>
        }
      />
    );
  if (!company) return <ProfileFirst to={PROFILE_PATH.desktop} />;

  const submit = async (values: Values) => {
    try {
      await save({
        ...values,
        id: filing?.id,
        contact: values.contact.trim(),
        phone: values.phone.trim(),
        email: values.email?.trim() ?? '',
        mainProducts: values.mainProducts?.trim() ?? '',
        remark: values.remark?.trim() ?? '',
        // Left out when empty: the service reads a missing number as none (an explicit null
        // would be coerced to 0 by its schema).
        annualTradeVolume: values.annualTradeVolume ?? undefined,
        employees: values.employees ?? undefined,
      }).unwrap();
      void message.success(t('member:company.filing.submitted'));
    } catch {
      // The base query showed the server's message (§8).
    }
  };
  const required = (key: string) => [
    { required: true, whitespace: true, message: t(`member:company.required.${key}`) },
  ];
  const field = (name: string) => t(`member:company.filing.fields.${name}`);

  return (
    <>
      <FilingStatusBanner filing={filing} />
      <Card
        title={t('member:company.filing.company')}
        size="small"
        style={{ marginBottom: 16 }}
        extra={<Link to={PROFILE_PATH.desktop}>{t('member:company.filing.editProfile')}</Link>}
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            {
              key: 'name',
              label: t('member:company.fields.name'),
              children: (
                <>
                  {filing?.companyName || company.name} <VerifiedTag verified={company.verified} />
                </>
              ),
            },
            {
              key: 'creditCode',
              label: t('member:company.fields.creditCode'),
              children: filing?.creditCode || company.creditCode,
            },
            {
              key: 'customsCode',
              label: t('member:company.fields.customsCode'),
              children: (filing?.customsCode ?? company.customsCode) || '-',
            },
            ...(filing
              ? [
                  {
                    key: 'status',
                    label: t('member:company.filing.status'),
                    children: <ReviewTag kind="record" status={filing.status} reason={filing.rejectReason} />,
                  },
                  {
                    key: 'submittedAt',
                    label: t('member:company.filing.submittedAt'),
                    children: new Date(filing.submittedAt).toLocaleString(),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card title={t('member:company.filing.formTitle')}>
        <Form<Values>
          form={form}
          layout="vertical"
          name="company-filing"
          initialValues={initial}
          onFinish={(values) => void submit(values)}
          scrollToFirstError
          data-testid="filing-form"
        >
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="ownershipType"
                label={field('ownershipType')}
                rules={[{ required: true, message: t('member:company.required.ownershipType') }]}
              >
                <Select
                  loading={options.isLoading}
                  options={options.data ?? []}
                  placeholder={t('member:company.filing.choose')}
                  data-testid="ownership-type"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="contact" label={field('contact')} rules={required('contact')}>
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="phone"
                label={field('phone')}
                rules={[...required('phone'), { pattern: PHONE, message: t('member:company.phoneFormat') }]}
              >
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="email"
                label={field('email')}
                rules={[{ type: 'email', message: t('member:company.emailFormat') }]}
              >
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="annualTradeVolume"
                label={`${field('annualTradeVolume')} (${t('member:company.filing.tenThousandUsd')})`}
              >
                <InputNumber min={0} max={100_000_000} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="employees" label={field('employees')}>
                <InputNumber min={0} max={10_000_000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="mainProducts" label={field('mainProducts')}>
                <Input.TextArea rows={2} maxLength={500} showCount />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="remark" label={field('remark')}>
                <Input.TextArea rows={2} maxLength={1000} showCount />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="filing-submit">
            {t(filing ? 'member:company.filing.resubmit' : 'member:company.filing.submit')}
          </Button>
        </Form>
      </Card>
    </>
  );
}
