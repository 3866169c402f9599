import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  CascadePicker,
  DatePicker,
  DotLoading,
  ErrorBlock,
  Form,
  Input,
  List,
  NoticeBar,
  SearchBar,
  Tag,
  TextArea,
  Toast,
} from 'antd-mobile';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { loadRegions, regionCodes, type AreaNode } from '@/components/region-selector/region-data';
import type { GalleryImage } from '@/components/upload/gallery-upload';
import { MobileGalleryUploader } from '@/components/upload/mobile-gallery-uploader';
import {
  useLazyRegistrySearchQuery,
  useMyCompanyQuery,
  useRegistryCompanyMutation,
  useSaveCompanyMutation,
  type Company,
  type RegistryCompany,
} from './api';
import { KEYWORD_MIN } from './registry-lookup';
import { PHONE, creditCodeMessage, customsCodeMessage, normaliseCreditCode } from './rules';
import './mobile-company.css';

interface Values {
  name?: string;
  nameEn?: string;
  creditCode?: string;
  customsCode?: string;
  legalPerson?: string;
  registeredCapital?: string;
  establishedAt?: Date | null;
  region?: string[];
  address?: string;
  businessScope?: string;
  contact?: string;
  phone?: string;
  email?: string;
  logo?: GalleryImage[];
  licence?: GalleryImage[];
}

interface PickerOption {
  label: string;
  value: string;
  children?: PickerOption[];
}

const toOptions = (nodes: AreaNode[]): PickerOption[] =>
  nodes.map((n) => ({
    label: n.name,
    value: n.code,
    children: n.children?.length ? toOptions(n.children) : undefined,
  }));

const image = (id: string, url: string): GalleryImage[] => (id && url ? [{ id, url }] : []);

const initialValues = (company: Company | null): Values =>
  company
    ? {
        ...company,
        establishedAt: company.establishedAt ? new Date(company.establishedAt) : null,
        logo: image(company.logo, company.logoUrl),
        licence: image(company.licence, company.licenceUrl),
      }
    : {};

/** The area tree for the region picker, loaded once in its own chunk. */
function useRegionTree() {
  const [tree, setTree] = useState<AreaNode[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadRegions().then((data) => live && setTree(data));
    return () => {
      live = false;
    };
  }, []);
  return tree;
}

/** The registry lookup on a phone: a search bar and the matches; a tap fills the form. */
function MobileRegistryLookup({ onPick }: { onPick: (company: RegistryCompany) => void }) {
  const { t } = useTranslation();
  const [search, result] = useLazyRegistrySearchQuery();
  const [fetchCompany] = useRegistryCompanyMutation();
  return (
    <div className="mc-lookup" data-testid="registry-lookup">
      <div className="mc-lookup-title">{t('member:company.lookup.title')}</div>
      <SearchBar
        placeholder={t('member:company.lookup.placeholder')}
        onSearch={(value) => {
          if (value.trim().length >= KEYWORD_MIN) void search(value.trim());
          else Toast.show(t('member:company.lookup.tooShort', { n: KEYWORD_MIN }));
        }}
        data-testid="registry-keyword"
      />
      {result.isFetching && <DotLoading color="primary" />}
      {result.data && !result.isFetching && (
        <List data-testid="registry-hits">
          {result.data.length === 0 && <List.Item>{t('member:company.lookup.none')}</List.Item>}
          {result.data.map((hit) => (
            <List.Item
              key={hit.id}
              description={`${hit.creditCode}${hit.legalPerson ? ` · ${hit.legalPerson}` : ''}`}
              onClick={() =>
                void fetchCompany(hit.creditCode || hit.name)
                  .unwrap()
                  .then(onPick)
                  .catch(() => undefined)
              }
              extra={<span className="mc-use">{t('member:company.lookup.use')}</span>}
              arrow={false}
              data-testid={`registry-use-${hit.creditCode}`}
            >
              {hit.name}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

/** The profile's badges and review state at the top of the phone page. */
export function MobileCompanyStatus({ company }: { company: Company }) {
  const { t } = useTranslation();
  const status = company.auditStatus;
  return (
    <div className="mc-status" data-testid="company-status">
      <div className="mc-status-name">{company.name}</div>
      <div className="mc-status-tags">
        {company.verified ? (
          <Tag color="success" fill="solid" data-testid="verified-badge">
            ✓ {t('member:company.verified')}
          </Tag>
        ) : (
          <Tag color="default" data-testid="unverified-badge">
            {t('member:company.unverified')}
          </Tag>
        )}
        <Tag
          color={status === 'approved' ? 'success' : status === 'rejected' ? 'danger' : 'warning'}
          fill="outline"
          data-testid={`review-${status}`}
        >
          {t(`member:company.review.${status}`)}
        </Tag>
      </div>
      {status === 'rejected' && company.rejectReason && (
        <div className="mc-reason">
          {t('member:company.rejectReason')}: {company.rejectReason}
        </div>
      )}
    </div>
  );
}

/** /mobile/member/company: the company profile on a phone, with the registry lookup and the badges. */
export function MobileCompanyProfile() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const query = useMyCompanyQuery();
  const [save, { isLoading: saving }] = useSaveCompanyMutation();
  const tree = useRegionTree();
  const regionOptions = useMemo(() => (tree ? toOptions(tree) : []), [tree]);
  const company = query.data ?? null;
  const initial = useMemo(() => initialValues(company), [company]);

  useEffect(() => {
    if (query.isSuccess) form.setFieldsValue(initial);
  }, [query.isSuccess, initial, form]);

  if (query.isError)
    return <ErrorBlock status="default" title={t('member:company.loadFailed')} description="" />;
  if (query.isLoading || !tree)
    return (
      <div className="mc-loading">
        <DotLoading color="primary" />
      </div>
    );

  const fill = (found: RegistryCompany) => {
    form.setFieldsValue({
      name: found.name,
      nameEn: found.nameEn,
      creditCode: found.creditCode,
      legalPerson: found.legalPerson,
      registeredCapital: found.registeredCapital,
      establishedAt: found.establishedAt ? new Date(found.establishedAt.slice(0, 10)) : null,
      region: regionCodes(tree, [found.province, found.city, found.district]),
      address: found.address,
      businessScope: found.businessScope,
    });
    Toast.show({ icon: 'success', content: t('member:company.lookup.filled', { name: found.name }) });
  };

  const namesOf = (codes: string[]) => {
    const names: string[] = [];
    let level: PickerOption[] | undefined = regionOptions;
    for (const code of codes) {
      const node: PickerOption | undefined = level?.find((o) => o.value === code);
      if (!node) break;
      names.push(node.label);
      level = node.children;
    }
    return names;
  };

  const submit = async (values: Values) => {
    const region = (values.region ?? []).filter(Boolean);
    try {
      const answer = await save({
        id: company?.id,
        name: values.name!.trim(),
        nameEn: values.nameEn?.trim() ?? '',
        creditCode: normaliseCreditCode(values.creditCode!),
        customsCode: values.customsCode?.trim().toUpperCase() ?? '',
        legalPerson: values.legalPerson?.trim() ?? '',
        registeredCapital: values.registeredCapital?.trim() ?? '',
        establishedAt: values.establishedAt ? dayjs(values.establishedAt).format('YYYY-MM-DD') : '',
        region,
        regionName: namesOf(region).join('/'),
        address: values.address?.trim() ?? '',
        businessScope: values.businessScope?.trim() ?? '',
        contact: values.contact?.trim() ?? '',
        phone: values.phone?.trim() ?? '',
        email: values.email?.trim() ?? '',
        logo: values.logo?.[0]?.id ?? '',
        licence: values.licence?.[0]?.id ?? '',
      }).unwrap();
      Toast.show({
        icon: 'success',
        content: t(answer.verified ? 'member:company.savedVerified' : 'member:company.savedUnverified'),
      });
    } catch {
      // The base query showed the server's message (§8).
    }
  };

  const check = (rule: (value: string | undefined) => string | null) => ({
    validator: async (_: unknown, value?: string) => {
      const problem = rule(value);
      if (problem) throw new Error(problem);
    },
  });
  const field = (name: keyof Values) => t(`member:company.fields.${name}`);
  const choose = t('member:company.filing.choose');

  return (
    <>
      {company && !company.shell ? (
        <MobileCompanyStatus company={company} />
      ) : (
        <NoticeBar content={t('member:company.firstTime')} color="info" wrap />
      )}
      <MobileRegistryLookup onPick={fill} />
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void submit(values)}
        data-testid="company-form"
        footer={
          <Button
            block
            color="primary"
            size="large"
            type="submit"
            loading={saving}
            data-testid="company-save"
          >
            {t('common:actions.save')}
          </Button>
        }
      >
        <Form.Item
          name="name"
          label={field('name')}
          rules={[{ required: true, whitespace: true, message: t('member:company.required.name') }]}
        >
          <Input maxLength={100} clearable />
        </Form.Item>
        <Form.Item name="nameEn" label={field('nameEn')}>
          <Input maxLength={200} clearable />
        </Form.Item>
        <Form.Item
          name="creditCode"
          label={field('creditCode')}
          required
          rules={[check((v) => creditCodeMessage(v, t))]}
          description={t('member:company.creditCode.hint')}
        >
          <Input maxLength={18} clearable />
        </Form.Item>
        <Form.Item
          name="customsCode"
          label={field('customsCode')}
          rules={[check((v) => customsCodeMessage(v, t))]}
        >
          <Input maxLength={10} clearable />
        </Form.Item>
        <Form.Item name="legalPerson" label={field('legalPerson')}>
          <Input maxLength={50} clearable />
        </Form.Item>
        <Form.Item name="registeredCapital" label={field('registeredCapital')}>
          <Input maxLength={50} clearable placeholder={t('member:company.capitalPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="establishedAt"
          label={field('establishedAt')}
          trigger="onConfirm"
          onClick={(_, picker) => picker.current?.open()}
          arrow
        >
          <DatePicker min={new Date(1949, 9, 1)} max={new Date()}>
            {(value) =>
              value ? dayjs(value).format('YYYY-MM-DD') : <span className="mc-hint">{choose}</span>
            }
          </DatePicker>
        </Form.Item>
        <Form.Item
          name="region"
          label={field('region')}
          trigger="onConfirm"
          onClick={(_, picker) => picker.current?.open()}
          arrow
        >
          <CascadePicker options={regionOptions} title={field('region')}>
            {(items) =>
              items.some(Boolean) ? (
                items.flatMap((item) => (item ? [item.label] : [])).join(' / ')
              ) : (
                <span className="mc-hint">{choose}</span>
              )
            }
          </CascadePicker>
        </Form.Item>
        <Form.Item name="address" label={field('address')}>
          <Input maxLength={200} clearable />
        </Form.Item>
        <Form.Item name="businessScope" label={field('businessScope')}>
          <TextArea maxLength={2000} rows={3} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Form.Item name="contact" label={field('contact')}>
          <Input maxLength={30} clearable />
        </Form.Item>
        <Form.Item
          name="phone"
          label={field('phone')}
          rules={[{ pattern: PHONE, message: t('member:company.phoneFormat') }]}
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
        <Form.Item name="logo" label={field('logo')}>
          <MobileGalleryUploader limit={1} />
        </Form.Item>
        <Form.Item name="licence" label={field('licence')}>
          <MobileGalleryUploader limit={1} />
        </Form.Item>
      </Form>
    </>
  );
}
