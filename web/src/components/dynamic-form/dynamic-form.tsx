import type { ReactNode } from 'react';
import { DatePicker, Form, Input, InputNumber, Radio, Select, Switch, Tag, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

export interface FormOption {
  label: string;
  value: string | number;
}

/** One item of a dynamic form schema. `component` is free text: unknown names render a red tag. */
export interface DynamicFormItem {
  name: string;
  label: string;
  component: string;
  required?: boolean;
  /** Text inputs: maximum length, shown with a word count (§5). */
  maxLength?: number;
  placeholder?: string;
  options?: FormOption[];
}

type Renderer = (item: DynamicFormItem) => ReactNode;

const TEXT_INPUTS = new Set(['input', 'textarea']);

/** The components a schema may name. */
const COMPONENTS: Record<string, Renderer> = {
  input: (i) => (
    <Input maxLength={i.maxLength} showCount={Boolean(i.maxLength)} placeholder={i.placeholder} />
  ),
  textarea: (i) => (
    <Input.TextArea
      maxLength={i.maxLength}
      showCount={Boolean(i.maxLength)}
      placeholder={i.placeholder}
      rows={3}
    />
  ),
  number: (i) => <InputNumber style={{ width: '100%' }} placeholder={i.placeholder} />,
  select: (i) => <Select options={i.options} placeholder={i.placeholder} />,
  radio: (i) => <Radio.Group options={i.options} />,
  switch: () => <Switch />,
  date: () => <DatePicker style={{ width: '100%' }} />,
};

export interface DynamicFormProps {
  items: DynamicFormItem[];
  form?: FormInstance;
  initialValues?: Record<string, unknown>;
  onFinish?: (values: Record<string, unknown>) => void;
  onValuesChange?: (changed: Record<string, unknown>, all: Record<string, unknown>) => void;
  children?: ReactNode;
}

/** Dynamic form (§2, §5): items from a schema, with required rules and max length with word count. */
export function DynamicForm({
  items,
  form,
  initialValues,
  onFinish,
  onValuesChange,
  children,
}: DynamicFormProps) {
  const { t } = useTranslation();
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={onValuesChange}
    >
      {items.map((item) => {
        const render = COMPONENTS[item.component];
        if (!render) {
          return (
            <Form.Item key={item.name} label={item.label}>
              <Tag color="red">{t('common:form.componentNotFound', { name: item.component })}</Tag>
            </Form.Item>
          );
        }
        const message =
          TEXT_INPUTS.has(item.component) || item.component === 'number'
            ? t('common:form.required', { label: item.label })
            : t('common:form.requiredSelect', { label: item.label });
        return (
          <Form.Item
            key={item.name}
            name={item.name}
            label={item.label}
            valuePropName={item.component === 'switch' ? 'checked' : 'value'}
            rules={
              item.required
                ? [{ required: true, whitespace: TEXT_INPUTS.has(item.component), message }]
                : undefined
            }
          >
            {render(item)}
          </Form.Item>
        );
      })}
      {children}
    </Form>
  );
}
