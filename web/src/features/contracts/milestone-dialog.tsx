import { useState } from 'react';
import { App, DatePicker, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import { useAddMilestoneMutation, type Contract, type Milestone } from './api';
import { AttachmentsField, type Attachment } from './attachments-field';
import { lastMilestoneDate, today } from './rules';

const DATE = 'YYYY-MM-DD';

interface Values {
  milestone: Milestone;
  date: string;
  note?: string;
  attachments?: Attachment[];
}

/** Records the next milestone: which one (of those allowed now), its date, a note and files. */
export function MilestoneDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [add, { isLoading }] = useAddMilestoneMutation();
  const earliest = lastMilestoneDate(contract);
  return (
    <Dialog
      open
      width={600}
      title={t('contract:timeline.addTitle', { number: contract.number })}
      dirty={dirty}
      onClose={onClose}
      onOk={() => form.submit()}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="milestone-form"
        initialValues={{ milestone: contract.nextMilestones[0], date: today(), attachments: [] }}
        onValuesChange={() => setDirty(true)}
        onFinish={async (values) => {
          await add({
            contractId: contract.id,
            milestone: values.milestone,
            date: values.date,
            note: values.note?.trim() ?? '',
            attachments: (values.attachments ?? []).map((a) => a.id),
          }).unwrap();
          message.success(t('contract:timeline.added'));
          onClose();
        }}
      >
        <Form.Item name="milestone" label={t('contract:timeline.milestone')} rules={[{ required: true }]}>
          <Select
            data-testid="milestone-select"
            options={contract.nextMilestones.map((m) => ({
              value: m,
              label: t(`contract:milestone.${m}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="date"
          label={t('contract:timeline.date')}
          extra={earliest ? t('contract:timeline.notBefore', { date: earliest }) : undefined}
          rules={[{ required: true, message: t('contract:timeline.dateRequired') }]}
          getValueProps={(v: string | undefined) => ({ value: v ? dayjs(v, DATE) : null })}
          normalize={(d: dayjs.Dayjs | null) => (d ? d.format(DATE) : '')}
        >
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => Boolean(earliest) && d.format(DATE) < earliest}
            data-testid="milestone-date"
          />
        </Form.Item>
        <Form.Item name="note" label={t('contract:timeline.note')}>
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item name="attachments" label={t('contract:fields.attachments')}>
          <AttachmentsField />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
