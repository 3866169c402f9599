import type { FastifyPluginAsync } from 'fastify';
import { PERMISSIONS as P } from '@trade/contracts';
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
import { EmptyReply, IdBody, PageQuery, ReviewBody, schema } from '../companies/company.schemas';
import { actorOf } from '../http/actor';
import type { ContractRow } from './contract-row.model';
import type { ContractDoc } from './contract.model';
import {
  AdminContractInfoReply,
  AdminContractPageReply,
  ContractAddBody,
  ContractEditBody,
  ContractFormReply,
  ContractInfoReply,
  ContractPageReply,
  ContractSavedReply,
  DossierReply,
  MilestoneAddBody,
  MilestoneAddedReply,
  QuoteIdBody,
  UpdateStatusBody,
} from './contract.schemas';
import { adminContractView, contractView, rowView } from './contract.view';
import type { Contracts } from './contracts';
import type { Dossiers } from './dossier';

/** What a member may sort and filter its contract list on (the rows' fields). */
const ROW_POLICY: ListPolicy = {
  fields: {
    number: 'string',
    kind: 'string',
    role: 'string',
    status: 'string',
    partyMismatch: 'boolean',
    changedAt: 'date',
  },
  defaultSort: { changedAt: -1 },
};
const ADMIN_POLICY: ListPolicy = {
  fields: {
    number: 'string',
    title: 'string',
    kind: 'string',
    serviceType: 'string',
    status: 'string',
    memberId: 'string',
    currency: 'string',
    partyMismatch: 'boolean',
    submittedAt: 'date',
    updatedAt: 'date',
  },
  defaultSort: { updatedAt: -1 },
};
/** The statuses the tracking list shows: approved and after. */
const TRACKED = ['approved', 'executing', 'completed', 'terminated'];

/**
 * §7 /home/member.Contract/* (page, info, add, edit, del, and fromQuote) and
 * /home/member.ContractTracking/* (add, page, info, updateStatus), for the contracts the
 * caller is a party to; the back office's /admin/member.contract/* (page, info, review).
 */
export const contractRoutes: FastifyPluginAsync<{ contracts: Contracts; dossiers: Dossiers }> = async (
  fastify,
  { contracts, dossiers },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const c = '/home/member.Contract';
  const tag = 'member.Contract';

  /** A page of the member's rows: filtered, sorted, counted and paged on its list (one document). */
  const rowsPage = async (memberId: string, query: PageQuery, tracked: boolean) => {
    const q = toMongoQuery(query, ROW_POLICY, { memberId });
    if (tracked) q.filter.$and = [...((q.filter.$and as object[]) ?? []), { status: { $in: TRACKED } }];
    const { views, total } = await contracts.lists.page(memberId, q);
    return { rows: views.map((view) => rowView({ view } as ContractRow)), total };
  };

  app.post(
    `${c}/page`,
    { preHandler: guardMember, schema: schema(tag, PageQuery, ContractPageReply) },
    async (request) => {
      const found = await rowsPage(requireMember(request).memberId, request.body, false);
      return page(request, found.rows, found.total);
    },
  );
  app.post(
    `${c}/info`,
    { preHandler: guardMember, schema: schema(tag, IdBody, ContractInfoReply) },
    async (request) => {
      const memberId = requireMember(request).memberId;
      return ok(request, contractView(await contracts.ofParty(memberId, request.body.id), memberId));
    },
  );
  // The trade dossier (a path §7 does not name): inquiry → quotation → contract → milestones →
  // the caller's declarations and their receipts, on one timeline.
  app.post(
    `${c}/dossier`,
    { preHandler: guardMember, schema: schema(tag, IdBody, DossierReply) },
    async (request) => {
      const memberId = requireMember(request).memberId;
      const contract = await contracts.ofParty(memberId, request.body.id);
      return ok(request, {
        contractId: String(contract._id),
        number: contract.number,
        entries: await dossiers.of(contract, memberId),
      });
    },
  );
  app.post(
    `${c}/fromQuote`,
    { preHandler: guardMember, schema: schema(tag, QuoteIdBody, ContractFormReply) },
    async (request) =>
      ok(request, await contracts.fromQuote(requireMember(request).memberId, request.body.quoteId)),
  );
  app.post(
    `${c}/add`,
    { preHandler: guardMember, schema: schema(tag, ContractAddBody, ContractSavedReply) },
    async (request) =>
      ok(request, await contracts.add(requireMember(request), actorOf(request), request.body, request.lang)),
  );
  app.post(
    `${c}/edit`,
    { preHandler: guardMember, schema: schema(tag, ContractEditBody, ContractSavedReply) },
    async (request) => {
      const { id, ...fields } = request.body;
      return ok(
        request,
        await contracts.edit(requireMember(request), actorOf(request), id, fields, request.lang),
      );
    },
  );
  app.post(
    `${c}/del`,
    { preHandler: guardMember, schema: schema(tag, IdBody, EmptyReply) },
    async (request) => {
      await contracts.del(requireMember(request), actorOf(request), request.body.id);
      return ok(request, null);
    },
  );

  // ---- execution tracking ----
  const t = '/home/member.ContractTracking';
  const trackTag = 'member.ContractTracking';
  app.post(
    `${t}/page`,
    { preHandler: guardMember, schema: schema(trackTag, PageQuery, ContractPageReply) },
    async (request) => {
      const found = await rowsPage(requireMember(request).memberId, request.body, true);
      return page(request, found.rows, found.total);
    },
  );
  app.post(
    `${t}/info`,
    { preHandler: guardMember, schema: schema(trackTag, IdBody, ContractInfoReply) },
    async (request) => {
      const memberId = requireMember(request).memberId;
      return ok(request, contractView(await contracts.ofParty(memberId, request.body.id), memberId));
    },
  );
  app.post(
    `${t}/add`,
    { preHandler: guardMember, schema: schema(trackTag, MilestoneAddBody, MilestoneAddedReply) },
    async (request) =>
      ok(
        request,
        await contracts.addMilestone(requireMember(request), actorOf(request), request.body, request.lang),
      ),
  );
  app.post(
    `${t}/updateStatus`,
    { preHandler: guardMember, schema: schema(trackTag, UpdateStatusBody, ContractInfoReply) },
    async (request) => {
      const member = requireMember(request);
      const { id, status, reason = '' } = request.body;
      const doc = await contracts.move(member, actorOf(request), id, status, reason, request.lang);
      return ok(request, contractView(doc, member.memberId));
    },
  );

  // ---- back office ----
  const a = '/admin/member.contract';
  const adminTag = 'member.contract';
  app.post(
    `${a}/page`,
    {
      preHandler: guardAdmin(P.memberContractPage),
      schema: schema(adminTag, PageQuery, AdminContractPageReply),
    },
    async (request) => {
      const q = toMongoQuery(request.body, ADMIN_POLICY, { deletedAt: null });
      const [rows, total] = await Promise.all([
        contracts.model.find(q.filter).sort(q.sort).skip(q.skip).limit(q.limit).lean<ContractDoc[]>(),
        contracts.model.countDocuments(q.filter),
      ]);
      return page(request, rows.map(adminContractView), total);
    },
  );
  app.post(
    `${a}/info`,
    {
      preHandler: guardAdmin(P.memberContractInfo),
      schema: schema(adminTag, IdBody, AdminContractInfoReply),
    },
    async (request) => ok(request, adminContractView(await contracts.contract(request.body.id))),
  );
  app.post(
    `${a}/review`,
    { preHandler: guardAdmin(P.memberContractReview), schema: schema(adminTag, ReviewBody, EmptyReply) },
    async (request) => {
      const { id, status, reason = '' } = request.body;
      await contracts.review(id, status, reason, actorOf(request), request.lang);
      return ok(request, null);
    },
  );
};
