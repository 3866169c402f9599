import { Card, Col, Descriptions, Row, Space, Table, Tag, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Contract, Party } from './api';
import { AttachmentLinks } from './attachments-field';
import { Money } from './money-text';
import { isFlagged } from './rules';
import { PartyCheckTag } from './tags';
import { useUnits } from '@/components/dict-select/use-units';

type Line = Contract['lines'][number];

/** One party: name, code, whether it is a member, and the registry's word on it. */
function PartyCard({ side, party, mine }: { side: 'buyer' | 'seller'; party: Party; mine: boolean }) {
  const { t } = useTranslation();
  const flagged = isFlagged(party.check);
  return (
    <Card
      size="small"
      title={t(`contract:side.${side}`)}
      extra={<PartyCheckTag party={party} />}
      style={flagged ? { borderColor: '#ff4d4f', background: '#fff2f0' } : undefined}
      data-testid={`party-${side}`}
    >
      <Space direction="vertical" size={2}>
        <Space wrap>
          <Typography.Text strong>{party.name}</Typography.Text>
          {mine && <Tag color="geekblue">{t('contract:form.ownCompany')}</Tag>}
          {party.isMember && !mine && (
            <Tag color="purple" icon={<TeamOutlined />}>
              {t('contract:isMember')}
            </Tag>
          )}
        </Space>
        <Typography.Text type="secondary">{party.creditCode || '-'}</Typography.Text>
        {party.check === 'mismatch' && (
          <Typography.Text type="danger" data-testid={`registry-name-${side}`}>
            {t('contract:check.registryName')}: {party.registryName}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}

/** The goods lines, read only, with the total under them. */
export function LinesTable({ contract }: { contract: Pick<Contract, 'lines' | 'currency' | 'totalAmount'> }) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const l = (k: string) => t(`contract:line.${k}`);
  return (
    <Table<Line>
      size="small"
      bordered
      rowKey={(_r, i) => String(i)}
      dataSource={contract.lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="contract-lines-view"
      columns={[
        { key: 'i', title: '#', width: 40, render: (_v, _r, i) => i + 1 },
        { key: 'name', title: l('name'), dataIndex: 'name' },
        { key: 'spec', title: l('spec'), dataIndex: 'spec', render: (v: string) => v || '-' },
        { key: 'quantity', title: l('quantity'), dataIndex: 'quantity', align: 'right' },
        {
          key: 'unit',
          title: l('unit'),
          dataIndex: 'unit',
          render: (v: string) => unitName(v),
        },
        { key: 'unitPrice', title: l('unitPrice'), dataIndex: 'unitPrice', align: 'right' },
        {
          key: 'amount',
          title: l('amount'),
          align: 'right',
          render: (_v, r) => <Money amount={r.amount} currency={contract.currency} />,
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={6} align="right">
            <Typography.Text strong>{t('contract:fields.totalAmount')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <Typography.Text strong data-testid="contract-total-view">
              <Money amount={contract.totalAmount} currency={contract.currency} />
            </Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

/** The contract's terms, parties and goods, as the member and the reviewing admin read them. */
export function ContractSummary({ contract, viewer }: { contract: Contract; viewer: 'member' | 'admin' }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`contract:fields.${k}`);
  const mine = (side: 'buyer' | 'seller') =>
    viewer === 'member' && (contract.role === 'filer' ? contract.side === side : contract.side !== side);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'number', label: f('number'), children: contract.number },
          { key: 'title', label: f('title'), children: contract.title },
          {
            key: 'kind',
            label: f('kind'),
            children:
              contract.kind === 'company'
                ? `${t('contract:kind.company')} · ${t(`contract:serviceType.${contract.serviceType}`)}`
                : t('contract:kind.member'),
          },
          { key: 'signedAt', label: f('signedAt'), children: contract.signedAt || '-' },
          { key: 'incoterms', label: f('incoterms'), children: contract.incoterms || '-' },
          {
            key: 'total',
            label: f('totalAmount'),
            children: <Money amount={contract.totalAmount} currency={contract.currency} />,
          },
          { key: 'portOfLoading', label: f('portOfLoading'), children: contract.portOfLoading || '-' },
          { key: 'portOfDischarge', label: f('portOfDischarge'), children: contract.portOfDischarge || '-' },
          {
            key: 'attachments',
            label: f('attachments'),
            children: <AttachmentLinks files={contract.attachments} />,
          },
          { key: 'remark', label: f('remark'), children: contract.remark || '-', span: 'filled' },
        ]}
      />
      <Row gutter={16}>
        {(['buyer', 'seller'] as const).map((side) => (
          <Col xs={24} md={12} key={side} style={{ marginBottom: 8 }}>
            <PartyCard side={side} party={contract[side]} mine={mine(side)} />
          </Col>
        ))}
      </Row>
      <LinesTable contract={contract} />
    </Space>
  );
}
