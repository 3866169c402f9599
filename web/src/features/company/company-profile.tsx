import { useEffect, useMemo } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  Result,
  Row,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RegionSelector } from '@/components/region-selector/region-selector';
import { loadRegions, regionCodes } from '@/components/region-selector/region-data';
import { ImageUploader } from '@/components/upload/image-uploader';
import type { ImageItem } from '@/components/upload/upload-rules';
import { getMemberInfo } from '@/lib/session';
import { useMyCompanyQuery, useSaveCompanyMutation, type Company, type RegistryCompany } from './api';
import { RegistryLookup } from './registry-lookup';
import { PHONE, creditCodeMessage, customsCodeMessage, normaliseCreditCode } from './rules';
import { ReviewTag, VerifiedTag } from './status-tags';

interface Values {
  name: string;
  nameEn?: string;
  creditCode: string;
  customsCode?: string;
  legalPerson?: string;
  registeredCapital?: string;
  establishedAt?: Dayjs | null;
  region?: string[];
  regionName?: string;
  address?: string;
  businessScope?: string;
  contact?: string;
  phone?: string;
  email?: string;
  logo?: ImageItem[];
  licence?: ImageItem[];
}

const image = (id: string, url: string): ImageItem[] =>
  id && url ? [{ id, url, name: url.split('/').pop() ?? id }] : [];

function initialValues(company: Company | null): Partial<Values> {
  if (!company) {
    const me = getMemberInfo<{ realname?: string; mobile?: string; email?: string }>() ?? {};
    return { contact: me.realname, phone: me.mobile, email: me.email || undefined };
  }
  return {
    ...company,
    establishedAt: company.establishedAt ? dayjs(company.establishedAt) : null,
    logo: image(company.logo, company.logoUrl),
    licence: image(company.licence, company.licenceUrl),
  };
}

/** The form's values as the member service takes them. */
const toForm = (values: Values) => ({
  name: values.name.trim(),
  nameEn: values.nameEn?.trim() ?? '',
  creditCode: normaliseCreditCode(values.creditCode),
  customsCode: values.customsCode?.trim().toUpperCase() ?? '',
  legalPerson: values.legalPerson?.trim() ?? '',
  registeredCapital: values.registeredCapital?.trim() ?? '',
  establishedAt: values.establishedAt ? values.establishedAt.format('YYYY-MM-DD') : '',
  region: values.region ?? [],
  regionName: values.regionName ?? '',
  address: values.address?.trim() ?? '',
  businessScope: values.businessScope?.trim() ?? '',
  contact: values.contact?.trim() ?? '',
  phone: values.phone?.trim() ?? '',
  email: values.email?.trim() ?? '',
  logo: values.logo?.[0]?.id ?? '',
  licence: values.licence?.[0]?.id ?? '',
});

/** The profile's review state as a banner: under review, approved, or rejected with the reason. */
export function CompanyReviewBanner({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { auditStatus: status } = company;
  const type = status === 'approved' ? 'success' : status === 'rejected' ? 'error' : 'info';
  return (
    <Alert
      showIcon
      type={type}
      style={{ marginBottom: 16 }}
      message={t(`member:company.banner.${status}`)}
      description={
        status === 'rejected' && company.rejectReason
          ? `${t('member:company.rejectReason')}: ${company.rejectReason}`
          : undefined
      }
      data-testid="company-review-banner"
    />
  );
}

/**
 * §2 /companySystem/save: the company profile with the registry lookup that fills it, the
 * credit code checked as the server checks it, the "verified" badge and the review state.
 */
export function CompanyProfile() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const query = useMyCompanyQuery();
  const [save, { isLoading: saving }] = useSaveCompanyMutation();
  const company = query.data ?? null;
  // The shell made at registration holds the company name only: not filled in, nothing to review yet.
  const filled = company && !company.shell ? company : null;
  const initial = useMemo(() => initialValues(company), [company]);

  useEffect(() => {
    if (query.isSuccess) form.setFieldsValue(initial as Values);
  }, [query.isSuccess, initial, form]);

  const fill = async (found: RegistryCompany) => {
    const names = [found.province, found.city, found.district];
    const region = regionCodes(await loadRegions(), names);
    form.setFieldsValue({
      name: found.name,
      nameEn: found.nameEn,
      creditCode: found.creditCode,
      legalPerson: found.legalPerson,
      registeredCapital: found.registeredCapital,
      establishedAt: found.establishedAt ? dayjs(found.establishedAt.slice(0, 10)) : null,
      region,
      regionName: names.slice(0, region.length).join('/'),
      address: found.address,
      businessScope: found.businessScope,
    });
    void form.validateFields(['creditCode']).catch(() => undefined);
    void message.success(t('member:company.lookup.filled', { name: found.name }));
  };

  const submit = async (values: Values) => {
    try {
      const answer = await save({ id: company?.id, ...toForm(values) }).unwrap();
      void message.success(
        t(answer.verified ? 'member:company.savedVerified' : 'member:company.savedUnverified'),
      );
    } catch {
      // The base query showed the server's message (§8).
    }
  };

  if (query.isLoading)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (query.isError)
    return (
      <Result
        status="error"
        title={t('member:company.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('common:actions.reload')}</Button>}
      />
    );

  const required = (key: string) => [
    { required: true, whitespace: true, message: t(`member:company.required.${key}`) },
  ];
  const check = (rule: (value: string | undefined) => string | null) => ({
    validator: async (_: unknown, value?: string) => {
      const problem = rule(value);
      if (problem) throw new Error(problem);
    },
  });
  const field = (name: keyof Values) => t(`member:company.fields.${name}`);

  return (
    <>
      {filled ? (
        <CompanyReviewBanner company={filled} />
      ) : (
        <Alert showIcon type="info" style={{ marginBottom: 16 }} message={t('member:company.firstTime')} />
      )}
      <RegistryLookup onPick={(found) => void fill(found)} />
      <Card
        title={
          <Flex align="center" gap={8} wrap>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {company?.name || t('member:company.formTitle')}
            </Typography.Text>
            {filled && <VerifiedTag verified={filled.verified} large />}
            {filled && <ReviewTag status={filled.auditStatus} reason={filled.rejectReason} />}
          </Flex>
        }
      >
        <Form<Values>
          form={form}
          layout="vertical"
          name="company-profile"
          initialValues={initial}
          onFinish={(values) => void submit(values)}
          scrollToFirstError
          data-testid="company-form"
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="name" label={field('name')} rules={required('name')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="nameEn" label={field('nameEn')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="creditCode"
                label={field('creditCode')}
                required
                rules={[check((v) => creditCodeMessage(v, t))]}
                extra={t('member:company.creditCode.hint')}
                normalize={(v: string) => v.toUpperCase()}
              >
                <Input maxLength={18} style={{ fontFamily: 'monospace' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="customsCode"
                label={field('customsCode')}
                rules={[check((v) => customsCodeMessage(v, t))]}
                extra={t('member:company.customsCodeHint')}
                normalize={(v: string) => v.toUpperCase()}
              >
                <Input maxLength={10} style={{ fontFamily: 'monospace' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="legalPerson" label={field('legalPerson')}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="registeredCapital" label={field('registeredCapital')}>
                <Input maxLength={50} placeholder={t('member:company.capitalPlaceholder')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="establishedAt" label={field('establishedAt')}>
                <DatePicker
                  style={{ width: '100%' }}
                  disabledDate={(d) => d.isAfter(dayjs(), 'day')}
                  data-testid="established-at"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="region"
                label={field('region')}
                getValueFromEvent={(codes: string[], names: string[]) => {
                  form.setFieldValue('regionName', names.join('/'));
                  return codes;
                }}
              >
                <RegionSelector />
              </Form.Item>
              <Form.Item name="regionName" hidden>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="address" label={field('address')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="businessScope" label={field('businessScope')}>
                <Input.TextArea rows={3} maxLength={2000} showCount />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="contact" label={field('contact')}>
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="phone"
                label={field('phone')}
                rules={[{ pattern: PHONE, message: t('member:company.phoneFormat') }]}
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
            <Col xs={24} md={12}>
              <Form.Item
                name="logo"
                label={field('logo')}
                valuePropName="value"
                getValueFromEvent={(items: ImageItem[]) => items}
              >
                <ImageUploader variant="single" limit={1} audience="member" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="licence"
                label={field('licence')}
                valuePropName="value"
                getValueFromEvent={(items: ImageItem[]) => items}
              >
                <ImageUploader variant="single" limit={1} audience="member" />
              </Form.Item>
            </Col>
          </Row>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="company-save">
              {t('common:actions.save')}
            </Button>
            {company?.auditStatus === 'approved' && (
              <Typography.Text type="secondary">{t('member:company.backToReview')}</Typography.Text>
            )}
          </Space>
        </Form>
      </Card>
    </>
  );
}
