import { useState } from 'react';
import { App, Button, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDecideQuoteMutation, useReplyInquiryMutation, type Trade } from './api';

const DECISION_COLORS = { pending: 'default', accepted: 'green', declined: 'red' } as const;

/** A quote's decision as a tag: pending, accepted or declined. */
export function DecisionTag({ trade }: { trade: Trade }) {
  const { t } = useTranslation();
  const decision = trade.decision ?? 'pending';
  const tag = (
    <Tag color={DECISION_COLORS[decision]} data-testid={`decision-${trade.id}`}>
      {t(`member:market.trade.decisions.${decision}`)}
    </Tag>
  );
  if (decision !== 'accepted') return tag;
  // Either party of an accepted quotation may file the contract it leads to.
  return (
    <Space size={4} wrap>
      {tag}
      <Link to={`/memberContract/save/0?quoteId=${trade.id}`} data-testid={`to-contract-${trade.id}`}>
        {t('member:market.trade.toContract')}
      </Link>
    </Space>
  );
}

/** The demand owner's accept and decline buttons on a pending quote, each asking first. */
export function QuoteDecision({ trade }: { trade: Trade }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [decide, { isLoading }] = useDecideQuoteMutation();
  if ((trade.decision ?? 'pending') !== 'pending') return <DecisionTag trade={trade} />;
  const ask = (decision: 'accepted' | 'declined') =>
    modal.confirm({
      title: t(
        decision === 'accepted' ? 'member:market.trade.confirmAccept' : 'member:market.trade.confirmDecline',
        { company: trade.companyName },
      ),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { danger: decision === 'declined' },
      onOk: () => decide({ id: trade.id, decision }).unwrap(),
    });
  return (
    <Space size={4}>
      <Button
        size="small"
        type="primary"
        loading={isLoading}
        onClick={() => ask('accepted')}
        data-testid={`accept-${trade.id}`}
      >
        {t('member:market.trade.accept')}
      </Button>
      <Button size="small" danger onClick={() => ask('declined')} data-testid={`decline-${trade.id}`}>
        {t('member:market.trade.decline')}
      </Button>
    </Space>
  );
}

/** An inquiry's reply: the text once given; for the supplier, a button to give it. */
export function InquiryReply({ trade, canReply }: { trade: Trade; canReply: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (trade.reply)
    return (
      <Typography.Text data-testid={`reply-${trade.id}`} style={{ whiteSpace: 'pre-wrap' }}>
        {trade.reply}
      </Typography.Text>
    );
  if (!canReply) return <Tag data-testid={`reply-${trade.id}`}>{t('member:market.trade.awaitingReply')}</Tag>;
  return (
    <>
      <Button
        size="small"
        type="primary"
        onClick={() => setOpen(true)}
        data-testid={`reply-open-${trade.id}`}
      >
        {t('member:market.trade.replyAction')}
      </Button>
      <ReplyDialog trade={trade} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function ReplyDialog({ trade, open, onClose }: { trade: Trade; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reply: string }>();
  const [reply, { isLoading }] = useReplyInquiryMutation();
  const submit = async () => {
    const { reply: text } = await form.validateFields();
    await reply({ id: trade.id, reply: text.trim() }).unwrap();
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('member:market.trade.replyTitle', { product: trade.productName })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={isLoading}
      okText={t('member:market.trade.replyAction')}
      cancelText={t('common:actions.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="inquiry-reply">
        <Form.Item
          name="reply"
          label={t('member:market.trade.reply')}
          rules={[{ required: true, whitespace: true, message: t('member:market.trade.replyRequired') }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={1000}
            showCount
            placeholder={t('member:market.trade.replyPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
