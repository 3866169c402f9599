import { EnvelopeSchema, PageSchema } from '@trade/contracts';
import { Nullable, Type } from '@trade/service-kit';
import { AuditStatusSchema, objectId } from '../companies/company.schemas';

export const RecordSaveBody = Type.Object({
  id: Type.Optional(objectId),
  ownershipType: Type.String({
    minLength: 1,
    maxLength: 50,
    description: 'a code of getOptions’ ownershipTypes',
  }),
  contact: Type.String({ minLength: 1, maxLength: 30 }),
  phone: Type.String({ minLength: 1, maxLength: 30, pattern: '^[0-9+()\\- ]*$' }),
  email: Type.Optional(Type.String({ maxLength: 100, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' })),
  mainProducts: Type.Optional(Type.String({ maxLength: 500 })),
  annualTradeVolume: Type.Optional(
    Nullable(
      Type.Number({ minimum: 0, maximum: 100_000_000, description: 'yearly import and export, 10,000 USD' }),
    ),
  ),
  employees: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 10_000_000 }))),
  remark: Type.Optional(Type.String({ maxLength: 1000 })),
});

const RecordView = Type.Object({
  id: Type.String(),
  companyId: Type.String(),
  companyName: Type.String(),
  creditCode: Type.String(),
  customsCode: Type.String(),
  ownershipType: Type.String(),
  ownershipTypeName: Type.String({ description: 'the ownership type in the request language' }),
  contact: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  mainProducts: Type.String(),
  annualTradeVolume: Type.Union([Type.Number(), Type.Null()]),
  employees: Type.Union([Type.Number(), Type.Null()]),
  remark: Type.String(),
  status: AuditStatusSchema,
  rejectReason: Type.String(),
  submittedAt: Type.String(),
  reviewedAt: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
});
const AdminRecordView = Type.Composite([
  RecordView,
  Type.Object({ memberId: Type.String(), reviewedBy: Type.String(), createdAt: Type.String() }),
]);
export const RecordInfoReply = EnvelopeSchema(Type.Union([RecordView, Type.Null()]));
export const RecordSavedReply = EnvelopeSchema(Type.Object({ id: Type.String(), status: AuditStatusSchema }));
export const RecordOptionsReply = EnvelopeSchema(
  Type.Object({
    ownershipTypes: Type.Array(Type.Object({ value: Type.String(), label: Type.String() }), {
      description: 'the `ownership_type` dictionary, in the request language',
    }),
  }),
);
export const AdminRecordInfoReply = EnvelopeSchema(AdminRecordView);
export const AdminRecordPageReply = PageSchema(AdminRecordView);
