import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newPhone, smsCode } from './identity-helpers';

/** A member registered through the API for a marketplace browser test. */
export interface Member {
  account: string;
  password: string;
  token: string;
  company: string;
}

/** POSTs to the gateway's API and returns `data`, failing the test on any other code than 200. */
export async function post(request: APIRequestContext, path: string, body: unknown, token?: string) {
  const res = await request.post(`/api${path}`, {
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const json = (await res.json()) as { code: number; data: Record<string, unknown> & { id?: string } };
  expect(json.code, `${path}: ${JSON.stringify(json)}`).toBe(200);
  return json.data;
}

/** Registers a member with the SMS code the local adapter kept; `prefix` starts the account name. */
export async function register(request: APIRequestContext, company: string, prefix = 'mkt'): Promise<Member> {
  const phone = newPhone();
  const since = Date.now();
  await post(request, '/login/sendCode', { phone });
  const code = await smsCode(`+86${phone}`, since);
  const account = `${prefix}${phone}`;
  const data = await post(request, '/login/reg', {
    companyName: company,
    contact: '王经理',
    account,
    password: 'trade2025',
    phone,
    code,
    consent: true,
  });
  return { account, password: 'trade2025', token: data.accessToken as string, company };
}

/**
 * Signs `account` in through the API and stores the session as the web app does
 * (`trade_` entries of `{ value, expire }`), with the language to show, before the app boots.
 */
export async function signInByApi(
  page: Page,
  request: APIRequestContext,
  account: string,
  password: string,
  lang: 'zh-CN' | 'en' | 'ru' = 'zh-CN',
): Promise<void> {
  const data = await post(request, '/login/login', { account, password });
  await page.addInitScript(
    ({ session, lang: language }) => {
      const hour = Date.now() + 3_600_000;
      const put = (key: string, value: unknown) =>
        localStorage.setItem(`trade_${key}`, JSON.stringify({ value, expire: hour }));
      put('accessToken', session.accessToken);
      put('refreshToken', session.refreshToken);
      put('member_info', session.member_info);
      localStorage.setItem('trade_lang', JSON.stringify({ value: language, expire: null }));
    },
    { session: data as { accessToken: string; refreshToken: string; member_info: unknown }, lang },
  );
}

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Posts a supply (with one uploaded image) or a demand for `owner`, left for review. Answers its id. */
export async function postedItem(
  request: APIRequestContext,
  owner: Member,
  kind: 'supply' | 'demand',
  form: Record<string, unknown>,
): Promise<string> {
  const upload = await request.post('/api/home/member.File/upload?scene=image', {
    headers: { authorization: `Bearer ${owner.token}` },
    multipart: { file: { name: 'item.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const image = ((await upload.json()) as { data: { id: string } }).data;
  const path = kind === 'supply' ? '/home/member.Supply/add' : '/home/member.Demand/add';
  const item = await post(
    request,
    path,
    {
      description: '',
      quantity: 100,
      unit: 'ton',
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      country: 'RU',
      email: `${owner.account}@example.com`,
      gallery: [image.id],
      ...form,
    },
    owner.token,
  );
  return item.id as string;
}

/** Posts a supply or a demand for `owner` (as `postedItem`); the admin approves it. Answers its id. */
export async function approvedItem(
  request: APIRequestContext,
  owner: Member,
  adminToken: string,
  kind: 'supply' | 'demand',
  form: Record<string, unknown>,
): Promise<string> {
  const id = await postedItem(request, owner, kind, form);
  await post(request, `/admin/product.${kind}/audit`, { id, auditStatus: 'approved' }, adminToken);
  return id;
}
