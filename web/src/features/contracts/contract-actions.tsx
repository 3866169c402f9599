import { useState } from 'react';
import { App, Button, Space, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/dialog/reason-dialog';
import { useDeleteContractMutation, useMoveContractMutation, type Contract, type StatusMove } from './api';
import { MilestoneDialog } from './milestone-dialog';
import { CONTRACT_PATHS, contractActions, isDelivered } from './rules';

/** Terminating needs a reason (the other party and the back office read it). */
function TerminateDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const { t } = useTranslation();
  const [move, { isLoading }] = useMoveContractMutation();
  return (
    <ReasonDialog
      title={t('contract:terminate.title', { number: contract.number })}
      label={t('contract:terminate.reason')}
      requiredMessage={t('contract:terminate.reasonRequired')}
      okText={t('contract:actions.terminate')}
      loading={isLoading}
      testId="terminate-form"
      onClose={onClose}
      onSubmit={(reason) => move({ id: contract.id, status: 'terminated', reason }).unwrap()}
    />
  );
}

/** The buttons of what the caller may do with the contract now, each asking first where it cannot be undone. */
export function ContractActions({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [move] = useMoveContractMutation();
  const [remove] = useDeleteContractMutation();
  const [adding, setAdding] = useState(false);
  const [terminating, setTerminating] = useState(false);
  const actions = contractActions(contract);
  const paths = CONTRACT_PATHS[contract.kind];

  const confirmMove = (status: StatusMove, key: string) =>
    modal.confirm({
      title: t(`contract:confirm.${key}`, { number: contract.number }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        const moved = await move({ id: contract.id, status }).unwrap();
        if (status === 'submitted' && moved.partyMismatch)
          message.warning(t('contract:form.submittedFlagged'));
        else message.success(t(`contract:moved.${status}`));
      },
    });

  const button = {
    edit: (
      <Button key="edit" onClick={() => void navigate(paths.save(contract.id))} data-testid="action-edit">
        {t('contract:actions.edit')}
      </Button>
    ),
    submit: (
      <Button
        key="submit"
        type="primary"
        onClick={() => confirmMove('submitted', 'submit')}
        data-testid="action-submit"
      >
        {t('contract:actions.submit')}
      </Button>
    ),
    start: (
      <Button
        key="start"
        type="primary"
        onClick={() => confirmMove('executing', 'start')}
        data-testid="action-start"
      >
        {t('contract:actions.start')}
      </Button>
    ),
    milestone: (
      <Button key="milestone" type="primary" onClick={() => setAdding(true)} data-testid="action-milestone">
        {t('contract:actions.milestone')}
      </Button>
    ),
    complete: (
      <Button
        key="complete"
        onClick={() => confirmMove('completed', 'complete')}
        data-testid="action-complete"
      >
        {t('contract:actions.complete')}
      </Button>
    ),
    terminate: (
      <Button key="terminate" danger onClick={() => setTerminating(true)} data-testid="action-terminate">
        {t('contract:actions.terminate')}
      </Button>
    ),
    delete: (
      <Button
        key="delete"
        danger
        data-testid="action-delete"
        onClick={() =>
          modal.confirm({
            title: t('contract:confirm.delete', { number: contract.number }),
            okText: t('common:actions.confirm'),
            okButtonProps: { danger: true },
            cancelText: t('common:actions.cancel'),
            onOk: async () => {
              await remove(contract.id).unwrap();
              void navigate(paths.index);
            },
          })
        }
      >
        {t('contract:actions.delete')}
      </Button>
    ),
  } as const;

  const waitingForDelivery =
    contract.role === 'filer' && contract.status === 'executing' && !isDelivered(contract);
  return (
    <>
      <Space wrap data-testid="contract-actions">
        {actions.map((a) => button[a])}
        {waitingForDelivery && (
          <Tooltip title={t('contract:timeline.completeNeedsDelivery')}>
            <Button disabled>{t('contract:actions.complete')}</Button>
          </Tooltip>
        )}
      </Space>
      {adding && <MilestoneDialog contract={contract} onClose={() => setAdding(false)} />}
      {terminating && <TerminateDialog contract={contract} onClose={() => setTerminating(false)} />}
    </>
  );
}
