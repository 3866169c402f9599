import { simpleParser } from 'mailparser';
import { waitFor } from '@trade/service-kit/testing';
import {
  adminToken,
  call,
  demandForm,
  registerMember,
  startMarketplaceStack,
  supplyForm,
  type MarketplaceStack,
  type Member,
} from './marketplace-stack';

/**
 * E-mails about an item come in the language its owner used when posting it (the
 * request's `lang` header, carried in the events), whoever caused them; in-app
 * notifications are rendered in the reader's language on every read.
 */
describe('e-mails in the language of the member', () => {
  let stack: MarketplaceStack;
  let admin: string;
  let en: Member;
  let ru: Member;
  let supplyId: string;
  let demandId: string;
  const address = (member: Member) => `owner-${member.memberId}@example.com`;

  /** The decoded e-mails the sink received for `to` whose subject is `subject`. */
  async function mailTo(to: string, subject: string) {
    return waitFor(
      async () => {
        for (const mail of stack.smtp.mails.filter((m) => m.to.includes(to))) {
          const parsed = await simpleParser(mail.raw);
          if (parsed.subject === subject) return parsed;
        }
        return undefined;
      },
      30000,
      `the e-mail "${subject}" to ${to}`,
    );
  }

  beforeAll(async () => {
    stack = await startMarketplaceStack();
    admin = await adminToken(stack.api);
    en = await registerMember(stack.api, stack.redis, 'Amur Timber Ltd');
    ru = await registerMember(stack.api, stack.redis, 'ООО Дальний Восток');

    const supply = await call(stack.api, '/home/member.Supply/add', {
      body: supplyForm({ name: 'Siberian pine logs', email: address(en), gallery: en.gallery }),
      token: en.token,
      lang: 'en',
    });
    expect(supply.status).toBe(200);
    supplyId = supply.body.data.id;
    const demand = await call(stack.api, '/home/member.Demand/add', {
      body: demandForm({ name: 'Соевое масло', email: address(ru) }),
      token: ru.token,
      lang: 'ru',
    });
    expect(demand.status).toBe(200);
    demandId = demand.body.data.id;
    for (const [kind, id] of [
      ['supply', supplyId],
      ['demand', demandId],
    ] as const) {
      // The admin works in Chinese: that must not decide the owners' language.
      const audited = await call(stack.api, `/admin/product.${kind}/audit`, {
        body: { id, auditStatus: 'approved' },
        token: admin,
        lang: 'zh-cn',
      });
      expect(audited.status).toBe(200);
    }
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('tells an English-speaking member in English that the supply was approved', async () => {
    const mail = await mailTo(address(en), 'Supply approved');
    expect(mail.text).toContain('Your supply "Siberian pine logs" was approved and is now listed.');
    expect(mail.text).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('tells a Russian-speaking member in Russian that the demand was approved', async () => {
    const mail = await mailTo(address(ru), 'Запрос одобрен');
    expect(mail.text).toContain('Ваш запрос «Соевое масло» одобрен и опубликован.');
    expect(mail.text).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it("writes inquiry and quote e-mails in the recipient's language, not the sender's", async () => {
    const inquiry = await call(stack.api, '/member.myTrans/inquiry', {
      body: { supplyId, quantity: 120, companyName: ru.companyName, email: 'ru@example.com', country: 'RU' },
      token: ru.token,
      lang: 'ru',
    });
    expect(inquiry.status).toBe(200);
    const quote = await call(stack.api, '/member.myTrans/quote', {
      body: { demandId, quantity: 200, unitPrice: 1150, currency: 'USD', companyName: en.companyName },
      token: en.token,
      lang: 'en',
    });
    expect(quote.status).toBe(200);

    const toEn = await mailTo(address(en), 'New inquiry');
    expect(toEn.text).toContain(
      'ООО Дальний Восток sent an inquiry on your supply "Siberian pine logs": 120 t.',
    );
    const toRu = await mailTo(address(ru), 'Новое предложение');
    expect(toRu.text).toContain(
      'Amur Timber Ltd предлагает по вашему запросу «Соевое масло»: 200 × 1150 USD.',
    );
  });

  it('renders the same in-app notification in whatever language the reader asks for', async () => {
    const notice = await waitFor(
      async () => {
        const res = await call(stack.api, '/home/member.Notice/page', {
          body: {},
          token: en.token,
          lang: 'en',
        });
        return res.body.data.rows.find((n: { kind: string }) => n.kind === 'inquiry.created');
      },
      30000,
      'the inquiry notification',
    );
    expect(notice.title).toBe('New inquiry');
    const inRussian = await call(stack.api, '/home/member.Notice/page', {
      body: {},
      token: en.token,
      lang: 'ru',
    });
    expect(inRussian.body.data.rows.find((n: { id: string }) => n.id === notice.id)).toMatchObject({
      title: 'Новый запрос',
      content: 'ООО Дальний Восток запрашивает ваш товар «Siberian pine logs»: 120 т.',
    });
  });
});
