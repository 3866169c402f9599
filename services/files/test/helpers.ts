import { randomBytes } from 'node:crypto';
import { Client } from 'minio';
import type { Identity } from '@trade/contracts';
import { identityHeaders, serviceEnv, superAdmin, testServers } from '@trade/service-kit/testing';
import { buildFiles, type FilesOverrides } from '../src/app';
import { loadFilesConfig } from '../src/config';

/** A bucket of its own per test file (S3 names allow no underscores). */
export const testBucket = () => `test-files-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

export function filesEnv(extra: Record<string, string> = {}) {
  return serviceEnv('files', { S3_BUCKET: testBucket(), ...extra });
}

export async function startFiles(extra: Record<string, string> = {}) {
  return startFilesWith(extra);
}

export async function startFilesWith(extra: Record<string, string>, overrides: FilesOverrides = {}) {
  return buildFiles(loadFilesConfig(filesEnv(extra)), { outboxIntervalMs: 200, ...overrides });
}

export const member = (memberId: string): Identity => ({
  sub: `account-${memberId}`,
  kind: 'member',
  roles: ['member'],
  perms: [],
  memberId,
});
export const as = (identity: Identity, extra: Record<string, string> = {}) => ({
  ...identityHeaders(identity),
  ...extra,
});
export const admin = () => as(superAdmin);

/** A valid 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Windows executable. */
export const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(2048)]);

/** A multipart body as a browser sends it: fields first, then the file. */
export async function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
  fieldName = 'file',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(fieldName, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** A raw S3 client, to look at the bucket behind the service's back. */
export function s3() {
  const { S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY } = testServers();
  const url = new URL(S3_ENDPOINT);
  return new Client({
    endPoint: url.hostname,
    port: Number(url.port || 80),
    useSSL: false,
    accessKey: S3_ACCESS_KEY,
    secretKey: S3_SECRET_KEY,
    pathStyle: true,
  });
}

/** Every object and unfinished multipart upload in a bucket. */
export async function bucketContents(client: Client, bucket: string) {
  const objects: string[] = [];
  for await (const item of client.listObjectsV2(bucket, '', true)) if (item.name) objects.push(item.name);
  const incomplete: string[] = [];
  for await (const item of client.listIncompleteUploads(bucket, '', true)) incomplete.push(item.key);
  return { objects, incomplete };
}

/** Empties and removes a test bucket. */
export async function dropBucket(client: Client, bucket: string) {
  const { objects } = await bucketContents(client, bucket).catch(() => ({ objects: [] as string[] }));
  if (objects.length > 0) await client.removeObjects(bucket, objects);
  // Fails when anything is left, even parts of an aborted upload the S3 API no longer lists.
  await client.removeBucket(bucket);
}
