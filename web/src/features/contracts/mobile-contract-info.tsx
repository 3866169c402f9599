import { useState } from 'react';
import {
  Button,
  DatePicker,
  Dialog,
  DotLoading,
  ErrorBlock,
  Form,
  NoticeBar,
  Popup,
  Selector,
  Steps,
  Tag,
  TextArea,
  Toast,
} from 'antd-mobile';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  useAddMilestoneMutation,
  useContractDossierQuery,
  useContractQuery,
  useDeleteContractMutation,
  useMoveContractMutation,
  type Contract,
  type Milestone,
  type StatusMove,
} from './api';
import type { Attachment } from './attachments-field';
import { dossierLines } from './dossier';
import { MobileAttachmentLinks, MobileAttachments } from './mobile-attachments';
import { groupDigits } from './money';
import { MobileCheckTag, MobileMismatchTag, MobileStatusTag } from './mobile-tags';
import { CONTRACT_PATHS, contractActions, isFlagged, lastMilestoneDate, milestoneTrack } from './rules';
import './mobile-contracts.css';
import { useUnits } from '@/components/dict-select/use-units';

interface SheetValues {
  milestone: Milestone[];
  date: Date;
  note?: string;
  attachments?: Attachment[];
}

/** Records the next milestone from a bottom sheet: which one, its date, a note and files. */
export function MilestoneSheet({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SheetValues>();
  const [add, { isLoading }] = useAddMilestoneMutation();
  const earliest = lastMilestoneDate(contract);
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await add({
        contractId: contract.id,
        milestone: values.milestone[0]!,
        date: dayjs(values.date).format('YYYY-MM-DD'),
        note: values.note?.trim() ?? '',
        attachments: (values.attachments ?? []).map((a) => a.id),
      }).unwrap();
      Toast.show({ icon: 'success', content: t('contract:timeline.added') });
      onClose();
    } catch {
      // The base query showed the server's message (§8).
    }
  };
  return (
    <Popup visible onMaskClick={onClose} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}>
      <Form
        form={form}
        layout="vertical"
        data-testid="milestone-form"
        initialValues={{ milestone: [contract.nextMilestones[0]], date: new Date(), attachments: [] }}
        footer={
          <Button
            block
            color="primary"
            loading={isLoading}
            onClick={() => void save()}
            data-testid="milestone-save"
          >
            {t('common:actions.confirm')}
          </Button>
        }
      >
        <Form.Header>{t('contract:timeline.addTitle', { number: contract.number })}</Form.Header>
        <Form.Item name="milestone" label={t('contract:timeline.milestone')} rules={[{ required: true }]}>
          <Selector
            columns={2}
            options={contract.nextMilestones.map((m) => ({
              value: m,
              label: t(`contract:milestone.${m}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="date"
          label={t('contract:timeline.date')}
          trigger="onConfirm"
          onClick={(_, picker) => picker.current?.open()}
          description={earliest ? t('contract:timeline.notBefore', { date: earliest }) : undefined}
          rules={[{ required: true, message: t('contract:timeline.dateRequired') }]}
          arrow
        >
          <DatePicker
            min={earliest ? dayjs(earliest).toDate() : dayjs().subtract(5, 'year').toDate()}
            max={new Date()}
          >
            {(value) => (value ? dayjs(value).format('YYYY-MM-DD') : '')}
          </DatePicker>
        </Form.Item>
        <Form.Item name="note" label={t('contract:timeline.note')}>
          <TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item name="attachments" label={t('contract:fields.attachments')}>
          <MobileAttachments />
        </Form.Item>
      </Form>
    </Popup>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="mct-row">
      <span>{label}</span>
      <span>{children || '-'}</span>
    </div>
  );
}

/** The execution timeline on a phone: each recorded milestone with its date, note and files. */
export function MobileTimeline({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const track = milestoneTrack(contract);
  const last = track.reduce((at, m, i) => (m.record ? i : at), -1);
  return (
    <Steps direction="vertical" current={last} data-testid="milestone-timeline">
      {track.map(({ milestone, record, next }, i) => (
        <Steps.Step
          key={milestone}
          status={record ? 'finish' : next ? 'process' : 'wait'}
          title={
            <span
              data-testid={`milestone-${milestone}`}
              data-state={record ? 'done' : next ? 'next' : i < last ? 'skipped' : 'open'}
            >
              {t(`contract:milestone.${milestone}`)}
              {!record && i < last && <span className="mct-sub"> · {t('contract:timeline.skipped')}</span>}
            </span>
          }
          description={
            record ? (
              <>
                <div>
                  {record.date} · {t(`contract:timeline.${record.byMe ? 'byUs' : 'byThem'}`)}
                </div>
                {record.note && <div className="mct-milestone-note">{record.note}</div>}
                {record.attachments.length > 0 && <MobileAttachmentLinks files={record.attachments} />}
              </>
            ) : next ? (
              t('contract:timeline.next')
            ) : undefined
          }
        />
      ))}
    </Steps>
  );
}

/** /mobile/member/memberContract/info/{id}: a contract, its party check, goods, timeline and actions. */
export function MobileContractInfo({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const { unitName } = useUnits();
  const navigate = useNavigate();
  const { data: contract, isLoading, isError } = useContractQuery(id);
  const [move] = useMoveContractMutation();
  const [remove] = useDeleteContractMutation();
  const [adding, setAdding] = useState(false);
  if (isLoading)
    return (
      <div className="mct-loading">
        <DotLoading color="primary" />
      </div>
    );
  if (isError || !contract)
    return <ErrorBlock status="empty" title={t('contract:notFound')} description="" />;

  const money = (amount: string) => `${contract.currency} ${groupDigits(amount, i18n.language)}`;
  const f = (k: string) => t(`contract:fields.${k}`);
  const actions = contractActions(contract);
  const ask = (status: StatusMove, key: string) =>
    Dialog.confirm({
      content: t(`contract:confirm.${key}`, { number: contract.number }),
      confirmText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onConfirm: async () => {
        const moved = await move({ id: contract.id, status }).unwrap();
        Toast.show({
          content:
            status === 'submitted' && moved.partyMismatch
              ? t('contract:form.submittedFlagged')
              : t(`contract:moved.${status}`),
        });
      },
    });
  const terminate = () => {
    let reason = '';
    void Dialog.confirm({
      title: t('contract:terminate.title', { number: contract.number }),
      content: (
        <TextArea
          placeholder={t('contract:terminate.reason')}
          rows={3}
          maxLength={500}
          onChange={(v) => (reason = v)}
          data-testid="terminate-reason"
        />
      ),
      confirmText: t('contract:actions.terminate'),
      cancelText: t('common:actions.cancel'),
      onConfirm: async () => {
        if (!reason.trim()) {
          Toast.show({ content: t('contract:terminate.reasonRequired') });
          throw new Error('reason required');
        }
        await move({ id: contract.id, status: 'terminated', reason: reason.trim() }).unwrap();
      },
    });
  };
  const buttons: Record<(typeof actions)[number], React.ReactNode> = {
    edit: (
      <Button
        key="edit"
        onClick={() => void navigate(CONTRACT_PATHS.mobile.save(contract.id))}
        data-testid="action-edit"
      >
        {t('contract:actions.edit')}
      </Button>
    ),
    submit: (
      <Button
        key="submit"
        color="primary"
        onClick={() => void ask('submitted', 'submit')}
        data-testid="action-submit"
      >
        {t('contract:actions.submit')}
      </Button>
    ),
    start: (
      <Button
        key="start"
        color="primary"
        onClick={() => void ask('executing', 'start')}
        data-testid="action-start"
      >
        {t('contract:actions.start')}
      </Button>
    ),
    milestone: (
      <Button key="milestone" color="primary" onClick={() => setAdding(true)} data-testid="action-milestone">
        {t('contract:actions.milestone')}
      </Button>
    ),
    complete: (
      <Button
        key="complete"
        color="success"
        onClick={() => void ask('completed', 'complete')}
        data-testid="action-complete"
      >
        {t('contract:actions.complete')}
      </Button>
    ),
    terminate: (
      <Button
        key="terminate"
        color="danger"
        fill="outline"
        onClick={terminate}
        data-testid="action-terminate"
      >
        {t('contract:actions.terminate')}
      </Button>
    ),
    delete: (
      <Button
        key="delete"
        color="danger"
        fill="outline"
        data-testid="action-delete"
        onClick={() =>
          void Dialog.confirm({
            content: t('contract:confirm.delete', { number: contract.number }),
            confirmText: t('common:actions.confirm'),
            cancelText: t('common:actions.cancel'),
            onConfirm: async () => {
              await remove(contract.id).unwrap();
              void navigate(CONTRACT_PATHS.mobile[contract.kind], { replace: true });
            },
          })
        }
      >
        {t('contract:actions.delete')}
      </Button>
    ),
  };

  return (
    <div data-testid="contract-info">
      {contract.partyMismatch && (
        <NoticeBar
          color="error"
          wrap
          className="mct-flag"
          content={`${t('contract:mismatch.title')} ${t('contract:mismatch.text')}`}
          data-testid="mismatch-alert"
        />
      )}
      <div className="mct-card" data-testid="contract-header" data-status={contract.status}>
        <div className="mct-number">{contract.number}</div>
        <div className="mct-sub">{contract.title}</div>
        <div className="mct-tags">
          <MobileStatusTag status={contract.status} />
          <MobileMismatchTag mismatch={contract.partyMismatch} />
          <Tag fill="outline">{t(`contract:role.${contract.role}`)}</Tag>
          {contract.kind === 'company' && (
            <Tag fill="outline">{t(`contract:serviceType.${contract.serviceType}`)}</Tag>
          )}
        </div>
        {contract.status === 'rejected' && contract.rejectReason && (
          <div className="mct-sub" style={{ color: 'var(--adm-color-danger)' }} data-testid="reject-reason">
            {t('contract:rejectReason')}: {contract.rejectReason}
          </div>
        )}
        {contract.status === 'submitted' && <div className="mct-sub">{t('contract:submittedBanner')}</div>}
      </div>
      {actions.length > 0 && (
        <div className="mct-actions" data-testid="contract-actions">
          {actions.map((a) => buttons[a])}
        </div>
      )}

      <div className="mct-card">
        <div className="mct-card-title">{t('contract:form.parties')}</div>
        {(['buyer', 'seller'] as const).map((side) => {
          const party = contract[side];
          return (
            <div
              key={side}
              className={`mct-party${isFlagged(party.check) ? ' mct-party-flagged' : ''}`}
              data-testid={`party-${side}`}
            >
              <div className="mct-row">
                <span>{t(`contract:side.${side}`)}</span>
                <MobileCheckTag check={party.check} />
              </div>
              <div>{party.name}</div>
              <div className="mct-sub">{party.creditCode || '-'}</div>
              {party.check === 'mismatch' && (
                <div className="mct-sub" style={{ color: 'var(--adm-color-danger)' }}>
                  {t('contract:check.registryName')}: {party.registryName}
                </div>
              )}
            </div>
          );
        })}
      </div>

      <div className="mct-card">
        <div className="mct-card-title">{t('contract:form.goods')}</div>
        {contract.lines.map((line, i) => (
          <div className="mct-line" key={i}>
            <div className="mct-line-head">
              <span>{line.name}</span>
              <span className="mct-amount">{money(line.amount)}</span>
            </div>
            <div className="mct-sub">
              {line.spec && `${line.spec} · `}
              {line.quantity} {unitName(line.unit)} × {line.unitPrice}
            </div>
          </div>
        ))}
        <div className="mct-total" data-testid="contract-total-view">
          {f('totalAmount')}: <span className="mct-amount">{money(contract.totalAmount)}</span>
        </div>
      </div>

      <div className="mct-card">
        <div className="mct-card-title">{t('contract:form.terms')}</div>
        <Row label={f('signedAt')}>{contract.signedAt}</Row>
        <Row label={f('incoterms')}>{contract.incoterms}</Row>
        <Row label={f('portOfLoading')}>{contract.portOfLoading}</Row>
        <Row label={f('portOfDischarge')}>{contract.portOfDischarge}</Row>
        <Row label={f('attachments')}>
          {contract.attachments.length > 0 && <MobileAttachmentLinks files={contract.attachments} />}
        </Row>
        <Row label={f('remark')}>{contract.remark}</Row>
      </div>

      {['executing', 'completed', 'terminated'].includes(contract.status) && (
        <div className="mct-card">
          <div className="mct-card-title">{t('contract:timeline.title')}</div>
          <MobileTimeline contract={contract} />
        </div>
      )}
      <MobileDossier contractId={contract.id} />
      {adding && <MilestoneSheet contract={contract} onClose={() => setAdding(false)} />}
    </div>
  );
}

/** The trade dossier on a phone: every step of the trade, oldest first. */
function MobileDossier({ contractId }: { contractId: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useContractDossierQuery(contractId);
  if (!data || data.entries.length === 0) return null;
  const lines = dossierLines(data.entries, t, i18n.language);
  return (
    <div className="mct-card" data-testid="trade-dossier">
      <div className="mct-card-title">{t('contract:dossier.title')}</div>
      <Steps direction="vertical" current={lines.length - 1}>
        {lines.map((line) => (
          <Steps.Step
            key={line.key}
            status={line.tone === 'error' ? 'error' : 'finish'}
            title={<span data-testid={`dossier-${line.kind}`}>{line.title}</span>}
            description={
              <>
                <div className="mct-sub">{line.when}</div>
                {line.details.map((detail) => (
                  <div key={detail}>{detail}</div>
                ))}
                {line.files.length > 0 && <MobileAttachmentLinks files={line.files} />}
              </>
            }
          />
        ))}
      </Steps>
    </div>
  );
}
