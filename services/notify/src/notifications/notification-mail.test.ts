import type { JobData, Lang, TradeEvent } from '@trade/contracts';
import { newEvent } from '@trade/service-kit';
import type { MailQueue } from '../mail/mail-queue';
import { NotificationProcessor } from './notification-consumer';
import type { NotificationModel } from './notification.model';
import { renderMail } from './notification-text';

/** A processor whose notifications and mail queue only record what they are given. */
function processor() {
  const mails: Array<{ jobId: string; mail: JobData<'email.send'> }> = [];
  const notifications = { updateOne: async () => ({}) } as unknown as NotificationModel;
  const queue = {
    send: async (jobId: string, mail: JobData<'email.send'>) => void mails.push({ jobId, mail }),
  };
  return { mails, processor: new NotificationProcessor(notifications, queue as unknown as MailQueue) };
}

/** An inquiry event as catalog records it, checked against the event catalogue. */
const inquiry = (ownerLang?: Lang): TradeEvent<'trade.inquiry.created'> => ({
  ...newEvent('catalog', 'trade.inquiry.created', 'inq-1', {
    id: 'inq-1',
    supplyId: 's-1',
    productName: '东北大豆',
    ownerMemberId: 'm-1',
    ownerEmail: 'owner@example.com',
    ...(ownerLang ? { ownerLang } : {}),
    fromMemberId: 'm-2',
    quantity: 120,
    unit: 'ton',
    companyName: 'Amur Trading',
    email: 'b@example.com',
    country: 'RU',
  }),
  id: 'evt-1',
});

/** The same event as it may arrive from Kafka, from a producer that wrote a language we do not know. */
function inquiryInUnknownLanguage(): TradeEvent<'trade.inquiry.created'> {
  const event = inquiry();
  return JSON.parse(JSON.stringify({ ...event, data: { ...event.data, ownerLang: 'de' } }));
}

describe('notification e-mails', () => {
  it('come in the language the recipient posted the item in', async () => {
    for (const [lang, subject, text] of [
      ['en', 'New inquiry', 'Amur Trading sent an inquiry on your supply "东北大豆": 120 t.'],
      ['ru', 'Новый запрос', 'Amur Trading запрашивает ваш товар «东北大豆»: 120 т.'],
      ['zh-cn', '收到新的询价', 'Amur Trading 对您的供应产品「东北大豆」询价，数量 120 吨。'],
    ] as const) {
      const { mails, processor: p } = processor();
      await p.inquiryCreated(inquiry(lang));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.jobId).toBe('evt-1');
      expect(mails[0]!.mail).toMatchObject({ to: 'owner@example.com', subject });
      expect(mails[0]!.mail.text.startsWith(`${text}\n\n`)).toBe(true);
    }
  });

  it('fall back to zh-cn for an event without a language (older events) or an unknown one', async () => {
    for (const event of [inquiry(), inquiryInUnknownLanguage()]) {
      const { mails, processor: p } = processor();
      await p.inquiryCreated(event);
      expect(mails[0]!.mail.subject).toBe('收到新的询价');
    }
  });

  it('end with a line in the same language and carry no other language', () => {
    const en = renderMail('supply.rejected', { product: 'Pine logs', reason: 'blurry photos' }, 'en');
    expect(en.subject).toBe('Supply rejected');
    expect(en.text).toContain('Your supply "Pine logs" was rejected: blurry photos');
    expect(en.text).toContain('please do not reply');
    expect(en.text).not.toMatch(/[\u4e00-\u9fff\u0400-\u04ff]/);
    const ru = renderMail('demand.approved', { product: 'Соя' }, 'ru');
    expect(ru.subject).toBe('Запрос одобрен');
    expect(ru.text).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
