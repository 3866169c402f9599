import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  CONTRACT_COMPANIES,
  adminToken,
  companyMember,
  fileContract,
  line,
  moveContract,
  recordMilestone,
  reviewContract,
  stamp,
  uploadFile,
} from './contract-helpers';
import { gradientPng } from './files-helpers';
import { snap, PHONE } from './fixtures';
import { ADMIN, requireRealStack } from './identity-helpers';
import { signInByApi, type Member } from './marketplace-helpers';

/**
 * Every contract screen in zh-CN, en and ru, desktop, phone and back office, on contracts
 * in each state (a draft, one under review with the party check's flag, one in progress
 * with milestones and a waybill, a rejected and an approved service contract), filed through
 * the API.
 */

const LOADED = { timeout: 30_000 };
const LANGS = ['zh-CN', 'en', 'ru'] as const;
type Lang = (typeof LANGS)[number];
const HEIHE = { name: '黑河中俄农产品贸易有限公司', creditCode: '91231181MA1BT0003H' };

interface Seeded {
  member: Member;
  executing: string;
  flagged: string;
  draft: string;
  rejectedService: string;
}

async function seed(request: Parameters<typeof adminToken>[0]): Promise<Seeded> {
  const admin = await adminToken(request);
  const member = await companyMember(request, CONTRACT_COMPANIES.hulin, 'ctrs');
  const n = stamp();
  const executing = await fileContract(request, member, {
    number: `HL-${n}-01`,
    title: '非转基因大豆进口合同',
    side: 'buyer',
    seller: HEIHE,
    currency: 'CNY',
    lines: [
      line('非转基因大豆', '500', 'ton', '4080', '一级，水分≤13%'),
      line('编织袋', '10000', 'piece', '1.2'),
    ],
    incoterms: 'DAP',
    portOfLoading: '布拉戈维申斯克',
    portOfDischarge: '黑河',
    signedAt: '2025-03-01',
    remark: '分两批交货',
  });
  await moveContract(request, member, executing, 'submitted');
  await reviewContract(request, admin, executing, 'approved');
  await moveContract(request, member, executing, 'executing');
  await recordMilestone(request, member, executing, 'deposit_paid', '2025-03-05', '定金 30% 已付');
  const waybill = await uploadFile(request, member, {
    name: '铁路运单 CN-2025-0320.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await recordMilestone(request, member, executing, 'shipped', '2025-03-20', '第一批 250 吨铁路发运', [
    waybill,
  ]);

  const flagged = await fileContract(request, member, {
    number: `HL-${n}-02`,
    title: '原木出口合同',
    side: 'seller',
    buyer: { name: '黑河某农产品公司', creditCode: HEIHE.creditCode },
    currency: 'USD',
    lines: [line('樟子松原木', '80', 'ton', '310')],
    incoterms: 'FCA',
    portOfLoading: '虎林',
    portOfDischarge: '哈巴罗夫斯克',
    signedAt: '2025-04-02',
  });
  await moveContract(request, member, flagged, 'submitted');

  const draft = await fileContract(request, member, {
    number: `HL-${n}-03`,
    title: '大米出口合同（草稿）',
    side: 'seller',
    buyer: { name: 'Дальневосточная торговая компания', creditCode: '' },
    currency: 'RUB',
    lines: [line('东北大米', '20', 'ton', '61000.5', '五常稻花香'), line('包装', '800', 'box', '95')],
    incoterms: 'CPT',
  });

  const rejectedService = await fileContract(request, member, {
    kind: 'company',
    serviceType: 'customs',
    number: `SV-${n}-01`,
    title: '报关代理服务合同',
    seller: { name: '跨境贸易服务平台', creditCode: '' },
    currency: 'CNY',
    lines: [line('报关服务', '12', 'unit', '800')],
    signedAt: '2025-02-10',
  });
  await moveContract(request, member, rejectedService, 'submitted');
  await reviewContract(request, admin, rejectedService, 'rejected', '请补充委托报关协议原件扫描件');

  const approvedService = await fileContract(request, member, {
    kind: 'company',
    serviceType: 'warehousing',
    number: `SV-${n}-02`,
    title: '保税仓储服务合同',
    seller: { name: '跨境贸易服务平台', creditCode: '' },
    currency: 'CNY',
    lines: [line('仓储（月）', '6', 'unit', '12000')],
  });
  await moveContract(request, member, approvedService, 'submitted');
  await reviewContract(request, admin, approvedService, 'approved');
  return { member, executing, flagged, draft, rejectedService };
}

/** Opens `path` and waits for `testId`; no placeholder, no error notice. */
async function shot(page: Page, path: string, testId: string, name: string) {
  await page.goto(path);
  await expect(page.getByTestId(testId).first()).toBeVisible(LOADED);
  await expect(page.getByText('页面正在建设中')).toHaveCount(0);
  await expect(page.locator('.ant-notification-notice-error')).toHaveCount(0);
  await snap(page, name);
}

async function desktop(browser: Browser, member: Member, lang: Lang) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInByApi(page, context.request, member.account, member.password, lang);
  return { context, page };
}

test.describe('contract screens in three languages (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(360_000);
  let data: Seeded;
  test.beforeAll(async ({ request }) => {
    data = await seed(request);
  });

  for (const lang of LANGS)
    test(`desktop, phone and back office in ${lang}`, async ({ browser }) => {
      const { context, page } = await desktop(browser, data.member, lang);
      await shot(page, '/memberContract/index', 'contract-totals', `contract-index-${lang}`);
      await expect(page.getByTestId('mismatch-flag')).toHaveCount(1);
      await shot(page, `/memberContract/save/${data.draft}`, 'contract-lines', `contract-save-${lang}`);
      await expect(page.getByTestId('contract-total')).toContainText('RUB');
      await shot(page, `/memberContract/info/${data.flagged}`, 'mismatch-alert', `contract-info-${lang}`);
      await shot(page, '/memberContract/trace', 'contract-totals', `contract-trace-${lang}`);
      await shot(
        page,
        `/memberContract/traceDetail?id=${data.executing}`,
        'milestone-timeline',
        `contract-trace-detail-${lang}`,
      );
      await expect(page.getByTestId('milestone-customs_declared')).toHaveAttribute('data-state', 'next');
      await page.getByTestId('action-milestone').click();
      await expect(page.getByTestId('milestone-form')).toBeVisible();
      await snap(page, `contract-milestone-dialog-${lang}`);
      await page.keyboard.press('Escape');
      await shot(page, '/companyContract/index', 'contract-totals', `contract-company-index-${lang}`);
      await shot(page, '/companyContract/save/0', 'service-type', `contract-company-save-${lang}`);
      await shot(
        page,
        `/companyContract/info/${data.rejectedService}`,
        'reject-reason',
        `contract-company-info-${lang}`,
      );
      await shot(
        page,
        `/companyContract/review/${data.rejectedService}`,
        'contract-review',
        `contract-company-review-${lang}`,
      );
      await page.goto('/memberContract/index');
      await page.getByTestId('contract-from-quote').click();
      await expect(page.getByTestId('quote-picker')).toBeVisible(LOADED);
      await snap(page, `contract-quote-picker-${lang}`);
      await context.close();

      const phone = await browser.newContext({
        ...PHONE,
      });
      const mobile = await phone.newPage();
      await signInByApi(mobile, phone.request, data.member.account, data.member.password, lang);
      await shot(
        mobile,
        '/mobile/member/memberContract',
        'mobile-contracts-member',
        `contract-mobile-index-${lang}`,
      );
      await shot(
        mobile,
        '/mobile/member/companyContract',
        'mobile-contracts-company',
        `contract-mobile-company-${lang}`,
      );
      await shot(
        mobile,
        `/mobile/member/memberContract/save/${data.draft}`,
        'contract-lines',
        `contract-mobile-save-${lang}`,
      );
      await shot(
        mobile,
        `/mobile/member/memberContract/info/${data.executing}`,
        'milestone-timeline',
        `contract-mobile-info-${lang}`,
      );
      await expect(
        mobile.getByTestId('milestone-timeline').getByRole('link', { name: '铁路运单 CN-2025-0320.pdf' }),
      ).toBeVisible();
      // The milestone sheet with a photo taken on the phone, not saved: every language's
      // run finds the contract where the seed left it.
      await mobile.getByTestId('action-milestone').click();
      const sheet = mobile.getByTestId('milestone-form');
      await sheet.getByTestId('attachment-input').setInputFiles({
        name: '报关单.png',
        mimeType: 'image/png',
        buffer: gradientPng(120, 80),
      });
      await expect(sheet.getByTestId('attachment')).toContainText('报关单.png', LOADED);
      await snap(mobile, `contract-mobile-milestone-${lang}`);
      await shot(
        mobile,
        `/mobile/member/memberContract/info/${data.flagged}`,
        'mismatch-alert',
        `contract-mobile-info-flagged-${lang}`,
      );
      await phone.close();

      const back = await browser.newContext({ viewport: { width: 1600, height: 900 } });
      const admin = await back.newPage();
      await signInByApi(admin, back.request, ADMIN.username, ADMIN.password, lang);
      await shot(admin, '/admin/member/contract', 'data-table-member-contract', `contract-admin-${lang}`);
      await admin.getByTestId(`detail-${data.flagged}`).click(LOADED);
      await expect(admin.getByTestId('mismatch-alert')).toBeVisible(LOADED);
      await snap(admin, `contract-admin-detail-${lang}`);
      await back.close();
    });
});
