import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Steps } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useContractQuery } from './api';
import { ContractActions } from './contract-actions';
import { CONTRACT_PATHS } from './rules';
import { ContractStatusTag, MismatchAlert, PartyCheckTag } from './tags';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '-');

/**
 * The company-contract review view: where the platform's review stands (filed, submitted,
 * approved or rejected with the reason) and what the party check found for each party.
 */
export function ReviewProgress({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data: contract, isLoading, isError } = useContractQuery(id);
  if (isLoading) return <Skeleton active />;
  if (isError || !contract) return <Empty description={t('contract:notFound')} />;
  const { status } = contract;
  const reviewed = !['draft', 'submitted'].includes(status);
  const current = status === 'draft' ? 0 : status === 'submitted' ? 1 : 2;
  return (
    <div data-testid="contract-review">
      <Space style={{ marginBottom: 12 }}>
        <Link to={CONTRACT_PATHS[contract.kind].info(contract.id)}>
          <Button icon={<ArrowLeftOutlined />}>{t('contract:actions.view')}</Button>
        </Link>
      </Space>
      <MismatchAlert contract={contract} />
      <Card title={`${contract.number} · ${contract.title}`} extra={<ContractStatusTag status={status} />}>
        <Steps
          current={current}
          status={status === 'rejected' ? 'error' : reviewed ? 'finish' : 'process'}
          style={{ marginBottom: 24 }}
          items={[
            { title: t('contract:review.filed'), description: when(contract.createdAt) },
            { title: t('contract:review.submitted'), description: when(contract.submittedAt) },
            {
              title: t(status === 'rejected' ? 'contract:review.rejected' : 'contract:review.approved'),
              description: when(contract.reviewedAt),
            },
          ]}
        />
        {status === 'rejected' && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message={`${t('contract:rejectReason')}: ${contract.rejectReason}`}
          />
        )}
        <Descriptions
          bordered
          size="small"
          column={1}
          title={t('contract:review.partyCheck')}
          items={(['buyer', 'seller'] as const).map((side) => ({
            key: side,
            label: t(`contract:side.${side}`),
            children: (
              <Space wrap>
                <span>
                  {contract[side].name} {contract[side].creditCode && `(${contract[side].creditCode})`}
                </span>
                <PartyCheckTag party={contract[side]} />
              </Space>
            ),
          }))}
        />
        <div style={{ marginTop: 16 }}>
          <ContractActions contract={contract} />
        </div>
      </Card>
    </div>
  );
}
