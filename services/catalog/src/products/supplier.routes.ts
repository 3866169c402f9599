import type { FastifyPluginAsync } from 'fastify';
import { ErrorEnvelopeSchema, type Lang } from '@trade/contracts';
import { ok, page, type TypeBoxTypeProvider } from '@trade/service-kit';
import { catalogFail } from '../errors';
import type { MarketplaceSearch } from '../search/marketplace-search';
import type { SupplierDocument } from '../search/search-documents';
import { searching } from '../search/search-errors';
import { categoryById } from '../reference/categories';
import { COUNTRIES } from '../reference/countries';
import {
  SupplierBody,
  SupplierPageBody,
  SupplierPageReply,
  SupplierReply,
  type SupplierView,
} from './product.schemas';

const errors = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema };
const tags = ['public products'];

function supplierView(summary: SupplierDocument & { highlight?: string }, lang: Lang): SupplierView {
  return {
    memberId: summary.memberId,
    companyName: summary.companyName,
    verified: summary.verified === true,
    ...(summary.highlight ? { highlight: summary.highlight } : {}),
    supplyCount: summary.supplyCount,
    categories: summary.categoryIds.map((id) => ({ id, name: categoryById(id)?.name[lang] ?? id })),
    countries: summary.countries.map((code) => ({
      code,
      name: (Object.hasOwn(COUNTRIES, code) ? COUNTRIES[code]?.[lang] : undefined) ?? code,
    })),
    image: summary.image,
    latestAt: summary.latestAt ?? '',
    since: summary.firstAt ?? '',
  };
}

/**
 * The supplier index and a supplier's page (§2 `/supplier`): members with open public
 * supply, from the search engine's supplier index, newest activity first, with the
 * company's verified badge. `/product/page` with `memberId` lists one supplier's supplies.
 */
export const supplierRoutes: FastifyPluginAsync<{ search: MarketplaceSearch }> = async (
  fastify,
  { search },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/product/suppliers',
    { schema: { tags, body: SupplierPageBody, response: { 200: SupplierPageReply, ...errors } } },
    async (request) => {
      const { rows, total } = await searching(() => search.suppliers(request.body));
      return page(
        request,
        rows.map((summary) => supplierView(summary, request.lang)),
        total,
      );
    },
  );

  app.post(
    '/product/supplier',
    { schema: { tags, body: SupplierBody, response: { 200: SupplierReply, ...errors } } },
    async (request) => {
      const { rows } = await searching(() =>
        search.suppliers({ memberId: request.body.memberId, pageNumber: 1, pageSize: 1 }),
      );
      const [summary] = rows;
      // A member without open supply is no supplier the portal shows.
      if (!summary) throw catalogFail('NOT_FOUND');
      return ok(request, supplierView(summary, request.lang));
    },
  );
};
