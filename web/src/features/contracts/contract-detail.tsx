import { Alert, Button, Card, Empty, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useContractQuery, type Contract } from './api';
import { ContractActions } from './contract-actions';
import { ContractSummary } from './contract-summary';
import { DossierCard } from './dossier-timeline';
import { MilestoneTimeline, StatusFlow } from './milestone-timeline';
import { CONTRACT_PATHS } from './rules';
import { ContractStatusTag, MismatchAlert } from './tags';

/** Number, title, status and role, the status flow, the party-check alert and the actions. */
export function ContractHeader({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  return (
    <Card style={{ marginBottom: 16 }} data-testid="contract-header" data-status={contract.status}>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <Space direction="vertical" size={4}>
          <Space wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {contract.number}
            </Typography.Title>
            <ContractStatusTag status={contract.status} />
            <Tag color={contract.role === 'filer' ? 'geekblue' : 'purple'}>
              {t(`contract:role.${contract.role}`)}
            </Tag>
          </Space>
          <Typography.Text type="secondary">{contract.title}</Typography.Text>
        </Space>
        <ContractActions contract={contract} />
      </Flex>
      <div style={{ marginTop: 16 }}>
        <StatusFlow contract={contract} />
      </div>
      {contract.status === 'rejected' && contract.rejectReason && (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          message={t('contract:rejectedBanner')}
          description={`${t('contract:rejectReason')}: ${contract.rejectReason}`}
          data-testid="reject-reason"
        />
      )}
      {contract.status === 'terminated' && contract.terminateReason && (
        <Alert
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          message={`${t('contract:terminate.reason')}: ${contract.terminateReason}`}
        />
      )}
      {contract.status === 'submitted' && (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          message={t('contract:submittedBanner')}
          data-testid="submitted-banner"
        />
      )}
    </Card>
  );
}

function TimelineCard({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  return (
    <Card title={t('contract:timeline.title')} style={{ marginBottom: 16 }}>
      <MilestoneTimeline contract={contract} />
    </Card>
  );
}

/**
 * A contract for its parties: /memberContract/info/:id and /companyContract/info/:id (terms
 * first), /memberContract/traceDetail?id= (the execution timeline first).
 */
export function ContractDetail({ id, focus }: { id: string; focus: 'info' | 'trace' }) {
  const { t } = useTranslation();
  const { data: contract, isLoading, isError } = useContractQuery(id, { skip: !id });
  if (isLoading) return <Skeleton active />;
  if (isError || !contract)
    return (
      <Card>
        <Empty description={t('contract:notFound')} />
      </Card>
    );
  const back = focus === 'trace' ? CONTRACT_PATHS.trace : CONTRACT_PATHS[contract.kind].index;
  const tracked = ['approved', 'executing', 'completed', 'terminated'].includes(contract.status);
  return (
    <div data-testid={`contract-${focus}`}>
      <Space style={{ marginBottom: 12 }}>
        <Link to={back}>
          <Button icon={<ArrowLeftOutlined />}>{t('contract:actions.back')}</Button>
        </Link>
        {focus === 'info' && tracked && (
          <Link to={CONTRACT_PATHS.traceDetail(contract.id)}>
            <Button icon={<NodeIndexOutlined />}>{t('contract:actions.trace')}</Button>
          </Link>
        )}
        {focus === 'trace' && (
          <Link to={CONTRACT_PATHS[contract.kind].info(contract.id)}>
            <Button>{t('contract:actions.view')}</Button>
          </Link>
        )}
        {contract.kind === 'company' && focus === 'info' && (
          <Link to={CONTRACT_PATHS.review(contract.id)}>
            <Button>{t('contract:review.title')}</Button>
          </Link>
        )}
      </Space>
      <MismatchAlert contract={contract} />
      <ContractHeader contract={contract} />
      {focus === 'trace' && <TimelineCard contract={contract} />}
      <Card title={t('contract:detailTitle')} style={{ marginBottom: 16 }}>
        <ContractSummary contract={contract} viewer="member" />
      </Card>
      {focus === 'info' && tracked && <TimelineCard contract={contract} />}
      <DossierCard contractId={contract.id} />
    </div>
  );
}
