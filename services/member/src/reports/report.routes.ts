import type { FastifyPluginAsync } from 'fastify';
import { guardMember, ok, page, requireMember, type TypeBoxTypeProvider } from '@trade/service-kit';
import { schema } from '../companies/company.schemas';
import {
  PageQuery,
  ReportGroupBody,
  ReportGroupQueryBody,
  ReportGroupQueryReply,
  ReportGroupReply,
  ReportPageReply,
} from './report.schemas';
import type { Reports } from './reports';

/** §7 /home/report/* (page, group, groupQuery): the caller's own trade figures, nobody else's. */
export const reportRoutes: FastifyPluginAsync<{ reports: Reports }> = async (fastify, { reports }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const r = '/home/report';
  const tag = 'report';

  app.post(
    `${r}/group`,
    { preHandler: guardMember, schema: schema(tag, ReportGroupBody, ReportGroupReply) },
    async (request) => {
      requireMember(request);
      return ok(request, reports.dimensions(request.lang));
    },
  );
  app.post(
    `${r}/groupQuery`,
    { preHandler: guardMember, schema: schema(tag, ReportGroupQueryBody, ReportGroupQueryReply) },
    async (request) => {
      const { memberId } = requireMember(request);
      const dimension = reports.dimension(request.body.dimension, request.lang);
      return ok(request, await reports.query(memberId, dimension, request.lang, request.body.months));
    },
  );
  app.post(
    `${r}/page`,
    { preHandler: guardMember, schema: schema(tag, PageQuery, ReportPageReply) },
    async (request) => {
      const found = await reports.page(requireMember(request).memberId, request.body);
      return page(request, found.rows, found.total);
    },
  );
};
