import multipart from '@fastify/multipart';
import { SETTING_KEYS } from '@trade/contracts';
import { Service, standardServiceOptions } from '@trade/service-kit';
import { loadFilesConfig, type FilesConfig } from './config';
import { FileGroups } from './groups/file-groups';
import { groupModel } from './groups/group.model';
import { GroupRepository } from './groups/group.repository';
import { groupRoutes } from './groups/group.routes';
import { memberGroupRoutes } from './groups/member-group.routes';
import { adminFileRoutes } from './library/admin-file.routes';
import { basicFileRoutes } from './library/basic-file.routes';
import { directUploadModel } from './library/direct-upload.model';
import { DirectUploadSweeper } from './library/direct-upload-sweeper';
import { DirectUploads } from './library/direct-uploads';
import { fileModel } from './library/file.model';
import { FileRepository } from './library/file.repository';
import { FileLibrary } from './library/file-library';
import { internalFileRoutes } from './library/internal-file.routes';
import { memberFileRoutes } from './library/member-file.routes';
import { UploadTokens } from './library/upload-token';
import { MinioObjectStore } from './storage/minio-store';
import type { ObjectStore } from './storage/object-store';
import { UploadPolicy } from './upload/upload-policy';

export interface FilesOverrides {
  outboxIntervalMs?: number;
  /** Swap the object store (tests of failure paths). */
  store?: ObjectStore;
  /** The clock of the direct upload sweeper (tests move it forward instead of waiting). */
  sweeperNow?: () => number;
}

/** Builds the files service: file library, groups, uploads to object storage, Excel export/import. */
export async function buildFiles(config: FilesConfig = loadFilesConfig(), overrides: FilesOverrides = {}) {
  const service = await Service.create({
    ...standardServiceOptions('files', config),
    outboxIntervalMs: overrides.outboxIntervalMs,
  });
  const store =
    overrides.store ??
    (await MinioObjectStore.connect({
      endpoint: config.S3_ENDPOINT,
      publicEndpoint: config.S3_PUBLIC_ENDPOINT,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      partSizeBytes: config.S3_PART_SIZE_MB * 1024 * 1024,
    }));
  service.addReadinessCheck('s3', () => store.ping());

  const fileDocs = fileModel(service.mongo);
  service.useOutbox(fileDocs);
  const files = new FileRepository(fileDocs);
  const uploads = new DirectUploads(directUploadModel(service.mongo));
  const groupDocs = groupModel(service.mongo);
  service.useOutbox(groupDocs);
  const groupRepository = new GroupRepository(groupDocs);
  // The back office tunes the limits live (SETTING_KEYS.upload*); the environment's values
  // stay the ceiling, which the multipart parser is built with.
  const live = await service.liveConfig();
  const policy = new UploadPolicy({
    get imageMaxMb() {
      const env = config.UPLOAD_IMAGE_MAX_MB;
      return Math.min(live.number(SETTING_KEYS.uploadImageMaxMb, env), env);
    },
    get fileMaxMb() {
      const env = config.UPLOAD_FILE_MAX_MB;
      return Math.min(live.number(SETTING_KEYS.uploadFileMaxMb, env), env);
    },
  });
  const ceilingBytes = Math.max(config.UPLOAD_IMAGE_MAX_MB, config.UPLOAD_FILE_MAX_MB) * 1024 * 1024;
  const library = new FileLibrary({
    files,
    groups: groupRepository,
    store,
    policy,
    tokens: new UploadTokens(config.INTERNAL_SECRET),
    uploads,
    srcBase: config.FILE_SRC_BASE,
    presignTtlSeconds: config.PRESIGN_TTL_S,
    eventsRecorded: (...ids) => service.eventsRecorded(fileDocs, ...ids),
    log: service.app.log,
  });
  const groups = new FileGroups(groupRepository, files, (...ids) =>
    service.eventsRecorded(groupDocs, ...ids),
  );
  const sweeper = new DirectUploadSweeper({
    uploads,
    files,
    store,
    redis: service.redis,
    lockKey: `files:direct-upload-sweep:${service.mongo.name}:${store.bucket}`,
    intervalMs: config.UPLOAD_SWEEP_INTERVAL_MS,
    graceMs: config.UPLOAD_SWEEP_GRACE_S * 1000,
    log: service.app.log,
    now: overrides.sweeperNow,
  });
  sweeper.start();
  // Before the connections close: a sweep in flight finishes first.
  service.app.addHook('onClose', () => sweeper.stop());

  await service.app.register(multipart, { limits: { fileSize: ceilingBytes + 1, files: 1 } });
  // A refused upload is answered before its body has arrived; closing the connection
  // stops the rest of it (Node stops reading a request once its answer is sent).
  service.app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
  });
  const fileOptions = { library, ceilingBytes };
  await service.app.register(adminFileRoutes, fileOptions);
  await service.app.register(memberFileRoutes, fileOptions);
  await service.app.register(basicFileRoutes, { library, groups });
  await service.app.register(groupRoutes, { groups });
  await service.app.register(memberGroupRoutes, { groups });
  await service.app.register(internalFileRoutes, { library });
  return { service, library, files, store, config, uploads, sweeper };
}
