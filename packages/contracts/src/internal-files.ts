import { Type, type Static } from '@sinclair/typebox';

/**
 * Service-to-service call of the files service: which of the given file ids are live
 * files of the caller. The caller is the identity in the signed internal headers (the
 * member whose request the calling service is serving), never a field of the body.
 * `/internal/*` is not in the gateway's route table: only services reach it.
 */
export const RESOLVE_FILES_PATH = '/internal/files/resolve';

/** At most this many ids per call (a product gallery holds nine). */
export const RESOLVE_FILES_MAX = 50;

export const ResolveFilesBody = Type.Object({
  ids: Type.Array(Type.String({ pattern: '^[0-9a-f]{24}$' }), { minItems: 1, maxItems: RESOLVE_FILES_MAX }),
});
export type ResolveFilesBody = Static<typeof ResolveFilesBody>;

/** A live file of the caller; ids that are unknown, deleted or someone else's are left out. */
export const ResolvedFile = Type.Object({
  id: Type.String(),
  /** Display URL (`FILE_SRC_BASE/<key>`), served by GET /basic.file/view. */
  src: Type.String(),
  mime: Type.String(),
  fileName: Type.String(),
});
export type ResolvedFile = Static<typeof ResolvedFile>;
