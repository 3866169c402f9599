import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { seedSession } from './fixtures';
import { newPhone, smsCode } from './identity-helpers';

/**
 * The files browser tests need the real stack (gateway, auth's JWKS, files, S3):
 * `npm test` sets E2E_BASE_URL. A missing stack fails the test, it is never skipped.
 */
export function requireRealStack(): string {
  const base = process.env.E2E_BASE_URL;
  if (!base)
    throw new Error('files browser tests run against the real stack: set E2E_BASE_URL (npm test does)');
  return base;
}

/**
 * Registers a fresh member through the real API (SMS code from notify's local adapter)
 * and stores the session the way the app does; returns the access token.
 */
export async function signInMember(page: Page, request: APIRequestContext): Promise<string> {
  const phone = newPhone();
  const since = Date.now();
  const sent = await request.post('/api/login/sendCode', { data: { phone, countryCode: '+86' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await smsCode(`+86${phone}`, since);
  const account = `files${phone}`;
  const registered = await request.post('/api/login/reg', {
    data: {
      companyName: `文件测试公司 ${phone}`,
      contact: '测试',
      account,
      password: 'files-e2e-123',
      phone,
      countryCode: '+86',
      code,
      consent: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const session = (await registered.json()).data as { accessToken: string; refreshToken: string };
  const expire = Date.now() + 30 * 60_000;
  await seedSession(page, {
    access: { value: session.accessToken, expire },
    refresh: { value: session.refreshToken, expire },
  });
  return session.accessToken;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

/** A real RGB PNG (a colour gradient) of the given size, for the cropper to decode. */
export function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = Math.round((x / width) * 255);
      raw[row + 2 + x * 3] = Math.round((y / height) * 255);
      raw[row + 3 + x * 3] = 160;
    }
  }
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
