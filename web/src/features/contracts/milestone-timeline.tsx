import { Empty, Space, Steps, Tag, Timeline, Typography } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Contract } from './api';
import { AttachmentLinks } from './attachments-field';
import { milestoneTrack, statusSteps } from './rules';

/** Where the contract is on draft → submitted → approved → executing → completed. */
export function StatusFlow({ contract }: { contract: Pick<Contract, 'status'> }) {
  const { t } = useTranslation();
  const { steps, current, failed } = statusSteps(contract.status);
  return (
    <Steps
      size="small"
      current={current}
      status={failed ? 'error' : contract.status === 'completed' ? 'finish' : 'process'}
      items={steps.map((s) => ({ title: t(`contract:status.${s}`) }))}
      data-testid="status-flow"
    />
  );
}

/**
 * The execution timeline: every milestone in its order, the recorded ones with date, note,
 * attachments and who recorded them, the next one marked, the skipped ones greyed.
 */
export function MilestoneTimeline({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const track = milestoneTrack(contract);
  const lastRecorded = track.reduce((last, m, i) => (m.record ? i : last), -1);
  if (contract.status !== 'executing' && contract.milestones.length === 0)
    return <Empty description={t('contract:timeline.notStarted')} />;
  return (
    <Timeline
      data-testid="milestone-timeline"
      items={track.map(({ milestone, record, next }, i) => {
        const skipped = !record && i < lastRecorded;
        const title = t(`contract:milestone.${milestone}`);
        if (record)
          return {
            color: 'green',
            dot: <CheckCircleFilled style={{ fontSize: 16 }} />,
            children: (
              <div data-testid={`milestone-${milestone}`} data-state="done">
                <Space wrap>
                  <Typography.Text strong>{title}</Typography.Text>
                  <Typography.Text>{record.date}</Typography.Text>
                  <Tag>{t(`contract:timeline.${record.byMe ? 'byUs' : 'byThem'}`)}</Tag>
                </Space>
                {record.note && <div style={{ color: 'rgba(0,0,0,0.65)' }}>{record.note}</div>}
                {record.attachments.length > 0 && <AttachmentLinks files={record.attachments} />}
              </div>
            ),
          };
        return {
          color: next ? 'blue' : 'gray',
          dot: skipped ? <MinusCircleOutlined /> : next ? <ClockCircleOutlined /> : undefined,
          children: (
            <div
              data-testid={`milestone-${milestone}`}
              data-state={skipped ? 'skipped' : next ? 'next' : 'open'}
            >
              <Typography.Text type={next ? undefined : 'secondary'}>{title}</Typography.Text>
              {skipped && <Tag style={{ marginLeft: 8 }}>{t('contract:timeline.skipped')}</Tag>}
              {next && (
                <Tag color="blue" style={{ marginLeft: 8 }}>
                  {t('contract:timeline.next')}
                </Tag>
              )}
            </div>
          ),
        };
      })}
    />
  );
}
