import { App, Button, Descriptions, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import { ReasonDialog } from '@/components/dialog/reason-dialog';
import { hasPermission } from '@/lib/permissions';
import { useAdminContractQuery, useReviewContractMutation } from '../api';
import { ContractSummary } from '../contract-summary';
import { StatusFlow } from '../milestone-timeline';
import { ContractStatusTag, MismatchAlert } from '../tags';

/** A contract row, as much as the review actions need. */
export interface ReviewableContract {
  id: string;
  number: string;
  status: string;
}

export const canReviewContracts = () => hasPermission('member/contract/review');

/** Approve after a confirmation. */
export function useApproveContract() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [review] = useReviewContractMutation();
  return (row: ReviewableContract, done?: () => void) =>
    modal.confirm({
      title: t('admin:contract.confirmApprove', { number: row.number }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        await review({ id: row.id, status: 'approved' }).unwrap();
        done?.();
      },
    });
}

/** Rejecting needs a reason (the member reads it on the contract). */
export function RejectContractDialog({
  row,
  onClose,
  onDone,
}: {
  row: ReviewableContract;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const [review, { isLoading }] = useReviewContractMutation();
  return (
    <ReasonDialog
      title={t('admin:contract.rejectTitle', { number: row.number })}
      label={t('admin:company.reason')}
      requiredMessage={t('admin:company.reasonRequired')}
      okText={t('admin:company.reject')}
      loading={isLoading}
      testId="contract-reject-form"
      onClose={onClose}
      onSubmit={async (reason) => {
        await review({ id: row.id, status: 'rejected', reason }).unwrap();
        onDone?.();
      }}
    />
  );
}

/** The contract as the reviewer reads it: the party-check finding first, then terms, parties and goods. */
export function ContractReviewDialog({
  id,
  onClose,
  onReject,
}: {
  id: string;
  onClose: () => void;
  onReject: (row: ReviewableContract) => void;
}) {
  const { t } = useTranslation();
  const { data } = useAdminContractQuery(id);
  const approve = useApproveContract();
  const pending = data?.status === 'submitted' && canReviewContracts();
  return (
    <Dialog
      open
      width={1000}
      title={t('admin:contract.detail')}
      onClose={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
          {pending && (
            <Button danger onClick={() => onReject(data)} data-testid="contract-detail-reject">
              {t('admin:company.reject')}
            </Button>
          )}
          {pending && (
            <Button
              type="primary"
              onClick={() => approve(data, onClose)}
              data-testid="contract-detail-approve"
            >
              {t('admin:company.approve')}
            </Button>
          )}
        </Space>
      }
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <div data-testid="contract-review-detail">
          <MismatchAlert contract={data} reviewer />
          <Space style={{ marginBottom: 12 }} wrap>
            <ContractStatusTag status={data.status} reason={data.rejectReason || undefined} />
          </Space>
          <div style={{ marginBottom: 16 }}>
            <StatusFlow contract={data} />
          </div>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            style={{ marginBottom: 12 }}
            items={[
              { key: 'member', label: t('admin:company.memberId'), children: data.memberId },
              {
                key: 'submittedAt',
                label: t('admin:contract.submittedAt'),
                children: data.submittedAt ? new Date(data.submittedAt).toLocaleString() : '-',
              },
              {
                key: 'reviewedAt',
                label: t('admin:contract.reviewedAt'),
                children: data.reviewedAt ? new Date(data.reviewedAt).toLocaleString() : '-',
              },
            ]}
          />
          <ContractSummary contract={data} viewer="admin" />
        </div>
      )}
    </Dialog>
  );
}
