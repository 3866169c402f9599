import {
  CONTRACT_MILESTONES,
  CONTRACT_STATUSES,
  EnvelopeSchema,
  PageSchema,
  PARTY_CHECKS,
} from '@trade/contracts';
import { Type, type TSchema } from '@trade/service-kit';
import { objectId } from '../companies/company.schemas';
import { CURRENCIES } from './money';
import { DOSSIER_KINDS } from './dossier';

const literals = <T extends string>(values: readonly T[], description?: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    description ? { description } : {},
  );
const text = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }));
const date = (description: string) =>
  Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description });
const fileIds = Type.Optional(
  Type.Array(Type.String({ pattern: '^[0-9a-f]{24}$' }), {
    maxItems: 20,
    uniqueItems: true,
    description: 'files of the member’s library',
  }),
);

export const ContractStatusSchema = literals(CONTRACT_STATUSES);
export const MilestoneSchema = literals(CONTRACT_MILESTONES);
const Side = literals(['buyer', 'seller'] as const, 'which party the filing member is');
const Kind = literals(
  ['member', 'company'] as const,
  'member: a trade contract between companies; company: a service contract with the platform',
);
const ServiceType = literals(
  ['customs', 'warehousing', 'logistics', 'finance'] as const,
  'a company contract’s service',
);

const PartyBody = Type.Object({
  name: text(100, 'company name; the filing member’s own side is its company profile, whatever is sent'),
  creditCode: text(30, 'unified social credit code'),
});
const LineBody = Type.Object({
  name: Type.String({ maxLength: 100 }),
  spec: text(200),
  quantity: Type.String({ maxLength: 20, description: 'a decimal string, at most 3 decimals, e.g. "200.5"' }),
  unit: Type.String({ maxLength: 20 }),
  unitPrice: Type.String({
    maxLength: 20,
    description: 'a decimal string, at most 4 decimals, e.g. "4100.5"',
  }),
});

const contractForm = {
  number: Type.String({ minLength: 1, maxLength: 50, description: 'unique among the member’s contracts' }),
  title: text(200, 'defaults to the quoted product, or the number'),
  serviceType: Type.Optional(ServiceType),
  side: Type.Optional(Side),
  buyer: Type.Optional(PartyBody),
  seller: Type.Optional(PartyBody),
  currency: Type.Optional(literals(CURRENCIES, 'the currency of every line')),
  lines: Type.Optional(
    Type.Array(LineBody, {
      maxItems: 200,
      description: 'goods lines; amounts and the total are computed by the server; blank rows are dropped',
    }),
  ),
  incoterms: text(20, 'e.g. FOB, CIF, DAP'),
  portOfLoading: text(100),
  portOfDischarge: text(100),
  signedAt: Type.Optional(
    Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', description: 'date of signing, YYYY-MM-DD' }),
  ),
  remark: text(2000),
  attachments: fileIds,
};
export const ContractAddBody = Type.Object({
  kind: Type.Optional(Kind),
  quoteId: Type.Optional(
    Type.String({
      pattern: '^[0-9a-f]{24}$',
      description: 'an accepted quotation the member is buyer or seller of: it fills in what is not sent',
    }),
  ),
  ...contractForm,
});
export const ContractEditBody = Type.Object({ id: objectId, ...contractForm });
export const QuoteIdBody = Type.Object({ quoteId: objectId });
export const MilestoneAddBody = Type.Object({
  contractId: objectId,
  milestone: MilestoneSchema,
  date: date('the day it happened, YYYY-MM-DD'),
  note: text(1000),
  attachments: fileIds,
});
export const UpdateStatusBody = Type.Object({
  id: objectId,
  status: literals(['submitted', 'executing', 'completed', 'terminated'] as const),
  reason: text(500, 'required to terminate'),
});

const PartyView = Type.Object({
  name: Type.String(),
  creditCode: Type.String(),
  isMember: Type.Boolean({ description: 'the party is a member of the platform' }),
  check: literals(PARTY_CHECKS, 'the registry check of name against code, made at submission'),
  registryName: Type.String({ description: 'the name the registry has under the code' }),
});
const LineView = Type.Object({
  name: Type.String(),
  spec: Type.String(),
  quantity: Type.String(),
  unit: Type.String(),
  unitPrice: Type.String(),
  amount: Type.String({ description: 'quantity × unit price, two decimals' }),
});
const AttachmentView = Type.Object({ id: Type.String(), name: Type.String(), url: Type.String() });
const MilestoneView = Type.Object({
  id: Type.String(),
  milestone: MilestoneSchema,
  date: Type.String(),
  note: Type.String(),
  attachments: Type.Array(AttachmentView),
  byMe: Type.Boolean({ description: 'recorded by the caller’s company' }),
  createdAt: Type.String(),
});
const ContractView = Type.Object({
  id: Type.String(),
  kind: Kind,
  serviceType: Type.String(),
  number: Type.String(),
  title: Type.String(),
  side: Side,
  role: literals(['filer', 'counterparty'] as const, 'the caller filed the contract, or is its other party'),
  buyer: PartyView,
  seller: PartyView,
  currency: Type.String(),
  lines: Type.Array(LineView),
  totalAmount: Type.String({ description: 'the sum of the lines, two decimals' }),
  incoterms: Type.String(),
  portOfLoading: Type.String(),
  portOfDischarge: Type.String(),
  signedAt: Type.String(),
  remark: Type.String(),
  attachments: Type.Array(AttachmentView),
  quoteId: Type.String(),
  status: ContractStatusSchema,
  partyMismatch: Type.Boolean({ description: 'a party’s name does not match its code in the registry' }),
  rejectReason: Type.String(),
  terminateReason: Type.String(),
  editable: Type.Boolean({ description: 'the caller may edit or delete it now' }),
  milestones: Type.Array(MilestoneView),
  nextMilestones: Type.Array(MilestoneSchema, {
    description: 'the milestones the caller may record now (empty unless executing)',
  }),
  submittedAt: Type.Union([Type.String(), Type.Null()]),
  reviewedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const RowView = Type.Object({
  id: Type.String({ description: 'the contract id' }),
  kind: Kind,
  number: Type.String(),
  title: Type.String(),
  role: literals(['filer', 'counterparty'] as const),
  buyerName: Type.String(),
  sellerName: Type.String(),
  currency: Type.String(),
  totalAmount: Type.String(),
  signedAt: Type.String(),
  status: ContractStatusSchema,
  partyMismatch: Type.Boolean(),
  lastMilestone: Type.String({ description: 'the latest milestone recorded; empty for none' }),
  lastMilestoneDate: Type.String(),
  updatedAt: Type.String(),
});
const AdminContractView = Type.Composite([
  ContractView,
  Type.Object({
    memberId: Type.String({ description: 'the filing member' }),
    buyerMemberId: Type.String(),
    sellerMemberId: Type.String(),
    reviewedBy: Type.String(),
  }),
]);
export const ContractInfoReply = EnvelopeSchema(ContractView);
export const ContractPageReply = PageSchema(RowView);
export const ContractSavedReply = EnvelopeSchema(
  Type.Object({ id: Type.String(), status: ContractStatusSchema, totalAmount: Type.String() }),
);
export const ContractFormReply = EnvelopeSchema(
  Type.Object({
    kind: Kind,
    quoteId: Type.String(),
    number: Type.String({ description: 'a proposed number' }),
    title: Type.String(),
    side: Side,
    buyer: Type.Object({ name: Type.String(), creditCode: Type.String(), isMember: Type.Boolean() }),
    seller: Type.Object({ name: Type.String(), creditCode: Type.String(), isMember: Type.Boolean() }),
    currency: Type.String(),
    lines: Type.Array(
      Type.Object({
        name: Type.String(),
        spec: Type.String(),
        quantity: Type.String(),
        unit: Type.String(),
        unitPrice: Type.String(),
      }),
    ),
  }),
);
export const MilestoneAddedReply = EnvelopeSchema(
  Type.Object({ id: Type.String(), contractId: Type.String() }),
);
const DossierEntryView = Type.Object({
  at: Type.String({ description: 'when it happened (ISO 8601)' }),
  kind: literals(DOSSIER_KINDS),
  subject: Type.String({ description: 'a product name, a milestone, or a CEB message (`CEB303`)' }),
  status: Type.String({ description: 'a contract or declaration status, or a receipt’s returnStatus' }),
  number: Type.String({ description: 'the declaration’s inventory, waybill or order number' }),
  info: Type.String({ description: 'a note, a reason, or a receipt’s returnInfo, verbatim' }),
  date: Type.String({ description: 'a milestone’s date (YYYY-MM-DD)' }),
  error: Type.Boolean({ description: 'a refused message or a receipt in an error status' }),
  declarationId: Type.String(),
  attachments: Type.Array(AttachmentView, { description: 'a milestone’s files; empty for the other steps' }),
});
export const DossierReply = EnvelopeSchema(
  Type.Object({ contractId: Type.String(), number: Type.String(), entries: Type.Array(DossierEntryView) }),
);
export const AdminContractInfoReply = EnvelopeSchema(AdminContractView);
export const AdminContractPageReply = PageSchema(AdminContractView);

export type { TSchema };
