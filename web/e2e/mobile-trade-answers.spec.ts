import { expect, test, type Browser, type Page } from '@playwright/test';
import { snap, PHONE } from './fixtures';
import { adminToken } from './contract-helpers';
import { requireRealStack } from './identity-helpers';
import { approvedItem, post, register, signInByApi, type Member } from './marketplace-helpers';

const LANGS = ['zh-CN', 'en', 'ru'] as const;
type Lang = (typeof LANGS)[number];

const TEXT: Record<Lang, { reply: string; accept: string; confirm: string; accepted: RegExp }> = {
  'zh-CN': { reply: '回复', accept: '接受', confirm: '确定', accepted: /已接受/ },
  en: { reply: 'Reply', accept: 'Accept', confirm: 'OK', accepted: /Accepted/ },
  ru: { reply: 'Ответить', accept: 'Принять', confirm: 'ОК', accepted: /Принято/ },
};

/** A phone (390×844) signed in as `member`, showing `lang`. */
async function phoneOf(browser: Browser, member: Member, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    ...PHONE,
  });
  const page = await context.newPage();
  await signInByApi(page, context.request, member.account, member.password, lang);
  return page;
}

/**
 * Answering on a phone, in each language: the supply's owner replies to an inquiry, the
 * demand's owner accepts a quotation, each from the trade's detail page.
 */
test.describe('answering inquiries and quotations on a phone (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.describe.configure({ timeout: 180_000 });

  for (const lang of LANGS) {
    test(`replies to an inquiry and accepts a quotation (${lang})`, async ({ browser, request }) => {
      const admin = await adminToken(request);
      const seller = await register(request, `黑河粮贸${Date.now().toString(36)}`, 'mta');
      const buyer = await register(request, `远东油脂${Date.now().toString(36)}`, 'mtb');

      const supplyId = await approvedItem(request, seller, admin, 'supply', {
        name: '东北大豆',
        price: 4200,
        categoryId: 'grain',
      });
      const inquiry = await post(
        request,
        '/member.myTrans/inquiry',
        { supplyId, quantity: 20, companyName: buyer.company, email: 'buyer@example.com', country: 'RU' },
        buyer.token,
      );
      const sellerPhone = await phoneOf(browser, seller, lang);
      await sellerPhone.goto(`/mobile/transInfo/${inquiry.id}`);
      const replyBox = sellerPhone.getByTestId('mobile-reply');
      await expect(replyBox).toBeVisible({ timeout: 20_000 });
      const replyText = `${lang}: 现货充足，本周可发 ${Date.now().toString(36)}`;
      await replyBox.locator('textarea').fill(replyText);
      await replyBox.getByRole('button', { name: TEXT[lang].reply }).click();
      await expect(sellerPhone.getByTestId('trade-info')).toContainText(replyText);
      await expect(sellerPhone.getByTestId('mobile-reply')).toHaveCount(0);
      await snap(sellerPhone, `mobile-inquiry-replied-${lang}`);

      const demandId = await approvedItem(request, buyer, admin, 'demand', {
        name: '求购大豆',
        price: 4000,
        categoryId: 'grain',
      });
      const quote = await post(
        request,
        '/member.myTrans/quote',
        { demandId, quantity: 200, unitPrice: 4100.5, currency: 'CNY', companyName: seller.company },
        seller.token,
      );
      const buyerPhone = await phoneOf(browser, buyer, lang);
      await buyerPhone.goto(`/mobile/transInfo/${quote.id}`);
      const decision = buyerPhone.getByTestId('mobile-decision');
      await expect(decision).toBeVisible({ timeout: 20_000 });
      await decision.getByRole('button', { name: TEXT[lang].accept }).click();
      await snap(buyerPhone, `mobile-quote-accept-confirm-${lang}`);
      await buyerPhone.locator('.adm-dialog').getByRole('button', { name: TEXT[lang].confirm }).click();
      await expect(buyerPhone.getByTestId('mobile-decision')).toHaveCount(0);
      await expect(buyerPhone.getByTestId('trade-info')).toContainText(TEXT[lang].accepted);
      await snap(buyerPhone, `mobile-quote-accepted-${lang}`);

      await sellerPhone.context().close();
      await buyerPhone.context().close();
    });
  }
});
