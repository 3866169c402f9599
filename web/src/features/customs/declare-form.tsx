import { useState } from 'react';
import { App, Button, Col, Drawer, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditableRowTable, type EditableColumn } from '@/components/editable-row-table/editable-row-table';
import { formatRows, type EditableRow } from '@/components/editable-row-table/rows';
import { useDeclareMutation, type DeclareResult } from './api';
import { declaredValues, initialValues, type Channel, type DeclareForm, type FormField } from './channels';
import { codeOptions } from './codes';
import { FieldLabel } from './declaration-detail';
import { fieldLabel } from './format';

/** The goods-line fields a line is missing, by label ("line 2: itemNo, price"). */
export function missingInLines(items: EditableRow[], fields: FormField[]): string[] {
  return items.flatMap((item, i) => {
    const missing = fields.filter((f) => f.required && !String(item[f.name] ?? '').trim()).map((f) => f.name);
    return missing.length ? [`${i + 1}: ${missing.join(', ')}`] : [];
  });
}

function itemColumns(fields: FormField[], t: ReturnType<typeof useTranslation>['t']): EditableColumn[] {
  return fields.map((f) => ({
    field: f.name,
    width: f.codes ? 150 : 120,
    title: (
      <span>
        {f.required ? <Typography.Text type="danger">* </Typography.Text> : null}
        {fieldLabel(t, f.name)}
      </span>
    ),
    editor: f.codes
      ? ({ value, onChange }) => (
          <Select
            size="small"
            style={{ width: 140 }}
            value={value as string | undefined}
            onChange={onChange}
            options={codeOptions(f.codes!, t)}
            aria-label={fieldLabel(t, f.name)}
          />
        )
      : undefined,
  }));
}

/**
 * The declaration form of the export B2C chain (CEB303 order, 603 inventory, 505
 * waybill): the head fields in the message's order, goods lines in the editable row
 * table; saved as a draft (appStatus 1) or declared (2, signed by the service). The
 * member's own customs code and name fill the declaring party.
 */
export function DeclarationForm({
  channel,
  form: spec,
  onClose,
  onDone,
}: {
  channel: Channel;
  form: DeclareForm;
  onClose: () => void;
  onDone: (result: DeclareResult) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [declare, { isLoading }] = useDeclareMutation();
  const template = spec.items ? initialValues(spec.items) : undefined;
  const [items, setItems] = useState<EditableRow[]>(() => (spec.items ? [{ ...template, gnum: '1' }] : []));

  const submit = async (appStatus: '1' | '2') => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    const lines = spec.items
      ? formatRows(items, template ? Object.fromEntries(spec.items.map((f) => [f.name, ''])) : undefined)
      : [];
    if (spec.items) {
      const missing = missingInLines(lines, spec.items);
      if (!lines.length || missing.length) {
        void message.error(t('customs:declare.itemsMissing', { lines: missing.join('; ') || '-' }));
        return;
      }
    }
    const result = await declare({
      base: channel.base,
      body: {
        appStatus,
        fields: declaredValues(values, spec.fields),
        ...(spec.items ? { items: lines.map((line) => declaredValues(line, spec.items!)) } : {}),
      },
    }).unwrap();
    void message.success(
      t(`customs:declare.${result.status === 'declared' ? 'declared' : 'saved'}`, { file: result.fileName }),
    );
    onDone(result);
  };

  return (
    <Drawer
      open
      size="min(1100px, 100vw)"
      title={t('customs:declare.title', { name: t(`customs:channel.${channel.key}`) })}
      onClose={onClose}
      data-testid="declare-form"
      extra={
        <Space>
          <Button
            loading={isLoading}
            onClick={() => void submit('1').catch(() => undefined)}
            data-testid="declare-draft"
          >
            {t('customs:declare.draft')}
          </Button>
          <Button
            type="primary"
            loading={isLoading}
            onClick={() => void submit('2').catch(() => undefined)}
            data-testid="declare-submit"
          >
            {t('customs:declare.submit')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('customs:declare.ownParty', {
          code: fieldLabel(t, spec.ownParty[0]),
          name: fieldLabel(t, spec.ownParty[1]),
        })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={initialValues(spec.fields)}>
        <Row gutter={12}>
          {spec.fields.map((f) => (
            <Col xs={24} sm={12} lg={8} key={f.name}>
              <Form.Item
                name={f.name}
                label={<FieldLabel name={f.name} />}
                rules={
                  f.required
                    ? [{ required: true, whitespace: true, message: t('customs:declare.required') }]
                    : []
                }
              >
                {f.codes ? (
                  <Select showSearch options={codeOptions(f.codes, t)} data-testid={`declare-${f.name}`} />
                ) : (
                  <Input
                    maxLength={f.name === 'goodsInfo' ? 200 : 255}
                    placeholder={f.name === 'ieDate' ? 'YYYYMMDD' : undefined}
                    data-testid={`declare-${f.name}`}
                  />
                )}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
      {spec.items && (
        <>
          <Typography.Title level={5}>{t('customs:detail.items', { count: items.length })}</Typography.Title>
          <EditableRowTable
            value={items}
            onChange={setItems}
            columns={itemColumns(spec.items, t)}
            onAdd={() => setItems([...items, { ...template, gnum: String(items.length + 1) }])}
            data-testid="declare-items"
          />
        </>
      )}
    </Drawer>
  );
}
