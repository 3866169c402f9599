import { EnvelopeSchema, ErrorEnvelopeSchema } from '@trade/contracts';
import { Type } from '@trade/service-kit';
import { CONFIG_TYPES } from './config.model';

const id = Type.String({ minLength: 1, maxLength: 64 });
/** Setting keys are dotted names: `upload.maxSizeMb`. */
const key = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z0-9_]+)*$',
});
const group = Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_\\-]+$' });
const type = Type.Union(CONFIG_TYPES.map((t) => Type.Literal(t)));
/** Any JSON value; checked against the setting's type in code. */
const value = Type.Unknown();
const optLabel = Type.Optional(Type.String({ maxLength: 100 }));
const bound = Type.Optional(Type.Union([Type.Number(), Type.Null()]));

const fields = {
  key,
  group,
  type,
  value,
  title: Type.String({ minLength: 1, maxLength: 100 }),
  labels: Type.Optional(Type.Object({ en: optLabel, ru: optLabel }, { additionalProperties: false })),
  remark: Type.Optional(Type.String({ maxLength: 500 })),
  sort: Type.Optional(Type.Integer({ minimum: -100000, maximum: 100000 })),
  public: Type.Optional(Type.Boolean()),
  min: bound,
  max: bound,
};
export const ConfigAddBody = Type.Object(fields);
export const ConfigEditBody = Type.Object({ id, ...fields });
export const ConfigListBody = Type.Object({ group: Type.Optional(group) });
export const ConfigBatchBody = Type.Object({
  items: Type.Array(Type.Object({ key, value }), { minItems: 1, maxItems: 200 }),
});
export const ConfigSortBody = Type.Object({
  items: Type.Array(Type.Object({ id, sort: Type.Integer({ minimum: -100000, maximum: 100000 }) }), {
    minItems: 1,
    maxItems: 200,
  }),
});
export const IdBody = Type.Object({ id });

export const ConfigView = Type.Object({
  id: Type.String(),
  key: Type.String(),
  group: Type.String(),
  type: Type.String(),
  value: Type.Unknown(),
  title: Type.String({ description: 'in the request language' }),
  labels: Type.Object({ 'zh-cn': Type.String(), en: Type.String(), ru: Type.String() }),
  remark: Type.String(),
  sort: Type.Integer(),
  public: Type.Boolean(),
  min: Type.Union([Type.Number(), Type.Null()]),
  max: Type.Union([Type.Number(), Type.Null()]),
});
export const ConfigListReply = EnvelopeSchema(Type.Array(ConfigView));
export const IdReply = EnvelopeSchema(Type.Object({ id: Type.String() }));
export const EmptyReply = EnvelopeSchema(Type.Null());
export const BatchReply = EnvelopeSchema(Type.Object({ changed: Type.Integer() }));
export const RefreshReply = EnvelopeSchema(Type.Object({ published: Type.Integer() }));
export const PublicConfigReply = EnvelopeSchema(
  Type.Record(Type.String(), Type.Unknown(), {
    description: 'the public settings, key → value: site.name, site.hotline, site.icp, upload.maxSizeMb, …',
  }),
);
export const configErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
