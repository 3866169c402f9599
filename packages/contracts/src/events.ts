import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LANGS } from './i18n';
import { GUESTBOOK_STATUSES, GUESTBOOK_TYPES } from './consultations';

/** Kafka topics, one per aggregate (architecture §5); each has a `<topic>.dlq` twin for poison messages. */
export const TOPICS = [
  'trade.member',
  'trade.supply',
  'trade.demand',
  'trade.inquiry',
  'trade.quote',
  'trade.contract',
  'trade.declaration',
  'trade.file',
  'trade.guestbook',
  'trade.nav',
  'trade.config',
  'trade.category',
  'trade.brand',
  'trade.spu',
  'trade.article',
  'trade.patch',
  'trade.warehouse',
  'trade.company',
  'trade.record',
] as const;
export type Topic = (typeof TOPICS)[number];

export const dlqTopic = (topic: string) => `${topic}.dlq`;

/** Every topic the platform creates up front, dead-letter twins included. */
export const ALL_TOPICS: string[] = TOPICS.flatMap((topic) => [topic, dlqTopic(topic)]);

interface EventDefinition<S extends TSchema = TSchema> {
  topic: Topic;
  version: number;
  description: string;
  data: S;
}

const define = <S extends TSchema>(d: EventDefinition<S>) => d;

const AuditStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

/** The interface language a member used (the `lang` header): their e-mails come in it. */
const MemberLang = (description: string) =>
  Type.Optional(
    Type.Union(
      LANGS.map((lang) => Type.Literal(lang)),
      { description: `${description}; absent on older events (read as zh-cn)` },
    ),
  );

/** The product snapshot the marketplace events carry (supply and demand alike). */
const productEventData = (kind: 'supply' | 'demand') =>
  Type.Object({
    id: Type.String(),
    kind: Type.Literal(kind),
    memberId: Type.String({ description: 'the owning member (company)' }),
    name: Type.String(),
    categoryId: Type.String(),
    country: Type.String(),
    ownerEmail: Type.Optional(Type.String({ description: 'contact e-mail of the owner, from the form' })),
    lang: MemberLang('the language the owner posted or last edited the item in'),
    images: Type.Optional(
      Type.Array(Type.String(), {
        description: 'display URLs of the gallery, in order; the first is the thumbnail',
      }),
    ),
    auditStatus: AuditStatus,
    visible: Type.Boolean(),
  });

/** Set when an admin (the event's actor) acted for the member, who is named here. */
const OnBehalfOf = Type.Optional(
  Type.String({
    description:
      "the member an admin (the event's actor) acted for in the back office; absent when the member acted",
  }),
);

const submittedData = (kind: 'supply' | 'demand') =>
  Type.Composite([productEventData(kind), Type.Object({ onBehalfOf: OnBehalfOf })]);

const auditedData = (kind: 'supply' | 'demand') =>
  Type.Composite([
    productEventData(kind),
    Type.Object({ rejectReason: Type.Optional(Type.String()), auditedBy: Type.String() }),
  ]);

const statusChangedData = (kind: 'supply' | 'demand') =>
  Type.Composite([
    productEventData(kind),
    Type.Object({
      change: Type.Union([
        Type.Literal('visible'),
        Type.Literal('status'),
        Type.Literal('edited'),
        Type.Literal('deleted'),
        Type.Literal('sortOrder'),
      ]),
      status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('closed')])),
      changedBy: Type.String(),
    }),
  ]);

/** The supply-and-demand marketplace (catalog service). */
/** A demand owner's decision on a quotation, with the terms quoted. */
function quoteDecisionData() {
  return Type.Object({
    id: Type.String(),
    demandId: Type.String(),
    productName: Type.String(),
    ownerMemberId: Type.String({ description: 'the buyer, who decided' }),
    fromMemberId: Type.String({ description: 'the seller, who quoted' }),
    fromLang: MemberLang('the language the seller used for the quotation'),
    companyName: Type.String({ description: "the seller's company name" }),
    quantity: Type.Number(),
    unit: Type.String(),
    unitPrice: Type.Number(),
    currency: Type.String(),
    total: Type.Number(),
    decidedAt: Type.String({ format: 'date-time' }),
  });
}

const MARKETPLACE_EVENTS = {
  'trade.supply.submitted': define({
    topic: 'trade.supply',
    version: 1,
    description:
      "A member posted a supply product (or edited one); it waits for review. Saved by an admin on the member's behalf, it is approved at once.",
    data: submittedData('supply'),
  }),
  'trade.supply.audited': define({
    topic: 'trade.supply',
    version: 1,
    description: 'An admin approved or rejected a supply product (a rejection carries the reason).',
    data: auditedData('supply'),
  }),
  'trade.supply.status-changed': define({
    topic: 'trade.supply',
    version: 1,
    description: 'A supply product was shown or hidden, opened or closed, edited back to review, or deleted.',
    data: statusChangedData('supply'),
  }),
  'trade.demand.submitted': define({
    topic: 'trade.demand',
    version: 1,
    description:
      "A member posted a demand product (or edited one); it waits for review. Saved by an admin on the member's behalf, it is approved at once.",
    data: submittedData('demand'),
  }),
  'trade.demand.audited': define({
    topic: 'trade.demand',
    version: 1,
    description: 'An admin approved or rejected a demand product (a rejection carries the reason).',
    data: auditedData('demand'),
  }),
  'trade.demand.status-changed': define({
    topic: 'trade.demand',
    version: 1,
    description: 'A demand product was shown or hidden, opened or closed, edited back to review, or deleted.',
    data: statusChangedData('demand'),
  }),
  'trade.inquiry.created': define({
    topic: 'trade.inquiry',
    version: 1,
    description: 'A member sent an inquiry on an approved supply product of another member.',
    data: Type.Object({
      id: Type.String(),
      supplyId: Type.String(),
      productName: Type.String(),
      ownerMemberId: Type.String({ description: 'the supplier, who receives the inquiry' }),
      ownerEmail: Type.Optional(Type.String()),
      ownerLang: MemberLang('the language the supplier posted the supply in'),
      fromMemberId: Type.String(),
      quantity: Type.Number(),
      unit: Type.String(),
      companyName: Type.String(),
      email: Type.String(),
      country: Type.String(),
      remark: Type.Optional(Type.String()),
    }),
  }),
  'trade.quote.created': define({
    topic: 'trade.quote',
    version: 1,
    description:
      "A member quoted on an approved demand product of another member (or an admin did on that member's behalf).",
    data: Type.Object({
      id: Type.String(),
      demandId: Type.String(),
      productName: Type.String(),
      ownerMemberId: Type.String({ description: 'the buyer, who receives the quote' }),
      ownerEmail: Type.Optional(Type.String()),
      ownerLang: MemberLang('the language the buyer posted the demand in'),
      fromMemberId: Type.String(),
      companyName: Type.String(),
      quantity: Type.Number(),
      unitPrice: Type.Number(),
      currency: Type.String(),
      message: Type.Optional(Type.String()),
      onBehalfOf: OnBehalfOf,
    }),
  }),
  'trade.inquiry.replied': define({
    topic: 'trade.inquiry',
    version: 1,
    description: 'The owner of a supply replied to an inquiry on it; the sender is notified.',
    data: Type.Object({
      id: Type.String(),
      supplyId: Type.String(),
      productName: Type.String(),
      ownerMemberId: Type.String({ description: 'the supplier, who replied' }),
      fromMemberId: Type.String({ description: 'the sender of the inquiry, who receives the reply' }),
      fromEmail: Type.Optional(Type.String({ description: 'the address the sender gave in the inquiry' })),
      fromLang: MemberLang('the language the sender used for the inquiry'),
      reply: Type.String(),
    }),
  }),
  'trade.quote.accepted': define({
    topic: 'trade.quote',
    version: 1,
    description:
      'The owner of a demand accepted a quotation: the agreed terms (buyer, seller, product, quantity, unit price, currency, total), from which a contract can later start.',
    data: quoteDecisionData(),
  }),
  'trade.quote.declined': define({
    topic: 'trade.quote',
    version: 1,
    description: 'The owner of a demand declined a quotation; the quoting member is notified.',
    data: quoteDecisionData(),
  }),
} as const;

/** What a back-office catalogue event says of its item: which, its name, who changed it. */
const catalogueItemData = (what: string) =>
  Type.Object({
    id: Type.String({ description: `the ${what} id` }),
    name: Type.String({ description: `the ${what}'s name (a category's in zh-cn)` }),
    changedBy: Type.String({ description: 'the admin user id' }),
  });

const catalogueEvent = (
  topic: 'trade.category' | 'trade.brand' | 'trade.spu' | 'trade.article' | 'trade.patch' | 'trade.warehouse',
  what: string,
  description: string,
) => define({ topic, version: 1, description, data: catalogueItemData(what) });

/** The product catalogue of the back office (catalog service): categories, brands, spu. */
const CATALOGUE_EVENTS = {
  'trade.category.created': catalogueEvent(
    'trade.category',
    'category',
    'An admin added a category to the tree; every catalog replica rebuilds its cached tree.',
  ),
  'trade.category.changed': catalogueEvent(
    'trade.category',
    'category',
    'An admin renamed, moved or re-ordered a category; every catalog replica rebuilds its cached tree, and public lists show the new name.',
  ),
  'trade.category.deleted': catalogueEvent(
    'trade.category',
    'category',
    'An admin deleted a category (one with no children and no products); every catalog replica rebuilds its cached tree.',
  ),
  'trade.category.refreshed': catalogueEvent(
    'trade.category',
    'category',
    'An admin asked every catalog replica to rebuild its cached tree from the database (`/admin/product.category/refresh`); `id` and `name` are those of the first root category.',
  ),
  'trade.brand.created': catalogueEvent('trade.brand', 'brand', 'An admin added a brand.'),
  'trade.brand.changed': catalogueEvent('trade.brand', 'brand', 'An admin edited a brand.'),
  'trade.brand.deleted': catalogueEvent('trade.brand', 'brand', 'An admin deleted a brand.'),
  'trade.spu.created': catalogueEvent('trade.spu', 'spu', 'An admin added an spu with its sku rows.'),
  'trade.spu.changed': catalogueEvent(
    'trade.spu',
    'spu',
    'An admin edited an spu (its fields, specs or sku rows) or changed its status.',
  ),
  'trade.spu.deleted': catalogueEvent(
    'trade.spu',
    'spu',
    'An admin moved an spu to the recycle bin; it can be restored with its sku rows.',
  ),
  'trade.spu.restored': catalogueEvent('trade.spu', 'spu', 'An admin restored an spu from the recycle bin.'),
  'trade.spu.purged': catalogueEvent(
    'trade.spu',
    'spu',
    'An admin removed an spu from the recycle bin for good: its specs and sku rows are dropped and no list or read finds it again.',
  ),
} as const;

/** The portal's content (catalog service): articles, their categories and the content blocks. */
/** A library file's name and group, before or after a change (`group` is the group's label). */
const fileState = (description: string) =>
  Type.Object(
    {
      file_name: Type.String(),
      group_id: Type.Union([Type.String(), Type.Null()], { description: 'null: ungrouped' }),
      group: Type.Union([Type.String(), Type.Null()], { description: "the group's label; null: ungrouped" }),
    },
    { description },
  );

const CONTENT_EVENTS = {
  'trade.article.created': catalogueEvent(
    'trade.article',
    'article',
    'An admin wrote an article (a draft or published).',
  ),
  'trade.article.changed': catalogueEvent(
    'trade.article',
    'article',
    'An admin edited an article, published it or took it back to draft; the portal home refreshes its latest articles.',
  ),
  'trade.article.deleted': catalogueEvent('trade.article', 'article', 'An admin deleted an article.'),
  'trade.article.category-changed': catalogueEvent(
    'trade.article',
    'article category',
    'An admin added, renamed, moved or deleted an article category (keyed by the category id).',
  ),
  'trade.patch.created': catalogueEvent(
    'trade.patch',
    'content block',
    'An admin added a content block of the portal.',
  ),
  'trade.patch.changed': catalogueEvent(
    'trade.patch',
    'content block',
    'An admin edited a content block (a banner, a promise, a page text); the portal home refreshes.',
  ),
  'trade.patch.deleted': catalogueEvent('trade.patch', 'content block', 'An admin deleted a content block.'),
  'trade.warehouse.created': catalogueEvent(
    'trade.warehouse',
    'warehouse',
    'An admin added a warehouse to the map (customs service).',
  ),
  'trade.warehouse.changed': catalogueEvent(
    'trade.warehouse',
    'warehouse',
    'An admin edited a warehouse, or showed or hid it on the map.',
  ),
  'trade.warehouse.deleted': catalogueEvent('trade.warehouse', 'warehouse', 'An admin deleted a warehouse.'),
} as const;

/** What a company event says of the company profile (member service). */
const companyEventData = Type.Object({
  id: Type.String({ description: 'the company profile id' }),
  memberId: Type.String({ description: 'the member (company account) the profile belongs to' }),
  name: Type.String({ description: 'the Chinese name' }),
  nameEn: Type.String({ description: 'the English name; empty when not given' }),
  creditCode: Type.String({ description: 'the unified social credit code (GB 32100-2015), 18 characters' }),
  customsCode: Type.String({
    description: 'the customs registration code, 10 characters; empty when not given',
  }),
  verified: Type.Boolean({
    description: 'true when the name and the credit code match the company registry (the supplier badge)',
  }),
  auditStatus: AuditStatus,
  rejectReason: Type.Optional(Type.String()),
  changedBy: Type.String({ description: 'the member account or admin user that made the change' }),
});

/** What a filing event says of a company filing (member service). */
const recordEventData = Type.Object({
  id: Type.String({ description: 'the filing id' }),
  memberId: Type.String(),
  companyId: Type.String({ description: 'the company profile the filing was made for' }),
  companyName: Type.String(),
  creditCode: Type.String(),
  ownershipType: Type.String({ description: 'a code of the `ownership_type` dictionary' }),
  status: AuditStatus,
  rejectReason: Type.Optional(Type.String()),
  changedBy: Type.String({ description: 'the member account or admin user that made the change' }),
});

/** Company profiles and filings (member service). */
const COMPANY_EVENTS = {
  'trade.company.created': define({
    topic: 'trade.company',
    version: 1,
    description:
      'A member filled in its company profile (`/member.memberInfo/add`); it waits for review. `verified` says whether the registry confirms its name and credit code.',
    data: companyEventData,
  }),
  'trade.company.changed': define({
    topic: 'trade.company',
    version: 1,
    description:
      'A member changed its company profile (`/member.memberInfo/save`): it goes back to review, and `verified` is checked again against the registry. Consumers keeping the company name or the verified badge take them from here.',
    data: companyEventData,
  }),
  'trade.company.reviewed': define({
    topic: 'trade.company',
    version: 1,
    description: 'An admin approved or rejected a company profile (a rejection carries the reason).',
    data: companyEventData,
  }),
  'trade.record.submitted': define({
    topic: 'trade.record',
    version: 1,
    description:
      'A member filed its company, or changed its filing (`/home/member.Record/save`); it waits for review.',
    data: recordEventData,
  }),
  'trade.record.reviewed': define({
    topic: 'trade.record',
    version: 1,
    description: 'An admin approved or rejected a company filing (a rejection carries the reason).',
    data: recordEventData,
  }),
} as const;

/** The contract statuses: draft → submitted → approved | rejected → executing → completed | terminated. */
export const CONTRACT_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'executing',
  'completed',
  'terminated',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The execution milestones, in the order they happen (a contract's may skip some, never go back). */
export const CONTRACT_MILESTONES = [
  'deposit_paid',
  'production',
  'shipped',
  'customs_declared',
  'arrived',
  'delivered',
  'balance_paid',
] as const;
export type ContractMilestone = (typeof CONTRACT_MILESTONES)[number];

/** What the registry said of a party's name and credit code when the contract was submitted. */
export const PARTY_CHECKS = ['unchecked', 'match', 'mismatch', 'not_found', 'unavailable'] as const;
export type PartyCheck = (typeof PARTY_CHECKS)[number];

const literals = <T extends string>(values: readonly T[], description?: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    description ? { description } : {},
  );

const contractPartyData = (side: string) =>
  Type.Object(
    {
      memberId: Type.String({ description: 'the member this party is; empty when it is not a member' }),
      name: Type.String(),
      creditCode: Type.String({ description: 'unified social credit code; empty when not given' }),
      check: literals(PARTY_CHECKS, 'the registry check of name against code, made at submission'),
    },
    { description: `the ${side}` },
  );

/** What every contract event says of the contract (member service). */
const contractFields = {
  id: Type.String({ description: 'the contract id' }),
  memberId: Type.String({ description: 'the member that filed the contract' }),
  kind: Type.Union([Type.Literal('member'), Type.Literal('company')], {
    description: 'member: a trade contract between companies; company: a service contract with the platform',
  }),
  serviceType: Type.String({
    description: 'a company contract’s service (customs, warehousing, logistics, finance); empty for member',
  }),
  number: Type.String(),
  title: Type.String(),
  status: literals(CONTRACT_STATUSES),
  buyer: contractPartyData('buyer'),
  seller: contractPartyData('seller'),
  currency: Type.String(),
  totalAmount: Type.String({ description: 'the sum of the lines, a decimal string with two decimals' }),
  quoteId: Type.String({ description: 'the accepted quotation it was started from; empty for none' }),
  partyMismatch: Type.Boolean({ description: 'a party’s name does not match its code in the registry' }),
  version: Type.Integer({ description: 'grows by one with each change; a consumer keeps the highest' }),
  changedBy: Type.String({ description: 'the member account or admin user that made the change' }),
};
const contractEventData = Type.Object(contractFields);
const contractStatusData = Type.Object({
  ...contractFields,
  from: literals(CONTRACT_STATUSES, 'the status before'),
  reason: Type.Optional(Type.String({ description: 'why: a rejection or a termination' })),
});
const contractMilestoneData = Type.Object({
  ...contractFields,
  milestone: Type.Object({
    id: Type.String(),
    milestone: literals(CONTRACT_MILESTONES),
    date: Type.String({ description: 'YYYY-MM-DD' }),
    note: Type.String(),
    attachments: Type.Integer({ description: 'how many files are attached' }),
    byMemberId: Type.String({ description: 'the party member that recorded it' }),
  }),
  notifyMemberId: Type.String({
    description: 'the other party, when a member, who is told of the milestone; empty for none',
  }),
});

/** Contracts and their execution (member service, topic trade.contract, keyed by contract id). */
const CONTRACT_EVENTS = {
  'trade.contract.created': define({
    topic: 'trade.contract',
    version: 1,
    description:
      'A member filed a contract as a draft (`/home/member.Contract/add`), possibly from an accepted quotation.',
    data: contractEventData,
  }),
  'trade.contract.changed': define({
    topic: 'trade.contract',
    version: 1,
    description: 'A member edited a draft or rejected contract (`/home/member.Contract/edit`).',
    data: contractEventData,
  }),
  'trade.contract.submitted': define({
    topic: 'trade.contract',
    version: 1,
    description:
      'A member submitted a contract for review; each party’s name was checked against its code in the company registry (`partyMismatch`, `buyer.check`, `seller.check`).',
    data: contractStatusData,
  }),
  'trade.contract.reviewed': define({
    topic: 'trade.contract',
    version: 1,
    description: 'An admin approved or rejected a submitted contract (a rejection carries the reason).',
    data: contractStatusData,
  }),
  'trade.contract.status-changed': define({
    topic: 'trade.contract',
    version: 1,
    description:
      'The filing member moved an approved contract to executing, or an executing one to completed or terminated (with the reason).',
    data: contractStatusData,
  }),
  'trade.contract.milestone-added': define({
    topic: 'trade.contract',
    version: 1,
    description:
      'A party recorded an execution milestone (deposit paid, production, shipped, customs declared, arrived, delivered, balance paid); the other party, when a member, is notified.',
    data: contractMilestoneData,
  }),
  'trade.contract.deleted': define({
    topic: 'trade.contract',
    version: 1,
    description: 'A member deleted a draft or rejected contract.',
    data: contractEventData,
  }),
} as const;

/** What every declaration event says of the CEB business document (customs service). */
const declarationFields = {
  id: Type.String({
    description: 'the declaration id (`<type>:<memberId>:<key>`, or `invalid:…` for a refused message)',
  }),
  memberId: Type.String({ description: 'the member the document belongs to, matched by its company codes' }),
  type: Type.String({
    description: 'the CEB message number of the document, e.g. `621` (CEB621 import inventory)',
  }),
  direction: Type.Union([Type.Literal('import'), Type.Literal('export')]),
  key: Type.String({
    description: 'the identifying fields joined with `/`, e.g. the copNo or `ebpCode/orderNo`',
  }),
  status: Type.String({
    description:
      'received, draft, declared, invalid, or the last receipt’s returnStatus (e.g. `120`, `100`, `-621004`)',
  }),
  error: Type.Boolean({
    description: 'refused by the schema, or a receipt in an error status (4, 100, 501–599, 700, < 0)',
  }),
  orderNo: Type.String(),
  logisticsNo: Type.String(),
  invtNo: Type.String(),
  copNo: Type.String(),
  messageGuid: Type.String({ description: 'the guid of the message it came (or went) with' }),
};

/** CEB declarations: read from the exchange or an upload, declared from the platform, answered by receipts. */
const DECLARATION_EVENTS = {
  'trade.declaration.received': define({
    topic: 'trade.declaration',
    version: 1,
    description:
      'A valid CEB business document (order, inventory, waybill, payment …) arrived through the exchange folder or an upload and was matched to a member by its company codes; a changed document (appType 2) arrives again under the same id.',
    data: Type.Object(declarationFields),
  }),
  'trade.declaration.rejected': define({
    topic: 'trade.declaration',
    version: 1,
    description:
      'A message was refused by the official XSD; each of its documents that names a member is kept for that member’s error list, with the validator’s message. The member is notified.',
    data: Type.Object({
      ...declarationFields,
      errorMessage: Type.String({ description: 'the first of the XSD validator’s messages, with its line' }),
    }),
  }),
  'trade.declaration.declared': define({
    topic: 'trade.declaration',
    version: 1,
    description:
      'A member declared from the platform (CEB303 order, CEB603 inventory or CEB505 waybill): the message was built, validated, signed when appStatus is 2, and written to the outbound exchange.',
    data: Type.Object({
      ...declarationFields,
      fileName: Type.String({ description: 'the file written to the outbound exchange' }),
    }),
  }),
  'trade.declaration.receipt': define({
    topic: 'trade.declaration',
    version: 1,
    description:
      'A receipt (CEB304, 404, 506, 512, 604, 608, 622, 412, or a CEB900 format receipt) answered a declaration: its status changed. `error` says the customs side refused it; the member is then notified.',
    data: Type.Object({
      ...declarationFields,
      receiptType: Type.String({ description: 'the receipt’s message number, e.g. `622`' }),
      returnStatus: Type.Integer(),
      returnInfo: Type.String(),
    }),
  }),
} as const;

/**
 * The catalogue of event types and the JSON schema of their `data`.
 * The AsyncAPI document (docs/asyncapi.yaml) is generated from it.
 */
export const EVENTS = {
  'trade.guestbook.created': define({
    topic: 'trade.guestbook',
    version: 1,
    description:
      "A visitor left a message in the guestbook. The visitor's phone and e-mail stay in notify's own store (`/admin/guestbook/*` reads them by id); the event never carries them.",
    data: Type.Object({
      id: Type.String(),
      name: Type.String(),
      company: Type.Optional(Type.String()),
      content: Type.String(),
      type: Type.Optional(
        Type.Union(
          GUESTBOOK_TYPES.map((t) => Type.Literal(t)),
          { description: 'the form it came from; absent on entries older than the consultation forms' },
        ),
      ),
      source: Type.Optional(Type.String({ description: 'the portal page of the form, e.g. `service-2`' })),
    }),
  }),
  'trade.guestbook.status-changed': define({
    topic: 'trade.guestbook',
    version: 1,
    description:
      "An admin moved a guestbook entry to another status (new, contacted, closed); for the audit log. Never the visitor's phone or e-mail.",
    data: Type.Object({
      id: Type.String(),
      name: Type.String(),
      from: Type.Union(GUESTBOOK_STATUSES.map((s) => Type.Literal(s))),
      status: Type.Union(GUESTBOOK_STATUSES.map((s) => Type.Literal(s))),
      changedBy: Type.String({ description: 'the admin user id' }),
    }),
  }),
  'trade.guestbook.deleted': define({
    topic: 'trade.guestbook',
    version: 1,
    description:
      "An admin deleted a guestbook message. Carries what the message said (name, company, content) for the audit log; like `trade.guestbook.created`, never the visitor's phone or e-mail, which notify erases with the message.",
    data: Type.Object({
      id: Type.String(),
      name: Type.String(),
      company: Type.Optional(Type.String()),
      content: Type.String(),
      deletedBy: Type.String({ description: 'the admin user id' }),
    }),
  }),
  'trade.file.uploaded': define({
    topic: 'trade.file',
    version: 1,
    description:
      'A file was stored in the file library (multipart upload or a registered direct upload). The storage key stays inside the files service; a consumer that needs the bytes asks files by `id`.',
    data: Type.Object({
      id: Type.String(),
      fileName: Type.String(),
      ext: Type.String(),
      mime: Type.String(),
      size: Type.Integer({ minimum: 0 }),
      ownerKind: Type.Union([Type.Literal('admin'), Type.Literal('member')]),
      memberId: Type.Optional(Type.String()),
      groupId: Type.Union([Type.String(), Type.Null()]),
    }),
  }),
  'trade.file.deleted': define({
    topic: 'trade.file',
    version: 1,
    description:
      'A file was deleted from the file library; its object is removed after this event is recorded. Like `trade.file.uploaded`, it never carries the storage key.',
    data: Type.Object({
      id: Type.String(),
      fileName: Type.String(),
      ownerKind: Type.Union([Type.Literal('admin'), Type.Literal('member')]),
      memberId: Type.Optional(Type.String()),
      deletedBy: Type.String(),
    }),
  }),
  'trade.file.group-changed': define({
    topic: 'trade.file',
    version: 1,
    description:
      "A file library's group was added, renamed or reordered, or deleted (its files became ungrouped): `/admin/sys.fileGroup/*` for the back office's library, `/home/member.FileGroup/*` for a member's. The event's actor is who did it, for the audit log.",
    data: Type.Object({
      id: Type.String(),
      change: Type.Union([Type.Literal('added'), Type.Literal('edited'), Type.Literal('deleted')]),
      label: Type.String(),
      show_order: Type.Number(),
      before: Type.Optional(
        Type.Object(
          { label: Type.String(), show_order: Type.Number() },
          { description: 'an edit: the group as it was' },
        ),
      ),
      ungrouped: Type.Optional(
        Type.Integer({ minimum: 0, description: 'a deletion: how many files became ungrouped' }),
      ),
      ownerKind: Type.Union([Type.Literal('admin'), Type.Literal('member')]),
      memberId: Type.Optional(Type.String()),
      changedBy: Type.String({ description: 'the admin user id or member account id' }),
    }),
  }),
  'trade.file.changed': define({
    topic: 'trade.file',
    version: 1,
    description:
      "A file of a library was moved to another group (`/admin/sys.file/remove`) or renamed or regrouped by an imported workbook (`/basic.file/import`), with the file as it was and as it is. One event per file that changed; a file already as asked gives none. The event's actor is who did it, for the audit log.",
    data: Type.Object({
      id: Type.String(),
      change: Type.Union([Type.Literal('moved'), Type.Literal('imported')]),
      fileName: Type.String({ description: "the file's name now" }),
      before: fileState('the file as it was'),
      after: fileState('the file as it is now'),
      ownerKind: Type.Union([Type.Literal('admin'), Type.Literal('member')]),
      memberId: Type.Optional(Type.String()),
      changedBy: Type.String({ description: 'the admin user id or member account id' }),
    }),
  }),
  'trade.config.changed': define({
    topic: 'trade.config',
    version: 1,
    description:
      "An admin added, changed or deleted a system setting (`/admin/sys.config/*`). Services do not need to consume it: they read the settings live (the service kit's LiveConfig); it tells downstream systems and the audit log.",
    data: Type.Object({
      key: Type.String({ description: 'the setting, e.g. `upload.maxSizeMb`' }),
      group: Type.String(),
      type: Type.Union([
        Type.Literal('string'),
        Type.Literal('number'),
        Type.Literal('boolean'),
        Type.Literal('json'),
      ]),
      value: Type.Optional(Type.Unknown({ description: 'the new value; absent when deleted' })),
      deleted: Type.Boolean(),
      changedBy: Type.String({ description: 'the admin user id' }),
    }),
  }),
  'trade.member.registered': define({
    topic: 'trade.member',
    version: 1,
    description:
      "A company registered as a member. The member's phone number stays in auth's store; no consumer needs it, so the event does not carry it.",
    data: Type.Object({
      memberId: Type.String(),
      account: Type.String(),
      companyName: Type.String(),
    }),
  }),
  'trade.nav.changed': define({
    topic: 'trade.nav',
    version: 1,
    description:
      'The custom navigation changed (a group or an item added, edited or deleted): a portal cache of the navigation drops its copy of `groupCode` and reads `/home/Basic/getNavList` again.',
    data: Type.Object({
      groupId: Type.String(),
      groupCode: Type.String({ description: 'the group the portal reads, e.g. `header` or `footer`' }),
      change: Type.Union([
        Type.Literal('group-added'),
        Type.Literal('group-edited'),
        Type.Literal('group-deleted'),
        Type.Literal('item-added'),
        Type.Literal('item-edited'),
        Type.Literal('item-deleted'),
      ]),
      itemId: Type.Optional(Type.String()),
      changedBy: Type.String({ description: 'the admin user id' }),
    }),
  }),
  ...MARKETPLACE_EVENTS,
  ...CATALOGUE_EVENTS,
  ...CONTENT_EVENTS,
  ...COMPANY_EVENTS,
  ...CONTRACT_EVENTS,
  ...DECLARATION_EVENTS,
} as const;

export type EventType = keyof typeof EVENTS;
export type EventData<T extends EventType> = Static<(typeof EVENTS)[T]['data']>;

/** A CloudEvents 1.0 event in structured JSON mode. */
export interface CloudEvent<T extends string = string, D = unknown> {
  specversion: '1.0';
  id: string;
  source: string;
  type: T;
  time: string;
  subject: string;
  datacontenttype: 'application/json';
  dataschema: string;
  data: D;
  /**
   * Extension attribute: who made the change, `<kind>:<id>` (`admin:…`, `member:…`).
   * Auth's audit log resolves an admin's id to the user name it shows.
   */
  actor?: string;
  /** Extension attribute: the client IP the change came from, as the service saw it behind the gateway. */
  actorip?: string;
}

/** Who made a change and from where, as an event's `actor` / `actorip` extensions carry it. */
export interface EventActor {
  kind: string;
  sub: string;
  ip?: string;
}

export type TradeEvent<T extends EventType = EventType> = CloudEvent<T, EventData<T>>;

/** The topic of an event type: its first two segments (`trade.inquiry.created` → `trade.inquiry`). */
export function topicOf(type: string): string {
  return type.split('.').slice(0, 2).join('.');
}

/** The URI naming the versioned schema of an event type's data. */
export function dataSchemaUri(type: EventType): string {
  return `urn:trade:event:${type}:v${EVENTS[type].version}`;
}
