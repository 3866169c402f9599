import type { FastifyPluginAsync } from 'fastify';
import { ErrorEnvelopeSchema, type Lang } from '@trade/contracts';
import { ok, page, type TypeBoxTypeProvider } from '@trade/service-kit';
import { catalogFail } from '../errors';
import type { SupplierSummary } from '../read-model/product-index';
import type { ReadModel } from '../read-model/read-model';
import { categoryById } from '../reference/categories';
import { COUNTRIES } from '../reference/countries';
import {
  SupplierBody,
  SupplierPageBody,
  SupplierPageReply,
  SupplierReply,
  type SupplierView,
} from './product.schemas';

const errors = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
const tags = ['public products'];

function supplierView(summary: SupplierSummary, lang: Lang): SupplierView {
  return {
    memberId: summary.memberId,
    companyName: summary.companyName,
    supplyCount: summary.itemCount,
    categories: summary.categoryIds.map((id) => ({ id, name: categoryById(id)?.name[lang] ?? id })),
    countries: summary.countries.map((code) => ({
      code,
      name: (Object.hasOwn(COUNTRIES, code) ? COUNTRIES[code]?.[lang] : undefined) ?? code,
    })),
    image: summary.image,
    latestAt: summary.latestAt.toISOString(),
    since: summary.firstAt.toISOString(),
  };
}

/**
 * The supplier index and a supplier's page (§2 `/supplier`): members with open public
 * supply, from the read model, newest activity first. `/product/page` with `memberId`
 * lists one supplier's supplies.
 */
export const supplierRoutes: FastifyPluginAsync<{ readModel: ReadModel }> = async (
  fastify,
  { readModel },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/product/suppliers',
    { schema: { tags, body: SupplierPageBody, response: { 200: SupplierPageReply, ...errors } } },
    async (request) => {
      const { pageNumber, pageSize, keyword, categoryId } = request.body;
      const all = readModel.supply.suppliers({ keyword, categoryId });
      const rows = all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
      return page(
        request,
        rows.map((summary) => supplierView(summary, request.lang)),
        all.length,
      );
    },
  );

  app.post(
    '/product/supplier',
    { schema: { tags, body: SupplierBody, response: { 200: SupplierReply, ...errors } } },
    async (request) => {
      const [summary] = readModel.supply.suppliers({ memberId: request.body.memberId });
      // A member without open supply is no supplier the portal shows.
      if (!summary) throw catalogFail('NOT_FOUND');
      return ok(request, supplierView(summary, request.lang));
    },
  );
};
