import { EnvelopeSchema, ErrorEnvelopeSchema, PageSchema } from '@trade/contracts';
import { Type } from '@trade/service-kit';
import { SORTABLE } from './declaration-index';

export const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

const code = (description: string) => Type.Optional(Type.String({ maxLength: 80, description }));
const day = (description: string) =>
  Type.Optional(
    // A calendar day (format "date" checks the month and the day too: 2025-02-30 is refused).
    Type.String({
      format: 'date',
      description: `${description}, YYYY-MM-DD (China time)`,
    }),
  );

/** The filters of a declaration list (page, errorPage, excel). */
export const listFilters = {
  status: Type.Optional(
    Type.String({
      maxLength: 20,
      description: 'received, draft, declared, invalid, or a receipt’s returnStatus (e.g. 120, 100, -621004)',
    }),
  ),
  dateFrom: day('appTime from'),
  dateTo: day('appTime to'),
  orderNo: code('order number, or its beginning'),
  logisticsNo: code('waybill number, or its beginning'),
  invtNo: code('inventory number, or its beginning'),
  copNo: code('company reference number, or its beginning'),
  billNo: code('bill of lading number, or its beginning'),
  prop: Type.Optional(
    Type.Union(
      SORTABLE.map((s) => Type.Literal(s)),
      { description: 'sort field (default appDate)' },
    ),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
};

export const ListBody = Type.Object({
  pageNumber: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 200, default: 20 }),
  ...listFilters,
});

export const ExcelQuery = Type.Object({
  view: Type.Optional(
    Type.Union([Type.Literal('all'), Type.Literal('errors')], {
      description: 'all (page) or errors (errorPage)',
    }),
  ),
  ...listFilters,
});

export const IdBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 300 }) });

export const DeclarationRowSchema = Type.Object({
  id: Type.String(),
  type: Type.String(),
  direction: Type.String(),
  status: Type.String(),
  error: Type.Boolean(),
  invalid: Type.Boolean(),
  errorMessage: Type.String(),
  returnStatus: Type.Union([Type.Integer(), Type.Null()]),
  returnInfo: Type.String(),
  orderNo: Type.String(),
  logisticsNo: Type.String(),
  invtNo: Type.String(),
  copNo: Type.String(),
  preNo: Type.String(),
  billNo: Type.String(),
  payTransactionId: Type.String(),
  ebcCode: Type.String(),
  ebcName: Type.String(),
  ebpCode: Type.String(),
  ebpName: Type.String(),
  logisticsCode: Type.String(),
  agentCode: Type.String(),
  payCode: Type.String(),
  appType: Type.String(),
  appStatus: Type.String(),
  appTime: Type.String(),
  amount: Type.String(),
  currency: Type.String(),
  itemCount: Type.Integer(),
  source: Type.String(),
  appDate: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export const DeclarationPageReply = PageSchema(DeclarationRowSchema);

const Strings = Type.Record(Type.String(), Type.String());
const HistoryStep = Type.Object({
  at: Type.String(),
  source: Type.String({ description: 'message, invalid, declare or receipt' }),
  status: Type.String(),
  returnStatus: Type.Union([Type.Integer(), Type.Null()]),
  info: Type.String(),
  messageGuid: Type.String(),
});
const Receipt = Type.Object({
  type: Type.String({ description: 'the receipt’s message number, e.g. 622' }),
  returnStatus: Type.Integer(),
  returnTime: Type.String(),
  returnInfo: Type.String(),
  receivedAt: Type.String(),
});

export const DetailReply = EnvelopeSchema(
  Type.Composite([
    DeclarationRowSchema,
    Type.Object({
      name: Type.String({ description: 'the official name of the message, in the reader’s language' }),
      fields: Strings,
      items: Type.Array(Strings),
    }),
  ]),
);
export const InquiryReply = EnvelopeSchema(
  Type.Object({
    id: Type.String(),
    status: Type.String(),
    error: Type.Boolean(),
    history: Type.Array(HistoryStep),
    receipts: Type.Array(Receipt),
  }),
);
export const ErrorMessageReply = EnvelopeSchema(
  Type.Object({
    id: Type.String(),
    status: Type.String(),
    /** The XSD validator's messages (a refused message) or the receipt's text (an error status). */
    errorMessage: Type.String(),
    errors: Type.Array(Type.String()),
    returnStatus: Type.Union([Type.Integer(), Type.Null()]),
    returnInfo: Type.String(),
    messageGuid: Type.String(),
  }),
);

export const UploadOutcome = Type.Object({
  messageId: Type.String(),
  number: Type.String(),
  guid: Type.String(),
  duplicate: Type.Boolean({ description: 'the message was read before: nothing changed' }),
  valid: Type.Boolean({ description: 'false: the XSD refused it; `errors` has the validator’s messages' }),
  errors: Type.Array(Type.String()),
  documents: Type.Integer(),
  matched: Type.Integer(),
  unmatched: Type.Integer(),
  receipts: Type.Integer(),
  unanswered: Type.Integer(),
});
export const UploadReply = EnvelopeSchema(UploadOutcome);
export const XmlBody = Type.String({
  description: 'the CEB message, as XML (content-type application/xml or text/xml)',
});

export const AdminPageBody = Type.Object({
  pageNumber: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 200, default: 20 }),
  type: Type.Optional(Type.String({ pattern: '^\\d{3}$' })),
  valid: Type.Optional(Type.Boolean()),
});
const UnmatchedRow = Type.Object({
  id: Type.String(),
  type: Type.String(),
  key: Type.String(),
  reason: Type.String({ description: 'none: no member’s codes; ambiguous: several members’' }),
  codes: Type.Array(Type.String()),
  candidates: Type.Array(Type.String()),
  messageGuid: Type.String(),
  source: Type.String(),
  valid: Type.Boolean(),
  errorMessage: Type.String(),
  createdAt: Type.String(),
});
export const UnmatchedPageReply = PageSchema(UnmatchedRow);
export const UnmatchedInfoReply = EnvelopeSchema(
  Type.Composite([UnmatchedRow, Type.Object({ fields: Strings, items: Type.Array(Strings) })]),
);
const MessageRow = Type.Object({
  id: Type.String(),
  number: Type.String(),
  guid: Type.String(),
  source: Type.String(),
  fileName: Type.String(),
  valid: Type.Boolean(),
  errors: Type.Array(Type.String()),
  documents: Type.Integer(),
  matched: Type.Integer(),
  unmatched: Type.Integer(),
  receipts: Type.Integer(),
  createdAt: Type.String(),
});
export const MessagePageReply = PageSchema(MessageRow);

const FormValues = Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 1000 }));
export const DeclareBody = Type.Object({
  fields: FormValues,
  items: Type.Optional(Type.Array(FormValues, { maxItems: 100 })),
  appStatus: Type.Union([Type.Literal('1'), Type.Literal('2')], {
    description: '1 暂存 (draft), 2 申报 (declare: signed)',
  }),
});
export const DeclareReply = EnvelopeSchema(
  Type.Object({
    id: Type.String(),
    status: Type.String({ description: 'draft or declared' }),
    fileName: Type.String({ description: 'the file written to the outbound exchange' }),
    messageGuid: Type.String(),
  }),
);
