import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { FILTER_VALUE_SEPARATOR, PERMISSIONS as P, type Lang } from '@trade/contracts';
import {
  fail,
  guardAdmin,
  ok,
  page,
  toMongoQuery,
  type ListPolicy,
  type PageQuery,
  Type,
  type TSchema,
  type TypeBoxTypeProvider,
} from '@trade/service-kit';
import { actorOf } from '../http/actor';
import { categoryById, categoryTree } from '../reference/categories';
import type { CatalogueItems } from './catalogue-items';
import type { AttrDoc, BrandDoc, SpuDoc } from './catalogue.models';
import type { Categories } from './categories';
import {
  AttrAddBody,
  AttrEditBody,
  AttrInfoReply,
  AttrPageReply,
  BrandAddBody,
  BrandEditBody,
  BrandInfoReply,
  BrandPageReply,
  CategoryAddBody,
  CategoryEditBody,
  CategoryIdBody,
  CategoryInfoReply,
  CategoryListReply,
  CategoryTreeReply,
  EmptyReply,
  errors,
  IdBody,
  IdReply,
  PageQuery as PageBody,
  SpuAddBody,
  SpuEditBody,
  SpuInfoReply,
  SpuPageReply,
  StatusBody,
} from './catalogue.schemas';

/** The verbs that take no fields: any body is accepted, and nothing of it is read. */
const NoBody = Type.Object({});

const route = <B extends TSchema, R extends TSchema>(permission: string, tag: string, body: B, reply: R) => ({
  preHandler: guardAdmin(permission),
  schema: { tags: [tag], body, response: { 200: reply, ...errors } },
});

const BRAND_POLICY: ListPolicy = { fields: { name: 'string', sortOrder: 'number', createdAt: 'date' } };
const ATTR_POLICY: ListPolicy = {
  fields: {
    name: 'string',
    type: 'string',
    status: 'number',
    categoryIds: 'string',
    sortOrder: 'number',
    createdAt: 'date',
  },
};
const SPU_POLICY: ListPolicy = {
  fields: {
    name: 'string',
    categoryId: 'string',
    brandId: 'string',
    status: 'number',
    createdAt: 'date',
    deletedAt: 'date',
  },
};

/**
 * A table select loads its current selection with an `id =` filter of `|`-separated ids
 * (§9): that filter becomes a lookup by `_id`; the rest go through the list's allow-list.
 */
function withIdFilter(body: PageQuery, policy: ListPolicy, scope: Record<string, unknown>) {
  const idFilters = (body.filters ?? []).filter((f) => f.field === 'id');
  const rest = { ...body, filters: (body.filters ?? []).filter((f) => f.field !== 'id') };
  const query = toMongoQuery(rest, policy, scope);
  if (idFilters.length === 0) return query;
  const ids = idFilters.flatMap((f) => String(f.value).split(FILTER_VALUE_SEPARATOR));
  if (idFilters.some((f) => f.op !== '=') || ids.some((id) => !/^[0-9a-f]{24}$/.test(id)))
    throw fail('VALIDATION_FAILED', { detail: 'filter id' }, [{ field: 'id', message: 'ids joined by |' }]);
  return { ...query, filter: { ...query.filter, _id: { $in: ids } } };
}

const brandView = (doc: BrandDoc) => ({
  id: String(doc._id),
  name: doc.name,
  logo: doc.logo ?? '',
  logoUrl: doc.logoUrl ?? '',
  description: doc.description ?? '',
  sortOrder: doc.sortOrder ?? 0,
  createdAt: doc.createdAt.toISOString(),
});

const attrView = (doc: AttrDoc) => ({
  id: String(doc._id),
  name: doc.name,
  type: doc.type,
  values: doc.values ?? [],
  categoryIds: doc.categoryIds ?? [],
  status: (doc.status ?? 1) as 0 | 1,
  sortOrder: doc.sortOrder ?? 0,
  createdAt: doc.createdAt.toISOString(),
});

const spuView = (doc: SpuDoc, lang: Lang, brandNames: ReadonlyMap<string, string>) => ({
  id: String(doc._id),
  name: doc.name,
  categoryId: doc.categoryId,
  categoryName: categoryById(doc.categoryId)?.name[lang] ?? doc.categoryId,
  brandId: doc.brandId ?? null,
  brandName: doc.brandId ? (brandNames.get(doc.brandId) ?? '') : '',
  description: doc.description ?? '',
  status: (doc.status ?? 1) as 0 | 1,
  specs: (doc.specs ?? []).map((s) => ({ attrId: s.attrId, name: s.name, values: s.values ?? [] })),
  skus: (doc.skus ?? []).map((s) => ({
    specValues: s.specValues ?? [],
    price: s.price ?? null,
    stock: s.stock ?? null,
    code: s.code ?? '',
    image: s.image ?? '',
  })),
  createdAt: doc.createdAt.toISOString(),
  deletedAt: doc.deletedAt ? doc.deletedAt.toISOString() : null,
});

const identityOf = (request: FastifyRequest) => {
  if (!request.identity) throw fail('UNAUTHENTICATED');
  return request.identity;
};

/**
 * §7 /admin/product.category|brand|attr|spu|spuRecycle/*: the back office's product
 * catalogue. Thin: schema → permission → Categories / CatalogueItems → envelope.
 */
export const catalogueRoutes: FastifyPluginAsync<{ categories: Categories; items: CatalogueItems }> = async (
  fastify,
  { categories, items },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { models } = items;

  // ---- categories ----
  const c = '/admin/product.category';
  app.post(
    `${c}/tree`,
    route(P.productCategoryTree, 'product.category', NoBody, CategoryTreeReply),
    async (request) => ok(request, categoryTree().branches()),
  );
  app.post(
    `${c}/list`,
    route(P.productCategoryList, 'product.category', NoBody, CategoryListReply),
    async (request) => ok(request, flatCategories(request.lang)),
  );
  app.post(
    `${c}/select`,
    route(P.productCategorySelect, 'product.category', NoBody, CategoryListReply),
    async (request) => ok(request, flatCategories(request.lang)),
  );
  app.post(
    `${c}/refresh`,
    route(P.productCategoryRefresh, 'product.category', NoBody, EmptyReply),
    async (request) => {
      await categories.refresh(actorOf(request));
      return ok(request, null);
    },
  );
  app.post(
    `${c}/info`,
    route(P.productCategoryInfo, 'product.category', CategoryIdBody, CategoryInfoReply),
    async (request) => ok(request, await categories.info(request.body.id)),
  );
  app.post(
    `${c}/add`,
    route(P.productCategoryAdd, 'product.category', CategoryAddBody, IdReply),
    async (request) => ok(request, { id: await categories.add(request.body, actorOf(request)) }),
  );
  app.post(
    `${c}/edit`,
    route(P.productCategoryEdit, 'product.category', CategoryEditBody, IdReply),
    async (request) => {
      const { id, ...fields } = request.body;
      return ok(request, { id: await categories.edit(id, fields, actorOf(request)) });
    },
  );
  app.post(
    `${c}/del`,
    route(P.productCategoryDel, 'product.category', CategoryIdBody, EmptyReply),
    async (request) => {
      await categories.remove(request.body.id, actorOf(request));
      return ok(request, null);
    },
  );

  // ---- brands ----
  const b = '/admin/product.brand';
  app.post(
    `${b}/page`,
    route(P.productBrandPage, 'product.brand', PageBody, BrandPageReply),
    async (request) => {
      const q = withIdFilter(request.body, BRAND_POLICY, { deletedAt: null });
      const [rows, total] = await Promise.all([
        models.brands.find(q.filter).sort(q.sort).skip(q.skip).limit(q.limit).lean<BrandDoc[]>(),
        models.brands.countDocuments(q.filter),
      ]);
      return page(request, rows.map(brandView), total);
    },
  );
  app.post(`${b}/info`, route(P.productBrandInfo, 'product.brand', IdBody, BrandInfoReply), async (request) =>
    ok(request, brandView(await items.brand(request.body.id))),
  );
  app.post(`${b}/add`, route(P.productBrandAdd, 'product.brand', BrandAddBody, IdReply), async (request) =>
    ok(request, { id: await items.saveBrand(identityOf(request), actorOf(request), null, request.body) }),
  );
  app.post(
    `${b}/edit`,
    route(P.productBrandEdit, 'product.brand', BrandEditBody, IdReply),
    async (request) => {
      const { id, ...fields } = request.body;
      return ok(request, { id: await items.saveBrand(identityOf(request), actorOf(request), id, fields) });
    },
  );
  app.post(`${b}/del`, route(P.productBrandDel, 'product.brand', IdBody, EmptyReply), async (request) => {
    await items.removeBrand(request.body.id, actorOf(request));
    return ok(request, null);
  });

  // ---- attributes ----
  const a = '/admin/product.attr';
  app.post(
    `${a}/page`,
    route(P.productAttrPage, 'product.attr', PageBody, AttrPageReply),
    async (request) => {
      const q = withIdFilter(request.body, ATTR_POLICY, {});
      const [rows, total] = await Promise.all([
        models.attrs.find(q.filter).sort(q.sort).skip(q.skip).limit(q.limit).lean<AttrDoc[]>(),
        models.attrs.countDocuments(q.filter),
      ]);
      return page(request, rows.map(attrView), total);
    },
  );
  app.post(`${a}/info`, route(P.productAttrInfo, 'product.attr', IdBody, AttrInfoReply), async (request) =>
    ok(request, attrView(await items.attr(request.body.id))),
  );
  app.post(`${a}/add`, route(P.productAttrAdd, 'product.attr', AttrAddBody, IdReply), async (request) =>
    ok(request, { id: await items.saveAttr(null, request.body, actorOf(request)) }),
  );
  app.post(`${a}/edit`, route(P.productAttrEdit, 'product.attr', AttrEditBody, IdReply), async (request) => {
    const { id, ...fields } = request.body;
    return ok(request, { id: await items.saveAttr(id, fields, actorOf(request)) });
  });
  app.post(
    `${a}/changeStatus`,
    route(P.productAttrChangeStatus, 'product.attr', StatusBody, EmptyReply),
    async (request) => {
      await items.attrStatus(request.body.id, request.body.status);
      return ok(request, null);
    },
  );
  app.post(`${a}/del`, route(P.productAttrDel, 'product.attr', IdBody, EmptyReply), async (request) => {
    await items.removeAttr(request.body.id);
    return ok(request, null);
  });

  // ---- spu and its recycle bin ----
  /** The names of the brands the spu name, deleted brands included (the list still says which it was). */
  const brandNames = async (spus: SpuDoc[]) => {
    const ids = [...new Set(spus.flatMap((spu) => (spu.brandId ? [spu.brandId] : [])))];
    const brands = ids.length ? await models.brands.find({ _id: { $in: ids } }).lean<BrandDoc[]>() : [];
    return new Map(brands.map((brand) => [String(brand._id), brand.name]));
  };

  /** The spu list, or the recycle bin's: purged tombstones are in neither. */
  const spuRows = async (body: PageQuery, lang: Lang, bin: boolean) => {
    const scope = { purgedAt: null, deletedAt: bin ? { $ne: null } : null };
    const q = withIdFilter(body, SPU_POLICY, scope);
    const [rows, total] = await Promise.all([
      models.spus.find(q.filter).sort(q.sort).skip(q.skip).limit(q.limit).lean<SpuDoc[]>(),
      models.spus.countDocuments(q.filter),
    ]);
    const names = await brandNames(rows);
    return { rows: rows.map((row) => spuView(row, lang, names)), total };
  };
  const s = '/admin/product.spu';
  app.post(`${s}/page`, route(P.productSpuPage, 'product.spu', PageBody, SpuPageReply), async (request) => {
    const { rows, total } = await spuRows(request.body, request.lang, false);
    return page(request, rows, total);
  });
  app.post(`${s}/info`, route(P.productSpuInfo, 'product.spu', IdBody, SpuInfoReply), async (request) => {
    const spu = await items.spu(request.body.id);
    return ok(request, spuView(spu, request.lang, await brandNames([spu])));
  });
  app.post(`${s}/add`, route(P.productSpuAdd, 'product.spu', SpuAddBody, IdReply), async (request) =>
    ok(request, { id: await items.saveSpu(null, request.body, actorOf(request)) }),
  );
  app.post(`${s}/edit`, route(P.productSpuEdit, 'product.spu', SpuEditBody, IdReply), async (request) => {
    const { id, ...fields } = request.body;
    return ok(request, { id: await items.saveSpu(id, fields, actorOf(request)) });
  });
  app.post(
    `${s}/changeStatus`,
    route(P.productSpuChangeStatus, 'product.spu', StatusBody, EmptyReply),
    async (request) => {
      await items.spuStatus(request.body.id, request.body.status, actorOf(request));
      return ok(request, null);
    },
  );
  app.post(`${s}/del`, route(P.productSpuDel, 'product.spu', IdBody, EmptyReply), async (request) => {
    await items.recycleSpu(request.body.id, actorOf(request));
    return ok(request, null);
  });
  const r = '/admin/product.spuRecycle';
  app.post(
    `${r}/page`,
    route(P.productSpuRecyclePage, 'product.spuRecycle', PageBody, SpuPageReply),
    async (request) => {
      const { rows, total } = await spuRows(request.body, request.lang, true);
      return page(request, rows, total);
    },
  );
  app.post(
    `${r}/restore`,
    route(P.productSpuRecycleRestore, 'product.spuRecycle', IdBody, EmptyReply),
    async (request) => {
      await items.restoreSpu(request.body.id, actorOf(request));
      return ok(request, null);
    },
  );
  app.post(
    `${r}/del`,
    route(P.productSpuRecycleDel, 'product.spuRecycle', IdBody, EmptyReply),
    async (request) => {
      await items.purgeSpu(request.body.id, actorOf(request));
      return ok(request, null);
    },
  );
};

/** Every category in tree order, with its path of names (a plain select's options). */
function flatCategories(lang: Lang) {
  const out: { id: string; parentId: string | null; name: string; path: string; depth: number }[] = [];
  const walk = (branches: ReturnType<ReturnType<typeof categoryTree>['localised']>, path: string[]) => {
    for (const branch of branches) {
      const names = [...path, branch.name];
      out.push({
        id: branch.id,
        parentId: branch.parentId,
        name: branch.name,
        path: names.join(' / '),
        depth: names.length,
      });
      walk(branch.children, names);
    }
  };
  walk(categoryTree().localised(lang), []);
  return out;
}
