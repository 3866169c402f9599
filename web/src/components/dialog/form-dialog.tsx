import { useState, type ReactNode } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

/** Form dialog state: closed, adding (under a parent, for the tree), or editing a row. */
export type Editing<T> = { mode: 'add'; parentId?: string | null } | { mode: 'edit'; row: T } | null;

/** A save dialog that asks before closing with unsaved edits (§4). */
export function FormDialog(props: {
  title: string;
  initial: object;
  onSave: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
  saving: boolean;
  testId?: string;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog
      open
      width={props.width ?? 560}
      title={props.title}
      dirty={dirty}
      onClose={props.onClose}
      onOk={() => form.submit()}
      confirmLoading={props.saving}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={props.initial}
        onValuesChange={() => setDirty(true)}
        onFinish={async (values: Record<string, unknown>) => {
          try {
            await props.onSave(values);
          } catch {
            // The request's error is on screen already; the dialog stays open with the edits.
            return;
          }
          props.onClose();
        }}
        data-testid={props.testId}
      >
        {props.children}
      </Form>
    </Dialog>
  );
}
