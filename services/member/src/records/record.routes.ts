import type { FastifyPluginAsync } from 'fastify';
import { PERMISSIONS as P, type Lang } from '@trade/contracts';
import {
  guardAdmin,
  guardMember,
  ok,
  page,
  requireMember,
  toMongoQuery,
  type ListPolicy,
  type TypeBoxTypeProvider,
} from '@trade/service-kit';
import {
  EmptyReply,
  IdBody,
  OptionalIdBody,
  PageQuery,
  ReviewBody,
  schema,
} from '../companies/company.schemas';
import { actorOf } from '../http/actor';
import { requiredFieldMessages } from '../http/required';
import type { Option } from './ownership-types';
import type { RecordDoc } from './record.model';
import {
  AdminRecordInfoReply,
  AdminRecordPageReply,
  RecordInfoReply,
  RecordOptionsReply,
  RecordSaveBody,
  RecordSavedReply,
} from './record.schemas';
import type { Records } from './records';

const POLICY: ListPolicy = {
  fields: {
    companyName: 'string',
    creditCode: 'string',
    memberId: 'string',
    ownershipType: 'string',
    status: 'string',
    submittedAt: 'date',
    updatedAt: 'date',
  },
  defaultSort: { submittedAt: -1 },
};

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

const memberView = (doc: RecordDoc, types: Option[]) => ({
  id: String(doc._id),
  companyId: doc.companyId,
  companyName: doc.companyName,
  creditCode: doc.creditCode,
  customsCode: doc.customsCode ?? '',
  ownershipType: doc.ownershipType,
  ownershipTypeName: types.find((t) => t.value === doc.ownershipType)?.label ?? doc.ownershipType,
  contact: doc.contact,
  phone: doc.phone,
  email: doc.email ?? '',
  mainProducts: doc.mainProducts ?? '',
  annualTradeVolume: doc.annualTradeVolume ?? null,
  employees: doc.employees ?? null,
  remark: doc.remark ?? '',
  status: doc.status ?? 'pending',
  rejectReason: doc.rejectReason ?? '',
  submittedAt: doc.submittedAt.toISOString(),
  reviewedAt: iso(doc.reviewedAt),
  updatedAt: doc.updatedAt.toISOString(),
});
const adminView = (doc: RecordDoc, types: Option[]) => ({
  ...memberView(doc, types),
  memberId: doc.memberId,
  reviewedBy: doc.reviewedBy ?? '',
  createdAt: doc.createdAt.toISOString(),
});

/**
 * §7 /home/member.Record/* (info, save, getOptions), scoped to the caller's member id,
 * and the back office's /admin/member.record/* (page, info, review).
 */
export const recordRoutes: FastifyPluginAsync<{ records: Records }> = async (fastify, { records }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const m = '/home/member.Record';
  const tag = 'member.Record';
  /** The type names for a view; a dictionary that cannot be read leaves the codes as they are. */
  const typesFor = (lang: Lang) => records.ownershipTypes(lang).catch((): Option[] => []);

  app.post(
    `${m}/info`,
    { preHandler: guardMember, schema: schema(tag, OptionalIdBody, RecordInfoReply) },
    async (request) => {
      const doc = await records.ofMember(requireMember(request).memberId, request.body.id);
      return ok(request, doc ? memberView(doc, await typesFor(request.lang)) : null);
    },
  );
  app.post(
    `${m}/save`,
    {
      preHandler: [guardMember, requiredFieldMessages],
      attachValidation: true,
      schema: schema(tag, RecordSaveBody, RecordSavedReply),
    },
    async (request) => {
      const { id, ...fields } = request.body;
      const memberId = requireMember(request).memberId;
      return ok(request, await records.save(memberId, actorOf(request), id, fields, request.lang));
    },
  );
  app.post(
    `${m}/getOptions`,
    { preHandler: guardMember, schema: schema(tag, OptionalIdBody, RecordOptionsReply) },
    async (request) => ok(request, { ownershipTypes: await records.ownershipTypes(request.lang) }),
  );

  // ---- back office ----
  const a = '/admin/member.record';
  const adminTag = 'member.record';
  app.post(
    `${a}/page`,
    { preHandler: guardAdmin(P.memberRecordPage), schema: schema(adminTag, PageQuery, AdminRecordPageReply) },
    async (request) => {
      const q = toMongoQuery(request.body, POLICY);
      const [rows, total, types] = await Promise.all([
        records.model.find(q.filter).sort(q.sort).skip(q.skip).limit(q.limit).lean<RecordDoc[]>(),
        records.model.countDocuments(q.filter),
        typesFor(request.lang),
      ]);
      return page(
        request,
        rows.map((row) => adminView(row, types)),
        total,
      );
    },
  );
  app.post(
    `${a}/info`,
    { preHandler: guardAdmin(P.memberRecordInfo), schema: schema(adminTag, IdBody, AdminRecordInfoReply) },
    async (request) =>
      ok(request, adminView(await records.record(request.body.id), await typesFor(request.lang))),
  );
  app.post(
    `${a}/review`,
    { preHandler: guardAdmin(P.memberRecordReview), schema: schema(adminTag, ReviewBody, EmptyReply) },
    async (request) => {
      const { id, status, reason = '' } = request.body;
      await records.review(id, status, reason, actorOf(request), request.lang);
      return ok(request, null);
    },
  );
};
