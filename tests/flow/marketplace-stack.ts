import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import type { Gateway } from '../../gateway/src/app';
import { buildAuth } from '../../services/auth/src/app';
import { loadAuthConfig } from '../../services/auth/src/config';
import { buildCatalog, type Catalog } from '../../services/catalog/src/app';
import { loadCatalogConfig } from '../../services/catalog/src/config';
import { buildFiles } from '../../services/files/src/app';
import { loadFilesConfig } from '../../services/files/src/config';
import { buildNotify } from '../../services/notify/src/app';
import { loadNotifyConfig } from '../../services/notify/src/config';
import { dropBucket, PNG, s3, testBucket } from '../../services/files/test/helpers';
import type { Service } from '@trade/service-kit';
import { serviceEnv, testServers, unique } from '@trade/service-kit/testing';
import { ADMIN, call, newPhone, smsCodeFor, startTestGateway } from './identity-stack';

export { ADMIN, call, PNG };

/** A mail the SMTP sink received. */
export interface SunkMail {
  to: string[];
  raw: string;
}

/** A real SMTP server (the `smtp-server` package) that keeps every message it is sent. */
export async function startSmtpSink(): Promise<{ url: string; mails: SunkMail[]; close(): Promise<void> }> {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface MarketplaceStack {
  api: string;
  catalog: Catalog;
  files: Awaited<ReturnType<typeof buildFiles>>;
  notify: Service;
  gateway: Gateway;
  redis: Redis;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  close(): Promise<void>;
}

const urlOf = (address: string) => address.replace('0.0.0.0', '127.0.0.1');

/**
 * auth, catalog, files and notify in-process on the real servers (each with its own
 * database, Redis and BullMQ prefixes and consumer groups, files with its own bucket),
 * an SMTP sink, and the real gateway in front. Catalog reaches files directly
 * (FILES_URL), as it does when deployed.
 */
export async function startMarketplaceStack(
  opts: {
    gatewayEnv?: Record<string, string>;
    catalogEnv?: Record<string, string>;
    filesEnv?: Record<string, string>;
  } = {},
): Promise<MarketplaceStack> {
  const queuePrefix = unique('bullmkt');
  const authPrefix = `${unique('authmkt')}:`;
  const smtp = await startSmtpSink();
  const auth = await buildAuth(
    loadAuthConfig(
      serviceEnv('auth', {
        QUEUE_PREFIX: queuePrefix,
        AUTH_REDIS_PREFIX: authPrefix,
        AUTH_ADMIN_USERNAME: ADMIN.username,
        AUTH_ADMIN_PASSWORD: ADMIN.password,
        SMS_RESEND_AFTER: '1',
        AUDIT_CONSUMER_GROUP: unique('auth-audit'),
      }),
    ),
    { outboxIntervalMs: 200 },
  );
  const files = await buildFiles(
    loadFilesConfig(serviceEnv('files', { S3_BUCKET: testBucket(), ...opts.filesEnv })),
    {
      outboxIntervalMs: 200,
    },
  );
  const filesUrl = urlOf(await files.service.listen());
  const authUrl = urlOf(await auth.service.listen());
  // Catalog sees the client IP the local gateway passes on, as behind npm start; it asks
  // files about galleries and auth for the home call's navigation.
  const catalogEnv = { FILES_URL: filesUrl, AUTH_URL: authUrl, TRUST_PROXY: '127.0.0.1', ...opts.catalogEnv };
  const catalog = await buildCatalog(loadCatalogConfig(serviceEnv('catalog', catalogEnv)), {
    outboxIntervalMs: 200,
  });
  const notify = await buildNotify(
    loadNotifyConfig(
      serviceEnv('notify', { SMS_PROVIDER: 'local', QUEUE_PREFIX: queuePrefix, SMTP_URL: smtp.url }),
    ),
  );
  const catalogUrl = urlOf(await catalog.listen());
  const notifyUrl = urlOf(await notify.listen());
  const { gateway, api } = await startTestGateway(
    { auth: authUrl, catalog: catalogUrl, files: filesUrl, notify: notifyUrl },
    { AUTH_REDIS_PREFIX: authPrefix, ...opts.gatewayEnv },
  );
  const redis = new Redis(testServers().REDIS_URL);
  return {
    api,
    catalog,
    files,
    notify,
    gateway,
    redis,
    smtp,
    async close() {
      await gateway.app.close();
      // This run's search indexes (their prefix is the run's catalog database).
      await catalog.search.indices.dropAll().catch(() => undefined);
      await Promise.all([auth.service.close(), catalog.close(), files.service.close(), notify.close()]);
      await dropBucket(s3(), files.config.S3_BUCKET).catch(() => undefined);
      const keys = await redis.keys(`${authPrefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      await smtp.close();
    },
  };
}

/** Uploads a file to the member's library through the gateway, as the web uploader does; answers the file. */
export async function uploadFile(
  api: string,
  token: string,
  file: { name: string; type: string; data: Buffer } = { name: 'soy.png', type: 'image/png', data: PNG },
  scene: 'image' | 'file' = file.type.startsWith('image/') ? 'image' : 'file',
): Promise<{ id: string; src: string; mime: string }> {
  const form = new FormData();
  form.append('scene', scene);
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const res = await fetch(`${api}/home/member.File/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, lang: 'zh-cn' },
    body: form,
  });
  const body = (await res.json()) as { code: number; data: { id: string; src: string; mime: string } };
  if (res.status !== 200) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** A member registered by registerMember: tokens, ids and the gallery images it uploaded. */
export type Member = Awaited<ReturnType<typeof registerMember>>;

/**
 * Registers a member company through the gateway and returns its access token, member
 * id, and `gallery`: the ids of two images it uploaded, ready for its supply form.
 */
export async function registerMember(api: string, redis: Redis, companyName: string) {
  const phone = newPhone();
  const since = Date.now();
  await call(api, '/login/sendCode', { body: { phone } });
  const code = await smsCodeFor(redis, `+86${phone}`, since);
  const reg = await call(api, '/login/reg', {
    body: {
      companyName,
      contact: '王经理',
      account: `m${phone}`,
      password: 'abc123',
      phone,
      code,
      consent: true,
    },
  });
  if (reg.status !== 200) throw new Error(`registration failed: ${JSON.stringify(reg.body)}`);
  const token = reg.body.data.accessToken as string;
  const images = [await uploadFile(api, token), await uploadFile(api, token)];
  return {
    token,
    memberId: reg.body.data.member_info.memberId as string,
    companyName,
    gallery: images.map((image) => image.id),
    images: images.map((image) => image.src),
  };
}

export async function adminToken(api: string): Promise<string> {
  const login = await call(api, '/login/login', {
    body: { account: ADMIN.username, password: ADMIN.password },
  });
  return login.body.data.accessToken as string;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A complete supply form; `gallery` (the poster's own image ids, see registerMember) is the caller's to add. */
export const supplyForm = (over: Record<string, unknown> = {}) => ({
  name: '东北非转基因大豆',
  description: '2025年新季黑龙江大豆，蛋白含量高，适合榨油',
  brand: '北大荒',
  price: 4200,
  quantity: 500,
  unit: 'ton',
  origin: '黑龙江',
  validUntil: inDays(30),
  categoryId: 'grain',
  country: 'CN',
  companyName: '黑河粮贸',
  contact: '张三',
  phone: '13900000000',
  email: 'supplier@example.com',
  ...over,
});

/** A complete, valid demand form. */
export const demandForm = (over: Record<string, unknown> = {}) => ({
  name: '求购大豆',
  description: '长期求购非转基因大豆，用于榨油',
  price: 4000,
  quantity: 200,
  unit: 'ton',
  validUntil: inDays(30),
  categoryId: 'grain',
  country: 'RU',
  email: 'buyer@example.com',
  companyName: '远东油脂',
  ...over,
});
