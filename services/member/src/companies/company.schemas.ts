import { EnvelopeSchema, ErrorEnvelopeSchema, PageSchema } from '@trade/contracts';
import { PageQuery, Type, type TSchema } from '@trade/service-kit';

export const objectId = Type.String({ pattern: '^[0-9a-f]{24}$' });
const text = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }));
const fileId = Type.Optional(
  Type.String({
    pattern: '^([0-9a-f]{24})?$',
    description: 'an image of the member’s file library; empty for none',
  }),
);
export const AuditStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);

export const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  502: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};

const fields = {
  name: Type.String({ minLength: 1, maxLength: 100, description: 'Chinese name, as registered' }),
  nameEn: text(200, 'English name'),
  creditCode: Type.String({
    minLength: 1,
    maxLength: 30,
    description: 'unified social credit code: 18 characters with the GB 32100-2015 check character',
  }),
  customsCode: text(10, 'customs registration code: 10 digits or capital letters; empty for none'),
  legalPerson: text(50),
  registeredCapital: text(50, 'as the registry writes it, e.g. 1000万人民币'),
  establishedAt: Type.Optional(
    Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', description: 'date of establishment, YYYY-MM-DD' }),
  ),
  region: Type.Optional(
    Type.Array(Type.String({ pattern: '^\\d{2,12}$' }), {
      maxItems: 3,
      description: 'area codes of the region selector: province, city, district',
    }),
  ),
  regionName: text(100, 'the region’s names, e.g. 黑龙江省/黑河市/爱辉区'),
  address: text(200),
  businessScope: text(2000),
  contact: text(30),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9+()\\- ]*$' })),
  email: Type.Optional(Type.String({ maxLength: 100, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' })),
  logo: fileId,
  licence: fileId,
};
export const CompanyAddBody = Type.Object(fields);
export const CompanySaveBody = Type.Object({
  id: Type.Optional(objectId),
  ...fields,
});
export const OptionalIdBody = Type.Object({ id: Type.Optional(objectId) });
export const IdBody = Type.Object({ id: objectId });
export const ReviewBody = Type.Object({
  id: objectId,
  status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
  reason: Type.Optional(Type.String({ maxLength: 500, description: 'required to reject' })),
});
export { PageQuery };

const CompanyView = Type.Object({
  id: Type.String(),
  shell: Type.Boolean({
    description: 'the empty profile made at registration (its company name only), not filled in yet',
  }),
  name: Type.String(),
  nameEn: Type.String(),
  creditCode: Type.String(),
  customsCode: Type.String(),
  legalPerson: Type.String(),
  registeredCapital: Type.String(),
  establishedAt: Type.String(),
  region: Type.Array(Type.String()),
  regionName: Type.String(),
  address: Type.String(),
  businessScope: Type.String(),
  contact: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  logo: Type.String(),
  logoUrl: Type.String(),
  licence: Type.String(),
  licenceUrl: Type.String(),
  verified: Type.Boolean({ description: 'the registry confirms the name and the credit code' }),
  verifiedAt: Type.Union([Type.String(), Type.Null()]),
  auditStatus: AuditStatusSchema,
  rejectReason: Type.String(),
  updatedAt: Type.String(),
});
const AdminCompanyView = Type.Composite([
  CompanyView,
  Type.Object({ memberId: Type.String(), reviewedBy: Type.String(), createdAt: Type.String() }),
]);
export const CompanyInfoReply = EnvelopeSchema(Type.Union([CompanyView, Type.Null()]));
export const CompanySavedReply = EnvelopeSchema(Type.Object({ id: Type.String(), verified: Type.Boolean() }));
export const AdminCompanyInfoReply = EnvelopeSchema(AdminCompanyView);
export const AdminCompanyPageReply = PageSchema(AdminCompanyView);
export const EmptyReply = EnvelopeSchema(Type.Null());

// ---- the registry lookup ----
export const TycSearchBody = Type.Object({
  keyword: Type.String({ minLength: 2, maxLength: 60, description: 'a part of the company name' }),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 20 })),
});
export const TycInfoBody = Type.Object({
  code: Type.String({
    minLength: 2,
    maxLength: 100,
    description: 'the unified social credit code (or the exact registered name)',
  }),
});
const hit = {
  id: Type.String({ description: 'the registry’s id of the company' }),
  name: Type.String(),
  creditCode: Type.String(),
  legalPerson: Type.String(),
  registeredCapital: Type.String(),
  establishedAt: Type.String(),
  regStatus: Type.String(),
  base: Type.String(),
};
export const TycSearchReply = PageSchema(Type.Object(hit));
export const TycInfoReply = EnvelopeSchema(
  Type.Object({
    ...hit,
    nameEn: Type.String(),
    address: Type.String(),
    businessScope: Type.String(),
    companyType: Type.String(),
    regInstitute: Type.String(),
    province: Type.String(),
    city: Type.String(),
    district: Type.String(),
  }),
);

export const schema = <B extends TSchema, R extends TSchema>(tag: string, body: B, reply: R) => ({
  tags: [tag],
  body,
  response: { 200: reply, ...errors },
});
