import type { CloudEvent, EventData, GuestbookType } from '@trade/contracts';
import type { MailQueue } from '../mail/mail-queue';
import type { GuestbookModel } from './guestbook.model';

/** The form each entry type is, as operations call it (their mail is in Chinese). */
const TYPE_NAMES: Record<GuestbookType, string> = {
  message: '留言',
  logistics: '物流咨询',
  service: '服务咨询',
  report: '可行性报告申请',
  promotion: '推广服务申请',
};

/** The entry's fields in the order the forms show them, with their Chinese labels. */
const LABELS = [
  ['name', '姓名'],
  ['company', '公司名称'],
  ['contact', '联系人'],
  ['phone', '手机号码'],
  ['email', '邮箱'],
  ['country', '国家'],
  ['departurePort', '起运港'],
  ['destinationPort', '目的港'],
  ['content', '备注'],
  ['source', '来源页面'],
] as const;

/**
 * E-mails each new guestbook entry to the operations address. It runs on the entry's
 * `trade.guestbook.created` event, so an entry stored is an entry mailed even if Redis was
 * down at the time; the mail job's id is the event's, so a redelivery sends nothing twice.
 * The event carries no phone or e-mail: they are read here, from notify's own store.
 */
export class OperationsMail {
  constructor(
    private readonly messages: GuestbookModel,
    private readonly mail: MailQueue,
    private readonly to: string,
  ) {}

  async entryCreated(event: CloudEvent<string, EventData<'trade.guestbook.created'>>): Promise<void> {
    const entry = await this.messages.findOne({ _id: event.data.id, deletedAt: null }).lean();
    if (!entry) return; // deleted before it was mailed: its details are gone, as they should be
    const kind = TYPE_NAMES[entry.type ?? 'message'];
    const lines = LABELS.flatMap(([field, label]) => {
      const value = entry[field];
      if (!value) return [];
      const shown = field === 'phone' && !entry.phoneVerified ? `${value}（未验证）` : value;
      return [`${label}：${shown}`];
    });
    if (entry.memberId) lines.push(`会员编号：${entry.memberId}`);
    await this.mail.send(event.id, {
      to: this.to,
      subject: `【${kind}】${entry.company || entry.name}`,
      text: [`${kind}（${event.time}）`, '', ...lines].join('\n'),
    });
  }
}
