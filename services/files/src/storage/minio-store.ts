import type { Readable } from 'node:stream';
import { Client } from 'minio';
import type { ObjectInfo, ObjectStore, PutOptions } from './object-store';

export interface MinioSettings {
  endpoint: string;
  /** Endpoint browsers use for presigned URLs; defaults to `endpoint`. */
  publicEndpoint?: string;
  accessKey: string;
  secretKey: string;
  region: string;
  bucket: string;
  partSizeBytes: number;
}

function client(endpoint: string, s: MinioSettings): Client {
  const url = new URL(endpoint);
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
    useSSL: url.protocol === 'https:',
    accessKey: s.accessKey,
    secretKey: s.secretKey,
    region: s.region,
    pathStyle: true,
  });
}

const isMissing = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === 'NoSuchKey' || code === 'NotFound' || code === 'NoSuchObject';
};

/** S3 (MinIO in deployment, S3Proxy locally) through the minio client. */
export class MinioObjectStore implements ObjectStore {
  private constructor(
    private readonly s3: Client,
    private readonly signer: Client,
    readonly bucket: string,
    private readonly partSizeBytes: number,
  ) {}

  /** Connects and creates the bucket when it is missing. */
  static async connect(settings: MinioSettings): Promise<MinioObjectStore> {
    const s3 = client(settings.endpoint, settings);
    const signer = settings.publicEndpoint ? client(settings.publicEndpoint, settings) : s3;
    if (!(await s3.bucketExists(settings.bucket))) {
      await s3.makeBucket(settings.bucket, settings.region).catch(async (error: unknown) => {
        // Another instance may have created it meanwhile.
        if (!(await s3.bucketExists(settings.bucket))) throw error;
      });
    }
    return new MinioObjectStore(s3, signer, settings.bucket, settings.partSizeBytes);
  }

  async putBuffer(key: string, body: Buffer, options: PutOptions) {
    const result = await this.s3.putObject(this.bucket, key, body, body.length, headers(options));
    return { etag: result.etag };
  }

  /**
   * Multipart upload driven here rather than by minio's putObject: parts go up one at a
   * time, and a failing body aborts the upload only once no part is in flight (a part
   * landing after the abort would otherwise leave orphaned bytes on some S3 servers).
   */
  async putStream(key: string, body: Readable, options: PutOptions) {
    const uploadId = await this.s3.initiateNewMultipartUpload(this.bucket, key, headers(options));
    const parts: Array<{ part: number; etag: string }> = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      const part = parts.length + 1;
      const payload = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      const { etag } = await this.s3.uploadPart(
        { bucketName: this.bucket, objectName: key, uploadID: uploadId, partNumber: part, headers: {} },
        payload,
      );
      parts.push({ part, etag });
    };
    try {
      for await (const chunk of body) {
        pending.push(chunk as Buffer);
        pendingBytes += (chunk as Buffer).length;
        if (pendingBytes >= this.partSizeBytes) await flush();
      }
      if (pendingBytes > 0 || parts.length === 0) await flush();
      const done = await this.s3.completeMultipartUpload(this.bucket, key, uploadId, parts);
      return { etag: done.etag };
    } catch (error) {
      await this.s3.abortMultipartUpload(this.bucket, key, uploadId).catch(() => undefined);
      throw error;
    }
  }

  async discard(key: string): Promise<void> {
    await this.s3.removeIncompleteUpload(this.bucket, key).catch(() => undefined);
    await this.remove(key).catch(() => undefined);
  }

  async remove(key: string): Promise<void> {
    await this.s3.removeObject(this.bucket, key);
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await this.s3.statObject(this.bucket, key);
      const meta = info.metaData as Record<string, string>;
      return {
        size: info.size,
        etag: info.etag,
        contentType: meta['content-type'] ?? 'application/octet-stream',
        lastModified: info.lastModified,
        metadata: meta,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  read(key: string): Promise<Readable> {
    return this.s3.getObject(this.bucket, key);
  }

  async readHead(key: string, length: number): Promise<Buffer> {
    const stream = await this.s3.getPartialObject(this.bucket, key, 0, length);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).subarray(0, length);
  }

  presignedPut(key: string, ttlSeconds: number): Promise<string> {
    return this.signer.presignedPutObject(this.bucket, key, ttlSeconds);
  }

  presignedGet(key: string, ttlSeconds: number, downloadName?: string): Promise<string> {
    const params: Record<string, string> = {};
    if (downloadName)
      params['response-content-disposition'] =
        `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`;
    return this.signer.presignedGetObject(this.bucket, key, ttlSeconds, params);
  }

  ping(): Promise<boolean> {
    return this.s3.bucketExists(this.bucket);
  }
}

function headers(options: PutOptions): Record<string, string> {
  const meta: Record<string, string> = { 'Content-Type': options.contentType };
  for (const [name, value] of Object.entries(options.metadata ?? {})) meta[`X-Amz-Meta-${name}`] = value;
  return meta;
}
