import type { EventData, TradeEvent } from '@trade/contracts';
import { newEvent } from '@trade/service-kit';
import type { MailQueue } from '../mail/mail-queue';
import { NotificationProcessor } from './notification-consumer';
import type { NotificationModel } from './notification.model';
import { renderNotification } from './notification-text';

/** A processor that records the notifications it writes and the mails it queues. */
function processor() {
  const notices: Array<{ id: string; set: Record<string, unknown> }> = [];
  const mails: unknown[] = [];
  const notifications = {
    updateOne: async (filter: { _id: string }, update: { $setOnInsert: Record<string, unknown> }) =>
      void notices.push({ id: filter._id, set: update.$setOnInsert }),
  } as unknown as NotificationModel;
  const queue = { send: async (...args: unknown[]) => void mails.push(args) } as unknown as MailQueue;
  return { notices, mails, processor: new NotificationProcessor(notifications, queue) };
}

const contract = {
  id: 'c-1',
  memberId: 'buyer-m',
  kind: 'member' as const,
  serviceType: '',
  number: 'HT-2025-001',
  title: '大豆采购合同',
  status: 'executing' as const,
  buyer: {
    memberId: 'buyer-m',
    name: '漠河边贸有限公司',
    creditCode: '91232700MA1BT0001C',
    check: 'match' as const,
  },
  seller: { memberId: 'seller-m', name: '同江口岸贸易有限公司', creditCode: '', check: 'unchecked' as const },
  currency: 'CNY',
  totalAmount: '820100.00',
  quoteId: '',
  partyMismatch: false,
  version: 5,
  changedBy: 'acc-1',
};

const milestone = (
  over: Partial<EventData<'trade.contract.milestone-added'>> = {},
): TradeEvent<'trade.contract.milestone-added'> => ({
  ...newEvent('member', 'trade.contract.milestone-added', 'c-1', {
    ...contract,
    milestone: {
      id: 'ms-1',
      milestone: 'shipped',
      date: '2025-04-02',
      note: '',
      attachments: 0,
      byMemberId: 'seller-m',
    },
    notifyMemberId: 'buyer-m',
    ...over,
  }),
  id: 'evt-ms-1',
});

describe('contract notifications', () => {
  it('tells the other party member of a milestone, in-app, keyed by the event', async () => {
    const { notices, mails, processor: p } = processor();
    await p.contractMilestone(milestone());
    expect(notices).toEqual([
      {
        id: 'evt-ms-1',
        set: expect.objectContaining({
          memberId: 'buyer-m',
          kind: 'contract.milestone',
          subjectId: 'c-1',
          params: {
            title: '大豆采购合同',
            number: 'HT-2025-001',
            company: '同江口岸贸易有限公司',
            milestone: 'shipped',
            date: '2025-04-02',
          },
        }),
      },
    ]);
    expect(mails).toEqual([]);
  });

  it('tells nobody when the other party is not a member', async () => {
    const { notices, processor: p } = processor();
    await p.contractMilestone(milestone({ notifyMemberId: '' }));
    expect(notices).toEqual([]);
  });

  it('names the milestone in the reader’s language', () => {
    const params = {
      title: '大豆采购合同',
      number: 'HT-2025-001',
      company: '同江口岸贸易有限公司',
      milestone: 'customs_declared',
      date: '2025-04-03',
    };
    expect(renderNotification('contract.milestone', params, 'zh-cn').content).toBe(
      '合同「大豆采购合同」（HT-2025-001）：同江口岸贸易有限公司 登记了执行节点「已报关」，日期 2025-04-03。',
    );
    expect(renderNotification('contract.milestone', params, 'en').content).toContain(
      'recorded the milestone "customs declared" on 2025-04-03',
    );
    expect(renderNotification('contract.milestone', params, 'ru').content).toContain('«задекларировано»');
  });

  it('tells the filing member of a review and of a party the registry does not confirm', async () => {
    const { notices, processor: p } = processor();
    await p.contractReviewed({
      ...newEvent('member', 'trade.contract.reviewed', 'c-1', {
        ...contract,
        status: 'rejected',
        from: 'submitted',
        reason: '缺少附件',
      }),
      id: 'evt-r',
    });
    await p.contractSubmitted({
      ...newEvent('member', 'trade.contract.submitted', 'c-1', {
        ...contract,
        status: 'submitted',
        from: 'draft',
        partyMismatch: true,
        seller: { ...contract.seller, creditCode: '91230881MA1BT00026', check: 'mismatch' },
      }),
      id: 'evt-s',
    });
    await p.contractSubmitted({
      ...newEvent('member', 'trade.contract.submitted', 'c-1', {
        ...contract,
        status: 'submitted',
        from: 'draft',
      }),
      id: 'evt-s2',
    });
    expect(notices.map((n) => [n.id, n.set.kind, n.set.memberId, n.set.params])).toEqual([
      [
        'evt-r',
        'contract.rejected',
        'buyer-m',
        { title: '大豆采购合同', number: 'HT-2025-001', reason: '缺少附件' },
      ],
      [
        'evt-s',
        'contract.party-mismatch',
        'buyer-m',
        { title: '大豆采购合同', number: 'HT-2025-001', party: '同江口岸贸易有限公司' },
      ],
    ]);
  });
});
