import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Model } from 'mongoose';
import { PERMISSIONS as P, type Lang } from '@trade/contracts';
import {
  fail,
  guardAdmin,
  guardMember,
  ok,
  page,
  requireMember,
  type TypeBoxTypeProvider,
} from '@trade/service-kit';
import { failCustoms } from '../errors';
import { DECLARATION_KINDS, DECLARATION_TYPES, type DeclarationType } from './ceb-catalogue';
import { MAX_WINDOW, rowOf, type DeclarationIndex, type ListRequest } from './declaration-index';
import { writeDeclarationsWorkbook } from './declaration-excel';
import type { CebMessageDoc, DeclarationDoc, UnmatchedDoc } from './declaration.model';
import { OUTBOUND_TYPES, userFields, type OutboundType } from './ceb-outbound';
import type { Declarer } from './declare';
import {
  AdminPageBody,
  DeclareBody,
  DeclareReply,
  DeclarationPageReply,
  DetailReply,
  ErrorMessageReply,
  errors,
  ExcelQuery,
  IdBody,
  InquiryReply,
  ListBody,
  MessagePageReply,
  UnmatchedInfoReply,
  UnmatchedPageReply,
  UploadReply,
  XmlBody,
} from './declaration.schemas';
import type { IngestOutcome, Ingestor } from './ingest';

/** The largest message an upload takes (100 inventories of 99 lines each fit well below it). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

export interface DeclarationRouteOptions {
  ingestor: Ingestor;
  index: DeclarationIndex;
  declarations: Model<DeclarationDoc>;
  messages: Model<CebMessageDoc>;
  unmatched: Model<UnmatchedDoc>;
  declarer: Declarer;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : '');

type ListBodyValue = { pageNumber?: number; pageSize?: number } & Omit<
  ListRequest,
  'memberId' | 'type' | 'view'
>;

/** A list request from the body or query, scoped to the member and the message type. */
function listRequest(
  memberId: string,
  type: DeclarationType,
  view: 'all' | 'errors',
  q: ListBodyValue,
): ListRequest {
  if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo)
    throw fail('VALIDATION_FAILED', { detail: 'dateFrom > dateTo' });
  return {
    memberId,
    type,
    view,
    status: q.status,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    orderNo: q.orderNo,
    logisticsNo: q.logisticsNo,
    invtNo: q.invtNo,
    copNo: q.copNo,
    billNo: q.billNo,
    prop: q.prop,
    order: q.order,
  };
}

/** A back-office page of `model`, newest first, filtered by message type (`typeField`) and validity. */
async function newestFirst<T>(
  model: Model<T>,
  typeField: string,
  body: { pageNumber?: number; pageSize?: number; type?: string; valid?: boolean },
  projection: Record<string, 0> = {},
): Promise<{ rows: T[]; total: number }> {
  const { pageNumber = 1, pageSize = 20, type, valid } = body;
  const filter: Record<string, unknown> = {};
  if (type) filter[typeField] = type;
  if (valid !== undefined) filter.valid = valid;
  const [rows, total] = await Promise.all([
    model
      .find(filter as never, projection)
      .sort({ createdAt: -1 })
      .skip((pageNumber - 1) * pageSize)
      .limit(pageSize)
      .lean<T[]>(),
    model.countDocuments(filter as never),
  ]);
  return { rows: rows as T[], total };
}

const SHEET_NAMES: Record<'all' | 'errors', Record<Lang, string>> = {
  all: { 'zh-cn': '申报列表', en: 'Declarations', ru: 'Декларации' },
  errors: { 'zh-cn': '错误列表', en: 'Errors', ru: 'Ошибки' },
};

/**
 * §7 /member.kj.ceb303|603|621|607|505|511/* and the payment lists /member.kj.ceb411|403/*:
 * page and errorPage (from the OpenSearch projection), detail, errorMessage, inquiry and
 * excel (from the store, and the projection streamed); a member's own messages at
 * /member.kj.message/upload; the back office's /admin/kj.message/* and /admin/kj.unmatched/*.
 */
export const declarationRoutes: FastifyPluginAsync<DeclarationRouteOptions> = async (fastify, options) => {
  const { ingestor, index, declarations, messages, unmatched, declarer } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Messages come as their XML text (this plugin's routes only).
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string', bodyLimit: UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  const own = async (request: FastifyRequest, type: DeclarationType, id: string): Promise<DeclarationDoc> => {
    const { memberId } = requireMember(request);
    const doc = await declarations.findOne({ _id: id, memberId, type }).lean<DeclarationDoc>();
    if (!doc) throw fail('NOT_FOUND');
    return doc;
  };

  for (const type of DECLARATION_TYPES) {
    const base = `/member.kj.ceb${type}`;
    const kind = DECLARATION_KINDS[type];
    const tags = [`kj.ceb${type}`];

    for (const [path, view] of [
      ['page', 'all'],
      ['errorPage', 'errors'],
    ] as const) {
      app.post(
        `${base}/${path}`,
        {
          preHandler: guardMember,
          schema: {
            tags,
            description:
              view === 'all'
                ? `CEB${type} ${kind.name.en}: the member's documents, filtered and sorted.`
                : `CEB${type} ${kind.name.en}: the member's documents in error (refused by the XSD, or a receipt in an error status).`,
            body: ListBody,
            response: { 200: DeclarationPageReply, ...errors },
          },
        },
        async (request) => {
          const { memberId } = requireMember(request);
          const { pageNumber = 1, pageSize = 20 } = request.body;
          const from = (pageNumber - 1) * pageSize;
          if (from + pageSize > MAX_WINDOW)
            throw fail('VALIDATION_FAILED', {
              detail: `pageNumber × pageSize ≤ ${MAX_WINDOW}; narrow the filters`,
            });
          const { rows, total } = await index.page(
            listRequest(memberId, type, view, request.body),
            from,
            pageSize,
          );
          return page(
            request,
            rows.map(({ memberId: _member, ...row }) => row),
            total,
          );
        },
      );
    }

    app.post(
      `${base}/detail`,
      { preHandler: guardMember, schema: { tags, body: IdBody, response: { 200: DetailReply, ...errors } } },
      async (request) => {
        const doc = await own(request, type, request.body.id);
        const { memberId: _member, ...row } = rowOf(doc);
        return ok(request, {
          ...row,
          name: kind.name[request.lang],
          fields: (doc.fields ?? {}) as Record<string, string>,
          items: (doc.items ?? []) as Record<string, string>[],
        });
      },
    );

    app.post(
      `${base}/errorMessage`,
      {
        preHandler: guardMember,
        schema: { tags, body: IdBody, response: { 200: ErrorMessageReply, ...errors } },
      },
      async (request) => {
        const doc = await own(request, type, request.body.id);
        return ok(request, {
          id: doc._id,
          status: doc.status,
          errorMessage: doc.errorMessage ?? '',
          errors: (doc.errorMessage ?? '').split('\n').filter(Boolean),
          returnStatus: doc.returnStatus ?? null,
          returnInfo: doc.returnInfo ?? '',
          messageGuid: doc.messageGuid ?? '',
        });
      },
    );

    app.post(
      `${base}/inquiry`,
      { preHandler: guardMember, schema: { tags, body: IdBody, response: { 200: InquiryReply, ...errors } } },
      async (request) => {
        const doc = await own(request, type, request.body.id);
        return ok(request, {
          id: doc._id,
          status: doc.status,
          error: doc.error ?? false,
          history: (doc.history ?? []).map((step) => ({
            at: iso(step.at),
            source: step.source,
            status: step.status,
            returnStatus: step.returnStatus ?? null,
            info: step.info ?? '',
            messageGuid: step.messageGuid ?? '',
          })),
          receipts: (doc.receipts ?? []).map((r) => ({
            type: r.type,
            returnStatus: r.returnStatus,
            returnTime: r.returnTime ?? '',
            returnInfo: r.returnInfo ?? '',
            receivedAt: iso(r.receivedAt),
          })),
        });
      },
    );

    app.get(
      `${base}/excel`,
      {
        preHandler: guardMember,
        schema: {
          tags,
          description: `CEB${type}: the filtered list (or its errors) as an .xlsx workbook, streamed.`,
          querystring: ExcelQuery,
          response: errors,
        },
      },
      async (request, reply) => {
        const { memberId } = requireMember(request);
        const view = request.query.view ?? 'all';
        const list = listRequest(memberId, type, view, request.query);
        const out = new PassThrough();
        writeDeclarationsWorkbook(out, index.all(list), SHEET_NAMES[view][request.lang], request.lang).catch(
          (error: unknown) => out.destroy(error as Error),
        );
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="ceb${type}-${view}.xlsx"`)
          .header('cache-control', 'no-store')
          .send(out as never);
      },
    );
  }

  // ---- declaring from the platform: the export B2C chain ----
  for (const type of OUTBOUND_TYPES as readonly OutboundType[]) {
    app.post(
      `/member.kj.ceb${type}/declare`,
      {
        preHandler: guardMember,
        schema: {
          tags: [`kj.ceb${type}`],
          description: `Declares a CEB${type} ${DECLARATION_KINDS[type].name.en} from the declaration form: the message is built, signed when appStatus is 2, validated against the XSD and written to the outbound exchange. The member's own code and name fill the declaring party. Form fields: ${userFields(type).join(', ')}.`,
          body: DeclareBody,
          response: { 200: DeclareReply, ...errors, 409: errors[400], 503: errors[400] },
        },
      },
      async (request) => {
        const { memberId } = requireMember(request);
        const identity = request.identity!;
        const result = await declarer.declare(memberId, type, request.body, {
          kind: identity.kind,
          sub: identity.sub,
          ip: request.ip,
        });
        return ok(request, result);
      },
    );
  }

  // ---- messages in through the API ----
  const refuseUnknown = (outcome: IngestOutcome | null): IngestOutcome => {
    if (!outcome) throw failCustoms('CEB_MESSAGE_UNKNOWN', { detail: 'CEB…Message' });
    return outcome;
  };

  app.post(
    '/member.kj.message/upload',
    {
      preHandler: guardMember,
      schema: {
        tags: ['kj.message'],
        description:
          'A member uploads a CEB declaration message of its own (XML body, up to 100 business documents). Documents that do not name the member’s codes are not stored for it.',
        consumes: ['application/xml', 'text/xml'],
        body: XmlBody,
        response: { 200: UploadReply, ...errors },
      },
    },
    async (request) => {
      const { memberId } = requireMember(request);
      const outcome = await ingestor.ingest(request.body, 'upload', '', { onlyMember: memberId });
      return ok(request, refuseUnknown(outcome));
    },
  );

  app.post(
    '/admin/kj.message/upload',
    {
      preHandler: guardAdmin(P.kjMessageUpload),
      schema: {
        tags: ['kj.message'],
        description:
          'The back office reads a CEB message or receipt (XML body) as the exchange folder would: each document goes to the member its codes name.',
        consumes: ['application/xml', 'text/xml'],
        body: XmlBody,
        response: { 200: UploadReply, ...errors },
      },
    },
    async (request) => ok(request, refuseUnknown(await ingestor.ingest(request.body, 'upload'))),
  );

  app.post(
    '/admin/kj.message/page',
    {
      preHandler: guardAdmin(P.kjMessagePage),
      schema: { tags: ['kj.message'], body: AdminPageBody, response: { 200: MessagePageReply, ...errors } },
    },
    async (request) => {
      const { rows, total } = await newestFirst<CebMessageDoc>(messages, 'number', request.body, { xml: 0 });
      return page(
        request,
        rows.map((m) => ({
          id: m._id,
          number: m.number ?? '',
          guid: m.guid ?? '',
          source: m.source,
          fileName: m.fileName ?? '',
          valid: m.valid,
          errors: m.schemaErrors ?? [],
          documents: m.documents ?? 0,
          matched: m.matched ?? 0,
          unmatched: m.unmatched ?? 0,
          receipts: m.receipts ?? 0,
          createdAt: iso(m.createdAt),
        })),
        total,
      );
    },
  );

  const unmatchedRow = (u: UnmatchedDoc) => ({
    id: u._id,
    type: u.type,
    key: u.key ?? '',
    reason: u.reason,
    codes: u.codes ?? [],
    candidates: u.candidates ?? [],
    messageGuid: u.messageGuid ?? '',
    source: u.source,
    valid: u.valid ?? true,
    errorMessage: u.errorMessage ?? '',
    createdAt: iso(u.createdAt),
  });

  app.post(
    '/admin/kj.unmatched/page',
    {
      preHandler: guardAdmin(P.kjUnmatchedPage),
      schema: {
        tags: ['kj.unmatched'],
        description: 'Documents no member (or several members) could be found for by their company codes.',
        body: AdminPageBody,
        response: { 200: UnmatchedPageReply, ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await newestFirst<UnmatchedDoc>(unmatched, 'type', request.body);
      return page(request, rows.map(unmatchedRow), total);
    },
  );

  app.post(
    '/admin/kj.unmatched/info',
    {
      preHandler: guardAdmin(P.kjUnmatchedInfo),
      schema: { tags: ['kj.unmatched'], body: IdBody, response: { 200: UnmatchedInfoReply, ...errors } },
    },
    async (request) => {
      const doc = await unmatched.findById(request.body.id).lean<UnmatchedDoc>();
      if (!doc) throw fail('NOT_FOUND');
      return ok(request, {
        ...unmatchedRow(doc),
        fields: (doc.fields ?? {}) as Record<string, string>,
        items: (doc.items ?? []) as Record<string, string>[],
      });
    },
  );
};
