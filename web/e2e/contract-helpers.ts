import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freeCreditCode } from './company-helpers';
import { pickInSelect } from './fixtures';
import { ADMIN } from './identity-helpers';
import { approvedItem, post, register, type Member } from './marketplace-helpers';

/**
 * Companies of the member service's local registry that only the contract browser tests
 * claim (services/member/src/registry/local-registry.ts), so freeing one never takes a
 * profile from another test.
 */
export const CONTRACT_COMPANIES = {
  suifenhe: { name: '绥芬河口岸木业有限公司', creditCode: '91231085MA1BT0005C' },
  dongning: { name: '东宁远东粮油进出口有限公司', creditCode: '91231024MA1BT00064' },
  fuyuan: { name: '抚远黑瞎子岛商贸有限公司', creditCode: '91230833MA1BT00075' },
  hulin: { name: '虎林兴凯湖国际贸易有限公司', creditCode: '91230381MA1BT0008Y' },
} as const;
export type ContractCompany = (typeof CONTRACT_COMPANIES)[keyof typeof CONTRACT_COMPANIES];

/** A short stamp that keeps contract numbers apart between runs. */
export const stamp = () => Date.now().toString(36).slice(-5).toUpperCase();

/** A member whose company profile is the registry's company (verified), made through the API. */
export async function companyMember(
  request: APIRequestContext,
  company: ContractCompany,
  prefix: string,
): Promise<Member> {
  await freeCreditCode(company.creditCode);
  const member = await register(request, company.name, prefix);
  const saved = await post(
    request,
    '/member.memberInfo/add',
    { name: company.name, creditCode: company.creditCode, contact: '王经理', phone: '13900001111' },
    member.token,
  );
  expect(saved.verified).toBe(true);
  return member;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await post(request, '/login/login', { account: ADMIN.username, password: ADMIN.password }))
    .accessToken as string;
}

/**
 * A quotation `seller` sent on a demand of `buyer` that `buyer` accepted, once the member
 * service has it (it learns of it from the marketplace's event). Answers the quote id.
 */
export async function acceptedQuote(
  request: APIRequestContext,
  buyer: Member,
  seller: Member,
  admin: string,
  product: string,
): Promise<string> {
  const demandId = await approvedItem(request, buyer, admin, 'demand', {
    name: product,
    price: 4000,
    categoryId: 'grain',
    companyName: buyer.company,
  });
  const quote = await post(
    request,
    '/member.myTrans/quote',
    { demandId, quantity: 200, unitPrice: 4100.5, currency: 'CNY', companyName: seller.company },
    seller.token,
  );
  await post(request, '/member.myTrans/decide', { id: quote.id, decision: 'accepted' }, buyer.token);
  await expect
    .poll(
      async () =>
        (
          await request.post('/api/home/member.Contract/fromQuote', {
            data: { quoteId: quote.id },
            headers: { authorization: `Bearer ${buyer.token}` },
          })
        ).status(),
      { timeout: 90_000, message: 'the accepted quotation in the member service' },
    )
    .toBe(200);
  return quote.id as string;
}

/** A contract line as the API takes it. */
export const line = (name: string, quantity: string, unit: string, unitPrice: string, spec = '') => ({
  name,
  spec,
  quantity,
  unit,
  unitPrice,
});

/** Files a contract through the API and answers its id. */
export async function fileContract(
  request: APIRequestContext,
  member: Member,
  form: Record<string, unknown>,
): Promise<string> {
  return (await post(request, '/home/member.Contract/add', form, member.token)).id as string;
}

/** Moves a contract through the API (submitted, executing, completed, terminated). */
export const moveContract = (
  request: APIRequestContext,
  member: Member,
  id: string,
  status: string,
  reason?: string,
) =>
  post(
    request,
    '/home/member.ContractTracking/updateStatus',
    { id, status, ...(reason ? { reason } : {}) },
    member.token,
  );

export const reviewContract = (
  request: APIRequestContext,
  admin: string,
  id: string,
  status: 'approved' | 'rejected',
  reason?: string,
) => post(request, '/admin/member.contract/review', { id, status, ...(reason ? { reason } : {}) }, admin);

export const recordMilestone = (
  request: APIRequestContext,
  member: Member,
  contractId: string,
  milestone: string,
  date: string,
  note = '',
  attachments: string[] = [],
) =>
  post(
    request,
    '/home/member.ContractTracking/add',
    { contractId, milestone, date, note, attachments },
    member.token,
  );

/** Uploads a file to the member's library (files service); answers its id. */
export async function uploadFile(
  request: APIRequestContext,
  member: Member,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const res = await request.post('/api/home/member.File/upload', {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: { scene: 'file', file },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** Picks an option of the antd select with this test id (pickInSelect). */
export async function choose(page: Page, testId: string, option: string | RegExp) {
  const select = page.getByTestId(testId);
  await pickInSelect(page, select, select, option);
}

/** Confirms the antd confirmation dialog showing now. */
export async function confirmModal(page: Page, text?: string) {
  const dialog = page.locator('.ant-modal-confirm:visible');
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: /^(确\s?定|OK|ОК)$/ }).click();
  await expect(dialog).toBeHidden();
}
