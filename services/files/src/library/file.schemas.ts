import { EnvelopeSchema, ErrorEnvelopeSchema, PageSchema } from '@trade/contracts';
import { Type, type Static } from '@trade/service-kit';

const Id = Type.String({ pattern: '^[0-9a-f]{24}$' });
/** A group id, or '0' / '' for ungrouped. */
const GroupId = Type.String({ pattern: '^(|0|[0-9a-f]{24})$' });
const Scene = Type.Union([Type.Literal('image'), Type.Literal('file')], { default: 'file' });

export const FileView = Type.Object({
  id: Type.String(),
  file_name: Type.String(),
  fileName: Type.String(),
  src: Type.String(),
  ext: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  group_id: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});

/** §7 file list request. pageSize: 20 in the picker, 80 in page mode. */
const FileFilters = {
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  group_id: Type.Optional(GroupId),
  type: Type.Optional(Type.Union([Type.Literal('image'), Type.Literal('file'), Type.Literal('')])),
};
export const FilePageQuery = Type.Object({
  pageNumber: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 200, default: 20 }),
  ...FileFilters,
});
export type FilePageQuery = Static<typeof FilePageQuery>;
export const FilePageReply = PageSchema(FileView);

export const FileListBody = Type.Object({
  ids: Type.Optional(Type.Array(Id, { maxItems: 200 })),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
  ...FileFilters,
});
export const FileListReply = EnvelopeSchema(Type.Array(FileView));

export const FileExportQuery = Type.Object(FileFilters);

/** Multipart uploads may also carry scene and group_id in the query string. */
export const FileUploadQuery = Type.Object({
  scene: Type.Optional(Type.String({ maxLength: 20 })),
  group_id: Type.Optional(GroupId),
});
export const FileUploadReply = EnvelopeSchema(FileView);

export const FileDelBody = Type.Object({
  id: Type.Union([Id, Type.Array(Id, { minItems: 1, maxItems: 100 })]),
});
export const FileDelReply = EnvelopeSchema(Type.Object({ deleted: Type.Integer() }));

/** §7 file move: ids and group_id. An empty selection answers 400 请选择要移动的文件, naming `ids`. */
export const FileRemoveBody = Type.Object({
  ids: Type.Array(Id, { maxItems: 1000, default: [] }),
  group_id: Type.Optional(GroupId),
});
export const FileRemoveReply = EnvelopeSchema(Type.Object({ moved: Type.Integer() }));

export const FileGetTempKeysBody = Type.Object({ scene: Scene });
export const FileGetTempKeysReply = EnvelopeSchema(
  Type.Object({
    url: Type.String(),
    method: Type.Literal('PUT'),
    key: Type.String(),
    token: Type.String(),
    scene: Scene,
    expiresAt: Type.Integer(),
    maxSize: Type.Integer(),
  }),
);

export const FileAddBody = Type.Object({
  key: Type.String({ maxLength: 100 }),
  token: Type.String({ maxLength: 200 }),
  scene: Scene,
  file_name: Type.String({ minLength: 1, maxLength: 255 }),
  group_id: Type.Optional(GroupId),
});
export const FileAddReply = FileUploadReply;

export const FileDownloadQuery = Type.Object({ id: Id });

export const FileImportReply = EnvelopeSchema(
  Type.Object({
    updated: Type.Integer(),
    skipped: Type.Integer(),
    errors: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() })),
  }),
);

/** Error envelopes by status, for the response schemas. */
export const errorReplies = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorEnvelopeSchema])) as Record<
    S,
    typeof ErrorEnvelopeSchema
  >;
