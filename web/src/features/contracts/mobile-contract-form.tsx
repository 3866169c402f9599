import { useEffect, useState } from 'react';
import {
  Button,
  DatePicker,
  DotLoading,
  ErrorBlock,
  Form,
  Input,
  NoticeBar,
  Result,
  Selector,
  TextArea,
  Toast,
} from 'antd-mobile';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  useContractQuery,
  useLazyContractFromQuoteQuery,
  useOwnCompanyQuery,
  type ContractKind,
} from './api';
import type { Attachment } from './attachments-field';
import {
  contractBody,
  emptyValues,
  otherSide,
  valuesOfContract,
  valuesOfQuote,
  type ContractValues,
  type LineValue,
  type Side,
} from './form-model';
import { CONTRACT_CURRENCIES } from './money';
import { MobileAttachments } from './mobile-attachments';
import { MobileLinesEditor } from './mobile-lines';
import { CONTRACT_PATHS, SERVICE_TYPES } from './rules';
import { usePlatformCompany } from './use-platform-company';
import { linesRule, useSaveContract } from './use-save-contract';
import './mobile-contracts.css';

/** The phone form's values: pickers hold arrays and dates. */
interface MobileValues {
  number?: string;
  title?: string;
  serviceType?: string[];
  side?: Side[];
  partyName?: string;
  partyCode?: string;
  currency?: string[];
  lines?: LineValue[];
  incoterms?: string;
  portOfLoading?: string;
  portOfDischarge?: string;
  signedAt?: Date | null;
  remark?: string;
  attachments?: Attachment[];
}

const toMobile = (v: ContractValues): MobileValues => ({
  number: v.number,
  title: v.title,
  serviceType: v.serviceType ? [v.serviceType] : [],
  side: [v.side],
  partyName: v.counterparty.name,
  partyCode: v.counterparty.creditCode,
  currency: v.currency ? [v.currency] : [],
  lines: v.lines,
  incoterms: v.incoterms,
  portOfLoading: v.portOfLoading,
  portOfDischarge: v.portOfDischarge,
  signedAt: v.signedAt ? dayjs(v.signedAt).toDate() : null,
  remark: v.remark,
  attachments: v.attachments,
});

const fromMobile = (v: MobileValues): ContractValues => ({
  number: v.number ?? '',
  title: v.title,
  serviceType: v.serviceType?.[0],
  side: v.side?.[0] ?? 'buyer',
  counterparty: { name: v.partyName, creditCode: v.partyCode },
  currency: v.currency?.[0],
  lines: v.lines ?? [],
  incoterms: v.incoterms,
  portOfLoading: v.portOfLoading,
  portOfDischarge: v.portOfDischarge,
  signedAt: v.signedAt ? dayjs(v.signedAt).format('YYYY-MM-DD') : '',
  remark: v.remark,
  attachments: v.attachments ?? [],
});

/**
 * /mobile/member/memberContract/save/{id}: a contract on a phone ('0' adds one; `?quoteId=`
 * starts it from an accepted quotation, `?kind=company` makes it a service contract).
 */
export function MobileContractForm({
  id,
  quoteId,
  kind: newKind,
}: {
  id: string;
  quoteId?: string;
  kind: ContractKind;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<MobileValues>();
  const isNew = id === '0';
  const company = useOwnCompanyQuery();
  const existing = useContractQuery(id, { skip: isNew });
  const [loadQuote, quote] = useLazyContractFromQuoteQuery();
  const saver = useSaveContract(id);
  const [ready, setReady] = useState(false);
  const platform = usePlatformCompany();
  const kind: ContractKind = existing.data?.kind ?? (quoteId ? 'member' : newKind);
  const side = Form.useWatch('side', form)?.[0] ?? 'buyer';
  const currency = Form.useWatch('currency', form)?.[0];
  const fromQuote = Boolean(quoteId && isNew) || Boolean(existing.data?.quoteId);

  useEffect(() => {
    if (isNew && quoteId) void loadQuote(quoteId);
  }, [isNew, quoteId, loadQuote]);
  useEffect(() => {
    if (ready) return;
    let values: ContractValues;
    if (!isNew && existing.data) values = valuesOfContract(existing.data);
    else if (isNew && quoteId && quote.data) values = valuesOfQuote(quote.data);
    else if (isNew && !quoteId) values = emptyValues(kind, platform);
    else return;
    // The lines' index signature is wider than antd-mobile's recursive partial.
    form.setFieldsValue(toMobile(values) as Parameters<typeof form.setFieldsValue>[0]);
    setReady(true);
  }, [ready, isNew, quoteId, existing.data, quote.data, kind, form, platform]);
  // A company contract's seller is the platform (the service sets it too): shown as the settings name it.
  useEffect(() => {
    if (kind === 'company' && ready)
      form.setFieldsValue({ partyName: platform.name, partyCode: platform.creditCode });
  }, [kind, ready, form, platform]);

  if (company.isLoading || (!isNew && existing.isLoading) || (quoteId && quote.isFetching))
    return (
      <div className="mct-loading">
        <DotLoading color="primary" />
      </div>
    );
  if (!company.data)
    return (
      <div data-testid="profile-first">
        <Result
          status="info"
          title={t('contract:form.profileFirst')}
          description={t('contract:form.profileFirstHint')}
        />
        <div style={{ padding: '0 16px' }}>
          <Button block color="primary" onClick={() => void navigate('/mobile/member/company')}>
            {t('contract:form.toProfile')}
          </Button>
        </div>
      </div>
    );
  if (quote.isError || (existing.data && !existing.data.editable))
    return (
      <ErrorBlock
        status="default"
        title={quote.isError ? t('contract:quote.notFound') : t('contract:form.notEditable')}
        description=""
      />
    );

  const submit = async (andSubmit: boolean) => {
    let values: MobileValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = contractBody(fromMobile(values), kind, isNew ? quoteId : undefined);
    try {
      const saved = await saver.run(body, andSubmit);
      if (saved.notice) Toast.show({ icon: saved.flagged ? undefined : 'success', content: saved.notice });
      void navigate(CONTRACT_PATHS.mobile.info(saved.id), { replace: true });
    } catch {
      // The base query showed the server's message (§8).
    }
  };

  const f = (k: string) => t(`contract:fields.${k}`);
  const required = (key: string) => [
    { required: true, whitespace: true, message: t(`contract:form.${key}`) },
  ];
  const own = company.data;
  const theirs = otherSide(kind === 'company' ? 'buyer' : side);

  return (
    <>
      {existing.data?.status === 'rejected' && (
        <NoticeBar
          color="error"
          wrap
          content={`${t('contract:rejectReason')}: ${existing.data.rejectReason}`}
        />
      )}
      {fromQuote && (
        <NoticeBar color="info" wrap content={t('contract:form.fromQuote')} data-testid="from-quote-banner" />
      )}
      <Form form={form} layout="vertical" data-testid="contract-form" footer={null}>
        <Form.Header>{t('contract:form.basics')}</Form.Header>
        <Form.Item name="number" label={f('number')} rules={required('numberRequired')}>
          <Input maxLength={50} clearable />
        </Form.Item>
        <Form.Item name="title" label={f('title')}>
          <Input maxLength={200} clearable placeholder={t('contract:form.titleHint')} />
        </Form.Item>
        {kind === 'company' && (
          <Form.Item
            name="serviceType"
            label={f('serviceType')}
            rules={[{ required: true, message: t('contract:form.serviceTypeRequired') }]}
          >
            <Selector
              options={SERVICE_TYPES.map((s) => ({ value: s, label: t(`contract:serviceType.${s}`) }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="signedAt"
          label={f('signedAt')}
          trigger="onConfirm"
          onClick={(_, picker) => picker.current?.open()}
          arrow
        >
          <DatePicker min={dayjs().subtract(10, 'year').toDate()} max={dayjs().add(2, 'year').toDate()}>
            {(value) =>
              value ? (
                dayjs(value).format('YYYY-MM-DD')
              ) : (
                <span className="mct-sub">{t('common:select.placeholder')}</span>
              )
            }
          </DatePicker>
        </Form.Item>

        <Form.Header>{t('contract:form.parties')}</Form.Header>
        {kind === 'member' && (
          <Form.Item name="side" label={t('contract:form.mySide')}>
            <Selector
              disabled={fromQuote}
              options={[
                { value: 'buyer', label: t('contract:form.iBuy') },
                { value: 'seller', label: t('contract:form.iSell') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item label={t(`contract:side.${otherSide(theirs)}`)}>
          <div data-testid="own-party">
            <div>{own.name}</div>
            <div className="mct-sub">{own.creditCode}</div>
          </div>
        </Form.Item>
        <Form.Item
          name="partyName"
          label={`${t(`contract:side.${theirs}`)} · ${t('contract:form.partyName')}`}
          rules={required('partyRequired')}
        >
          <Input maxLength={100} clearable disabled={kind === 'company'} />
        </Form.Item>
        <Form.Item
          name="partyCode"
          label={t('contract:form.partyCode')}
          description={t('contract:form.partyCheckHint')}
        >
          <Input maxLength={18} clearable disabled={kind === 'company'} />
        </Form.Item>

        <Form.Header>{t(`contract:form.${kind === 'company' ? 'services' : 'goods'}`)}</Form.Header>
        <Form.Item name="currency" label={f('currency')}>
          <Selector columns={3} options={CONTRACT_CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item name="lines" rules={[linesRule(t('contract:form.linesRequired'))]}>
          <MobileLinesEditor currency={currency} />
        </Form.Item>

        <Form.Header>{t('contract:form.terms')}</Form.Header>
        <Form.Item name="incoterms" label={f('incoterms')}>
          <Input maxLength={20} clearable placeholder="FOB / CIF / DAP" />
        </Form.Item>
        <Form.Item name="portOfLoading" label={f('portOfLoading')}>
          <Input maxLength={100} clearable />
        </Form.Item>
        <Form.Item name="portOfDischarge" label={f('portOfDischarge')}>
          <Input maxLength={100} clearable />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')}>
          <TextArea maxLength={2000} rows={3} showCount />
        </Form.Item>
        <Form.Item name="attachments" label={f('attachments')}>
          <MobileAttachments />
        </Form.Item>
      </Form>
      <div className="mct-actions">
        <Button loading={saver.saving} onClick={() => void submit(false)} data-testid="contract-save">
          {t('contract:actions.saveDraft')}
        </Button>
        <Button
          color="primary"
          loading={saver.submitting}
          onClick={() => void submit(true)}
          data-testid="contract-save-submit"
        >
          {t('contract:actions.saveSubmit')}
        </Button>
      </div>
    </>
  );
}
