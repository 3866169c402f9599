import { Service, standardServiceOptions } from '@trade/service-kit';
import { loadFilesConfig, type FilesConfig } from './config';
import { connectStorage } from './storage';

/** Builds the files service: object storage now; the file library as it lands. */
export async function buildFiles(config: FilesConfig = loadFilesConfig()) {
  const service = await Service.create(standardServiceOptions('files', config));
  const storage = await connectStorage({
    endpoint: config.S3_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
  });
  service.addReadinessCheck('s3', () => storage.bucketExists(config.S3_BUCKET));
  return service;
}
