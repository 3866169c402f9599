import { EnvelopeSchema, ErrorEnvelopeSchema, PageSchema } from '@trade/contracts';
import { PageQuery, Type } from '@trade/service-kit';

const id = Type.String({ minLength: 1, maxLength: 64 });
/** Codes are what forms store: letters, digits, `_ . -`, as a select value stays stable. */
const code = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.\\-]+$' });
const label = Type.String({ minLength: 1, maxLength: 100 });
const optLabel = Type.Optional(Type.String({ maxLength: 100 }));
const order = Type.Integer({ minimum: -100000, maximum: 100000 });
const status = Type.Union([Type.Literal(0), Type.Literal(1)]);
/** The other languages of a label; zh-cn is the main field itself. */
const otherLabels = Type.Optional(
  Type.Object({ en: optLabel, ru: optLabel }, { additionalProperties: false }),
);
const Labels = Type.Object({ 'zh-cn': Type.String(), en: Type.String(), ru: Type.String() });

export const IdBody = Type.Object({ id });

// ---- classes ----
const classFields = {
  class_name: label,
  labels: otherLabels,
  remark: Type.Optional(Type.String({ maxLength: 200 })),
  show_order: Type.Optional(order),
};
export const ClassAddBody = Type.Object({ class_code: code, ...classFields });
export const ClassEditBody = Type.Object({ id, class_code: code, ...classFields });
export const ClassView = Type.Object({
  id: Type.String(),
  class_code: Type.String(),
  class_name: Type.String({ description: 'in the request language' }),
  labels: Labels,
  remark: Type.String(),
  show_order: Type.Integer(),
  item_count: Type.Integer(),
});
export const ClassListReply = EnvelopeSchema(Type.Array(ClassView));
export const ClassInfoReply = EnvelopeSchema(ClassView);

// ---- items ----
const itemFields = {
  class_code: code,
  dict_code: code,
  dict_value: label,
  labels: otherLabels,
  show_order: Type.Optional(order),
  status: Type.Optional(status),
};
export const ItemAddBody = Type.Object(itemFields);
export const ItemEditBody = Type.Object({ id, ...itemFields });
export const ItemStatusBody = Type.Object({ id, status });
export const ItemShowOrderBody = Type.Object({ id, show_order: order });
export const ItemPageBody = PageQuery;
export const ItemSelectBody = Type.Object({ class_code: code });
export const ItemView = Type.Object({
  id: Type.String(),
  class_code: Type.String(),
  dict_code: Type.String(),
  dict_value: Type.String({ description: 'in the request language' }),
  labels: Labels,
  show_order: Type.Integer(),
  status: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});
export const ItemPageReply = PageSchema(ItemView);
export const ItemInfoReply = EnvelopeSchema(ItemView);
export const OptionView = Type.Object({
  dict_code: Type.String(),
  dict_value: Type.String({ description: 'in the request language' }),
  show_order: Type.Integer(),
});
export const ItemSelectReply = EnvelopeSchema(Type.Array(OptionView));

// ---- public ----
export const DictListBody = Type.Object({
  class_code: code,
  pageNumber: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});
export const DictListReply = PageSchema(OptionView);

export const IdReply = EnvelopeSchema(Type.Object({ id: Type.String() }));
export const EmptyReply = EnvelopeSchema(Type.Null());
export const dictErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
