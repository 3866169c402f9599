import { Client } from 'minio';

export interface StorageSettings {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
  bucket: string;
}

/** The S3 client (MinIO in deployment, S3Proxy locally); creates the bucket when missing. */
export async function connectStorage(settings: StorageSettings): Promise<Client> {
  const url = new URL(settings.endpoint);
  const client = new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
    useSSL: url.protocol === 'https:',
    accessKey: settings.accessKey,
    secretKey: settings.secretKey,
    region: settings.region,
    pathStyle: true,
  });
  if (!(await client.bucketExists(settings.bucket)))
    await client.makeBucket(settings.bucket, settings.region);
  return client;
}
