import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { MongoClient } from 'mongodb';
import { CREDIT_CODE_ALPHABET, creditCodeCheckChar } from '@trade/contracts/src/credit-code';
import { adminToken } from './contract-helpers';
import { post, register, type Member } from './marketplace-helpers';

/** The customs service's own CEB samples (each valid against the official XSD). */
const SAMPLES = path.join(__dirname, '..', '..', 'services', 'customs', 'test', 'ceb-samples');

/** The party codes the samples name (e-commerce, logistics and payment companies). */
const SAMPLE_CODES = ['3301960T2M', '4403980L5R', '4403960H9W', '3301980Q7F', '3301966P3Z', '4403966P2K'];

export const SAMPLE_FILES = {
  '303': 'CEB303Message-export-order.xml',
  '603': 'CEB603Message-export-inventory.xml',
  '505': 'CEB505Message-export-waybill.xml',
  '607': 'CEB607Message-export-waybill-bill.xml',
  '403': 'CEB403Message-export-payment-receipt.xml',
  '621': 'CEB621Message-import-inventory.xml',
  '511': 'CEB511Message-import-waybill.xml',
  '411': 'CEB411Message-import-payment.xml',
  '622': 'CEB622Message-import-inventory-receipt-rejected.xml',
  '404': 'CEB404Message-export-payment-receipt-accepted.xml',
} as const;

/** A customs registration code no other run uses (10 capitals or digits). */
export const newCustomsCode = () =>
  `9T${Array.from(randomBytes(8), (b) => '0123456789ABCDEFGHJKLMNPQRTUWXY'[b % 31]).join('')}`;

/** A unified social credit code no registry knows, with a right check character. */
function newCreditCode(): string {
  const body = Array.from(randomBytes(8), (b) => CREDIT_CODE_ALPHABET[b % CREDIT_CODE_ALPHABET.length]).join(
    '',
  );
  const first17 = `91330100M${body}`;
  return `${first17}${creditCodeCheckChar(first17)}`;
}

/**
 * A sample message as `code`'s company would send it: every party code of the samples
 * becomes `code`, and the message gets a guid of its own (a message is read once).
 */
export function sampleFor(type: keyof typeof SAMPLE_FILES, code: string): string {
  let xml = readFileSync(path.join(SAMPLES, SAMPLE_FILES[type]), 'utf8');
  for (const sample of SAMPLE_CODES) xml = xml.split(sample).join(code);
  return xml.replace(/(<ceb:CEB\d{3}Message guid=")[^"]+"/, `$1${randomUUID().toUpperCase()}"`);
}

/** The same message with an appType the XSD refuses (length 1): kept on the error list with the validator's words. */
export const refusedCopy = (xml: string) =>
  xml
    .replace('<ceb:appType>1</ceb:appType>', '<ceb:appType>12</ceb:appType>')
    .replace(/(<ceb:CEB\d{3}Message guid=")[^"]+"/, `$1${randomUUID().toUpperCase()}"`);

/** POSTs a CEB message (XML body) and answers the upload's outcome. */
export async function uploadXml(request: APIRequestContext, url: string, xml: string, token: string) {
  const res = await request.post(`/api${url}`, {
    data: xml,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
  });
  const json = (await res.json()) as { code: number; data: Record<string, unknown> };
  expect(json.code, `${url}: ${JSON.stringify(json)}`).toBe(200);
  return json.data as { valid: boolean; documents: number; matched: number; errors: string[] };
}

/**
 * A member whose approved company profile carries `customsCode`: registered, its profile
 * added and approved by the back office; answers once the customs service has learnt the
 * code (its `company_codes`, fed by the company events, in the platform's database).
 */
export async function customsMember(
  request: APIRequestContext,
  companyName: string,
  customsCode: string,
): Promise<Member & { memberId: string }> {
  const member = await register(request, companyName, 'kj');
  const profile = await post(
    request,
    '/member.memberInfo/add',
    { name: companyName, creditCode: newCreditCode(), customsCode, contact: '王经理', phone: '13900001111' },
    member.token,
  );
  const admin = await adminToken(request);
  await post(request, '/admin/member.company/review', { id: profile.id, status: 'approved' }, admin);
  const client = new MongoClient(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017');
  try {
    await client.connect();
    const codes = client.db(`${process.env.MONGO_DB_PREFIX ?? 'trade'}_customs`).collection('company_codes');
    let memberId = '';
    await expect
      .poll(
        async () => {
          const known = await codes.findOne({ codes: customsCode, approved: true });
          memberId = known ? String(known.memberId) : '';
          return Boolean(known);
        },
        // A new consumer group reads the company topic from its beginning.
        { timeout: 180_000, intervals: [1000], message: `customs to learn ${customsCode}` },
      )
      .toBe(true);
    return { ...member, memberId };
  } finally {
    await client.close();
  }
}

/** The rows of a member's list once the search index shows `count` of them. */
export async function listed(
  request: APIRequestContext,
  token: string,
  url: string,
  count: number,
): Promise<Array<Record<string, string> & { id: string; status: string }>> {
  let rows: Array<Record<string, string> & { id: string; status: string }> = [];
  await expect
    .poll(
      async () => {
        const res = await request.post(`/api${url}`, {
          data: { pageNumber: 1, pageSize: 50 },
          headers: { authorization: `Bearer ${token}` },
        });
        const json = (await res.json()) as { data?: { total: number; rows: typeof rows } };
        rows = json.data?.rows ?? [];
        return json.data?.total ?? -1;
      },
      { timeout: 60_000, message: `${url} to list ${count}` },
    )
    .toBe(count);
  return rows;
}
