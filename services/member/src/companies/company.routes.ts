import type { FastifyPluginAsync } from 'fastify';
import {
  COMPANY_PROFILE_PATH,
  InternalCompanyProfile,
  EnvelopeSchema,
  ErrorEnvelopeSchema,
  PERMISSIONS as P,
} from '@trade/contracts';
import {
  guardAdmin,
  Type,
  guardMember,
  ok,
  page,
  requireMember,
  requireService,
  toMongoQuery,
  type ListPolicy,
  type TypeBoxTypeProvider,
} from '@trade/service-kit';
import { actorOf } from '../http/actor';
import { requiredFieldMessages } from '../http/required';
import type { CompanyLookup } from '../registry/company-lookup';
import type { Companies } from './companies';
import type { CompanyDoc } from './company.model';
import {
  AdminCompanyInfoReply,
  AdminCompanyPageReply,
  CompanyAddBody,
  CompanyInfoReply,
  CompanySaveBody,
  CompanySavedReply,
  EmptyReply,
  IdBody,
  OptionalIdBody,
  PageQuery,
  ReviewBody,
  schema,
  TycInfoBody,
  TycSearchBody,
  TycSearchReply,
  TycInfoReply,
} from './company.schemas';

const POLICY: ListPolicy = {
  fields: {
    name: 'string',
    creditCode: 'string',
    customsCode: 'string',
    memberId: 'string',
    auditStatus: 'string',
    verified: 'boolean',
    updatedAt: 'date',
    createdAt: 'date',
  },
  defaultSort: { updatedAt: -1 },
};

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

const memberView = (doc: CompanyDoc) => ({
  id: String(doc._id),
  shell: doc.shell ?? false,
  name: doc.name,
  nameEn: doc.nameEn ?? '',
  creditCode: doc.shell ? '' : doc.creditCode,
  customsCode: doc.customsCode ?? '',
  legalPerson: doc.legalPerson ?? '',
  registeredCapital: doc.registeredCapital ?? '',
  establishedAt: doc.establishedAt ?? '',
  region: doc.region ?? [],
  regionName: doc.regionName ?? '',
  address: doc.address ?? '',
  businessScope: doc.businessScope ?? '',
  contact: doc.contact ?? '',
  phone: doc.phone ?? '',
  email: doc.email ?? '',
  logo: doc.logo ?? '',
  logoUrl: doc.logoUrl ?? '',
  licence: doc.licence ?? '',
  licenceUrl: doc.licenceUrl ?? '',
  verified: doc.verified ?? false,
  verifiedAt: iso(doc.verifiedAt),
  auditStatus: doc.auditStatus ?? 'pending',
  rejectReason: doc.rejectReason ?? '',
  updatedAt: doc.updatedAt.toISOString(),
});
const adminView = (doc: CompanyDoc) => ({
  ...memberView(doc),
  memberId: doc.memberId,
  reviewedBy: doc.reviewedBy ?? '',
  createdAt: doc.createdAt.toISOString(),
});

/**
 * §7 /member.memberInfo/* (info, add, save, tycSearch, tycInfo), scoped to the caller's
 * member id, and the back office's /admin/member.company/* (page, info, review).
 */
export const companyRoutes: FastifyPluginAsync<{ companies: Companies; lookup: CompanyLookup }> = async (
  fastify,
  { companies, lookup },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const m = '/member.memberInfo';
  const tag = 'member.memberInfo';

  app.post(
    `${m}/info`,
    { preHandler: guardMember, schema: schema(tag, OptionalIdBody, CompanyInfoReply) },
    async (request) => {
      const member = requireMember(request);
      let doc = await companies.profileOrShell(member.memberId, request.body.id);
      // The registration's event may not have made the shell yet: the signed identity names
      // the company the member registered, so the shell is made now, just as the event would.
      if (!doc && request.body.id === undefined && member.company) {
        await companies.createShell(member.memberId, member.company);
        doc = await companies.profileOrShell(member.memberId);
      }
      return ok(request, doc ? memberView(doc) : null);
    },
  );
  app.post(
    `${m}/add`,
    {
      preHandler: [guardMember, requiredFieldMessages],
      attachValidation: true,
      schema: schema(tag, CompanyAddBody, CompanySavedReply),
    },
    async (request) =>
      ok(request, await companies.add(requireMember(request), actorOf(request), request.body, request.lang)),
  );
  app.post(
    `${m}/save`,
    {
      preHandler: [guardMember, requiredFieldMessages],
      attachValidation: true,
      schema: schema(tag, CompanySaveBody, CompanySavedReply),
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return ok(
        request,
        await companies.save(requireMember(request), actorOf(request), id, fields, request.lang),
      );
    },
  );
  app.post(
    `${m}/tycSearch`,
    { preHandler: guardMember, schema: schema(tag, TycSearchBody, TycSearchReply) },
    async (request) => {
      const { keyword, pageNum = 1, pageSize = 20 } = request.body;
      const found = await lookup.search(keyword, pageNum, pageSize);
      return page(request, found.items, found.total);
    },
  );
  app.post(
    `${m}/tycInfo`,
    { preHandler: guardMember, schema: schema(tag, TycInfoBody, TycInfoReply) },
    async (request) => ok(request, await lookup.info(request.body.code)),
  );

  // ---- other services (never routed by the gateway) ----
  // One profile as other services' projections keep it: the supplier index and its verified
  // badge (catalog), the codes customs matches declarations by.
  app.get(
    COMPANY_PROFILE_PATH,
    {
      schema: {
        hide: true,
        params: Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{24}$' }) }),
        response: {
          200: EnvelopeSchema(InternalCompanyProfile),
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
      preHandler: async (request) => {
        requireService(request);
      },
    },
    async (request) => {
      const doc = await companies.company(request.params.id);
      const profile: InternalCompanyProfile = {
        id: String(doc._id),
        memberId: doc.memberId,
        name: doc.name,
        nameEn: doc.nameEn ?? '',
        verified: doc.verified ?? false,
        creditCode: doc.creditCode,
        customsCode: doc.customsCode ?? '',
        auditStatus: doc.auditStatus ?? 'pending',
      };
      return ok(request, profile);
    },
  );

  // ---- back office ----
  const a = '/admin/member.company';
  const adminTag = 'member.company';
  app.post(
    `${a}/page`,
    {
      preHandler: guardAdmin(P.memberCompanyPage),
      schema: schema(adminTag, PageQuery, AdminCompanyPageReply),
    },
    async (request) => {
      const q = toMongoQuery(request.body, POLICY, { shell: { $ne: true } });
      const [rows, total] = await Promise.all([
        companies.model.find(q.filter).sort(q.sort).skip(q.skip).limit(q.limit).lean<CompanyDoc[]>(),
        companies.model.countDocuments(q.filter),
      ]);
      return page(request, rows.map(adminView), total);
    },
  );
  app.post(
    `${a}/info`,
    { preHandler: guardAdmin(P.memberCompanyInfo), schema: schema(adminTag, IdBody, AdminCompanyInfoReply) },
    async (request) => ok(request, adminView(await companies.company(request.body.id))),
  );
  app.post(
    `${a}/review`,
    { preHandler: guardAdmin(P.memberCompanyReview), schema: schema(adminTag, ReviewBody, EmptyReply) },
    async (request) => {
      const { id, status, reason = '' } = request.body;
      await companies.review(id, status, reason, actorOf(request), request.lang);
      return ok(request, null);
    },
  );
};
