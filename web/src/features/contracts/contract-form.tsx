import { useEffect, useState } from 'react';
import {
  Alert,
  App,
  AutoComplete,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  Radio,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  useContractQuery,
  useLazyContractFromQuoteQuery,
  useOwnCompanyQuery,
  type ContractKind,
} from './api';
import { AttachmentsField } from './attachments-field';
import { CounterpartyName } from './counterparty-input';
import { usePlatformCompany } from './use-platform-company';
import {
  INCOTERMS,
  contractBody,
  emptyValues,
  otherSide,
  valuesOfContract,
  valuesOfQuote,
  type ContractValues,
} from './form-model';
import { CurrencySelect, LinesEditor } from './lines-editor';
import { CONTRACT_PATHS, SERVICE_TYPES } from './rules';
import { linesRule, useSaveContract } from './use-save-contract';

const DATE = 'YYYY-MM-DD';

/** The filer's own side: its company profile, whatever the form says (the service takes it from there). */
function OwnParty({ name, creditCode }: { name: string; creditCode: string }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={0} data-testid="own-party">
      <Space>
        <Typography.Text strong>{name}</Typography.Text>
        <Tag color="geekblue">{t('contract:form.ownCompany')}</Tag>
      </Space>
      <Typography.Text type="secondary">{creditCode}</Typography.Text>
    </Space>
  );
}

/**
 * The member-contract and company-contract save views: number, title, the two parties (the
 * other one looked up in the registry), goods lines with amounts and total, terms, date of
 * signing, attachments; saved as a draft or submitted at once. `id` '0' adds one, from the
 * accepted quotation `quoteId` when given.
 */
export function ContractFormView({
  kind,
  id,
  quoteId,
}: {
  kind: ContractKind;
  id: string;
  quoteId?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ContractValues>();
  const isNew = id === '0';
  const company = useOwnCompanyQuery();
  const existing = useContractQuery(id, { skip: isNew });
  const [loadQuote, quote] = useLazyContractFromQuoteQuery();
  const saver = useSaveContract(id);
  const [ready, setReady] = useState(false);
  const platform = usePlatformCompany();
  const side = Form.useWatch('side', form) ?? 'buyer';
  const currency = Form.useWatch('currency', form);
  const paths = CONTRACT_PATHS[kind];
  const fromQuote = Boolean(quoteId && isNew) || Boolean(existing.data?.quoteId);

  useEffect(() => {
    if (isNew && quoteId) void loadQuote(quoteId);
  }, [isNew, quoteId, loadQuote]);
  useEffect(() => {
    if (ready) return;
    if (!isNew && existing.data) form.setFieldsValue(valuesOfContract(existing.data));
    else if (isNew && quoteId && quote.data) form.setFieldsValue(valuesOfQuote(quote.data));
    else if (isNew && !quoteId) form.setFieldsValue(emptyValues(kind, platform));
    else return;
    setReady(true);
  }, [ready, isNew, quoteId, existing.data, quote.data, kind, form, platform]);
  // A company contract's seller is the platform (the service sets it too): shown as the settings name it.
  useEffect(() => {
    if (kind === 'company' && ready) form.setFieldsValue({ counterparty: platform });
  }, [kind, ready, form, platform]);

  if (company.isLoading || (!isNew && existing.isLoading)) return <Skeleton active />;
  if (!company.data)
    return (
      <Result
        status="info"
        title={t('contract:form.profileFirst')}
        subTitle={t('contract:form.profileFirstHint')}
        extra={
          <Link to="/companySystem/save">
            <Button type="primary">{t('contract:form.toProfile')}</Button>
          </Link>
        }
        data-testid="profile-first"
      />
    );
  if (existing.data && !existing.data.editable)
    return (
      <Result
        status="warning"
        title={t('contract:form.notEditable')}
        extra={
          <Link to={paths.info(id)}>
            <Button type="primary">{t('contract:actions.view')}</Button>
          </Link>
        }
      />
    );
  if (quote.isError) return <Alert type="error" showIcon message={t('contract:quote.notFound')} />;

  const submit = async (values: ContractValues, andSubmit: boolean) => {
    const saved = await saver.run(contractBody(values, kind, isNew ? quoteId : undefined), andSubmit);
    if (saved.notice) message[saved.flagged ? 'warning' : 'success'](saved.notice);
    void navigate(paths.info(saved.id));
  };
  const run = (andSubmit: boolean) =>
    form
      .validateFields()
      .then((values) => submit(values, andSubmit))
      .catch(() => undefined);

  const own = company.data;
  const f = (k: string) => t(`contract:fields.${k}`);
  const theirs = otherSide(side);
  const partyLabel = (s: 'buyer' | 'seller') => t(`contract:side.${s}`);

  return (
    <Form<ContractValues>
      form={form}
      layout="vertical"
      data-testid="contract-form"
      disabled={!ready}
      onFinish={() => undefined}
    >
      {existing.data?.status === 'rejected' && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('contract:form.rejected')}
          description={`${t('contract:rejectReason')}: ${existing.data.rejectReason}`}
        />
      )}
      {fromQuote && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('contract:form.fromQuote')}
          data-testid="from-quote-banner"
        />
      )}
      <Card title={t('contract:form.basics')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="number"
              label={f('number')}
              rules={[{ required: true, whitespace: true, message: t('contract:form.numberRequired') }]}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="title" label={f('title')}>
              <Input maxLength={200} placeholder={t('contract:form.titleHint')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="signedAt"
              label={f('signedAt')}
              getValueProps={(v: string | undefined) => ({ value: v ? dayjs(v, DATE) : null })}
              normalize={(d: dayjs.Dayjs | null) => (d ? d.format(DATE) : '')}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {kind === 'company' && (
            <Col xs={24} md={8}>
              <Form.Item
                name="serviceType"
                label={f('serviceType')}
                rules={[{ required: true, message: t('contract:form.serviceTypeRequired') }]}
              >
                <Select
                  data-testid="service-type"
                  options={SERVICE_TYPES.map((s) => ({
                    value: s,
                    label: t(`contract:serviceType.${s}`),
                  }))}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Card>

      <Card title={t('contract:form.parties')} style={{ marginBottom: 16 }}>
        {kind === 'member' && (
          <Form.Item name="side" label={t('contract:form.mySide')}>
            <Radio.Group disabled={fromQuote} data-testid="contract-side">
              <Radio.Button value="buyer">{t('contract:form.iBuy')}</Radio.Button>
              <Radio.Button value="seller">{t('contract:form.iSell')}</Radio.Button>
            </Radio.Group>
          </Form.Item>
        )}
        <Row gutter={24}>
          <Col xs={24} md={10}>
            <Form.Item label={partyLabel(side)}>
              <OwnParty name={own.name} creditCode={own.creditCode} />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Typography.Text strong>{partyLabel(theirs)}</Typography.Text>
            <Row gutter={12} style={{ marginTop: 8 }}>
              <Col xs={24} md={14}>
                <Form.Item
                  name={['counterparty', 'name']}
                  label={t('contract:form.partyName')}
                  rules={[{ required: true, whitespace: true, message: t('contract:form.partyRequired') }]}
                >
                  <CounterpartyName
                    disabled={kind === 'company'}
                    onPick={(hit) =>
                      form.setFieldsValue({ counterparty: { name: hit.name, creditCode: hit.creditCode } })
                    }
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={10}>
                <Form.Item name={['counterparty', 'creditCode']} label={t('contract:form.partyCode')}>
                  <Input
                    maxLength={18}
                    style={{ textTransform: 'uppercase' }}
                    disabled={kind === 'company'}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('contract:form.partyCheckHint')}
            </Typography.Text>
          </Col>
        </Row>
      </Card>

      <Card
        title={t(`contract:form.${kind === 'company' ? 'services' : 'goods'}`)}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="currency" label={f('currency')}>
          <CurrencySelect />
        </Form.Item>
        <Form.Item name="lines" rules={[linesRule(t('contract:form.linesRequired'))]}>
          <LinesEditor currency={currency} />
        </Form.Item>
      </Card>

      <Card title={t('contract:form.terms')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="incoterms" label={f('incoterms')}>
              <AutoComplete
                options={INCOTERMS.map((v) => ({ value: v }))}
                filterOption={(input, option) => String(option?.value).startsWith(input.toUpperCase())}
              >
                <Input maxLength={20} />
              </AutoComplete>
            </Form.Item>
          </Col>
          <Col xs={24} md={9}>
            <Form.Item name="portOfLoading" label={f('portOfLoading')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={9}>
            <Form.Item name="portOfDischarge" label={f('portOfDischarge')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="remark" label={f('remark')}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="attachments" label={f('attachments')}>
          <AttachmentsField />
        </Form.Item>
      </Card>

      <Space style={{ marginBottom: 24 }}>
        <Button onClick={() => void navigate(isNew ? paths.index : paths.info(id))}>
          {t('common:actions.cancel')}
        </Button>
        <Button loading={saver.saving} onClick={() => void run(false)} data-testid="contract-save">
          {t('contract:actions.saveDraft')}
        </Button>
        <Button
          type="primary"
          loading={saver.submitting}
          onClick={() => void run(true)}
          data-testid="contract-save-submit"
        >
          {t('contract:actions.saveSubmit')}
        </Button>
      </Space>
    </Form>
  );
}
