import { hostname } from 'node:os';
import type { Model } from 'mongoose';
import { Service, standardServiceOptions } from '@trade/service-kit';
import { loadCatalogConfig, type CatalogConfig } from './config';
import { HttpFileResolver } from '@trade/service-kit';
import { adminProductRoutes } from './products/admin-product.routes';
import { GalleryCheck } from './model/gallery';
import { httpUnitCodes } from './reference/units';
import { memberProductRoutes } from './products/member-product.routes';
import { productModels } from './model/product.model';
import { ProductStore } from './products/product-store';
import { httpMemberDirectory } from './products/member-directory';
import { publicProductRoutes } from './products/public-product.routes';
import { PublicListCache } from './search/public-list-cache';
import { supplierRoutes } from './products/supplier.routes';
import { categoryMenuRoutes } from './products/category-menu.routes';
import { searchClient } from '@trade/service-kit';
import { httpCompanySource } from './search/company-source';
import { MarketplaceSearch, type PublicPage } from './search/marketplace-search';
import { searching } from './search/search-errors';
import { SearchIndices, searchIndexPrefix } from './search/search-indices';
import { SearchProjection } from './search/search-projection';
import { reindex } from './search/reindex';
import { consumeSearchEvents } from './search/search-consumer';
import { tradeModels } from './model/trade.models';
import { TradeStore } from './trade/trade-store';
import { tradeRoutes } from './trade/trade.routes';
import { CatalogueItems } from './catalogue/catalogue-items';
import { catalogueModels } from './catalogue/catalogue.models';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { Categories } from './catalogue/categories';
import { Articles } from './content/articles';
import { contentModels } from './content/content.models';
import { contentRoutes } from './content/content.routes';
import { Patches } from './content/patches';
import { HomeIndexCache, httpNavigation, httpPublicSettings } from './home/home-index';
import { homeIndexRoutes } from './home/home-index.routes';

/** Builds the catalog service: the supply-and-demand marketplace, its search projection and its events. */
export async function buildCatalog(
  config: CatalogConfig = loadCatalogConfig(),
  overrides: { outboxIntervalMs?: number } = {},
) {
  const serviceOptions = standardServiceOptions('catalog', config);
  const service = await Service.create({ ...serviceOptions, ...overrides });
  const models = productModels(service.mongo);
  const { inquiries, quotes } = tradeModels(service.mongo);
  service.useOutbox(models.supply);
  service.useOutbox(models.demand);
  service.useOutbox(inquiries);
  service.useOutbox(quotes);
  const catalogue = catalogueModels(service.mongo);
  const content = contentModels(service.mongo);
  for (const model of [...Object.values(catalogue), ...Object.values(content)]) service.useOutbox(model);
  await Promise.all(
    [
      models.supply,
      models.demand,
      inquiries,
      quotes,
      ...Object.values(catalogue),
      ...Object.values(content),
    ].map((m) => m.init()),
  );

  const recorded = <T>(model: Model<T>, id: unknown) => service.eventsRecorded(model, id);
  // The category tree first: the read model's lists and the match score read it.
  // A category this process renames or moves is searched under its new names at once.
  const categoryChanged = (id: string) => projection.writtenById('category', id, searchWrite);
  const categories = new Categories(catalogue, models, recorded, categoryChanged);
  await categories.seed();
  await categories.load();
  // The search engine: its indexes are made if missing, but a search engine down at boot
  // delays nothing: lists answer 503 and the projection's retries catch up.
  const indices = new SearchIndices(searchClient(config), searchIndexPrefix(config, serviceOptions.mongo.db));
  // Indexes made now start empty: they are built from the catalog's database (the
  // projection's group then needs only the events from now on).
  const buildNew = async () => {
    const created = await indices.ensure();
    // A new database has nothing to build from.
    const counts = await Promise.all(
      [models.supply, models.demand, content.articles].map((m) => m.estimatedDocumentCount()),
    );
    if (created.length > 0 && counts.some((count) => count > 0))
      await reindex(created, {
        connection: service.mongo,
        indices,
        progress: (line) => service.app.log.info(line),
      });
  };
  await buildNew().catch((error: unknown) => {
    service.app.log.warn({ err: error }, 'search engine unavailable at start: its indexes are made later');
  });
  const search = new MarketplaceSearch(indices);
  const projection = new SearchProjection(
    indices,
    { ...models, articles: content.articles },
    httpCompanySource(config.MEMBER_URL, config.INTERNAL_SECRET),
    service.mongo,
    service.app.log,
  );
  consumeSearchEvents(
    service,
    projection,
    categories,
    config.SEARCH_GROUP ?? `${serviceOptions.mongo.db}-search`,
  );
  projection.startRetries(config.SEARCH_RETRY_INTERVAL_MS, buildNew);
  service.app.addHook('onClose', async () => {
    projection.stopRetries();
    await indices.client.close();
  });
  const searchWrite = { refresh: true, timeoutMs: config.SEARCH_WRITE_TIMEOUT_MS };

  const treeGroup = config.CATEGORY_TREE_GROUP ?? `${serviceOptions.mongo.db}-category-tree-${hostname()}`;
  // Each replica reloads its tree on every category event: a group of its own sees them all.
  const reloadTree = async () => void (await categories.load());
  service.consume({
    groupId: treeGroup,
    topics: ['trade.category'],
    handlers: {
      'trade.category.created': reloadTree,
      'trade.category.changed': reloadTree,
      'trade.category.deleted': reloadTree,
      'trade.category.refreshed': reloadTree,
    },
  });
  const files = new HttpFileResolver({
    baseUrl: config.FILES_URL,
    internalSecret: config.INTERNAL_SECRET,
    timeoutMs: config.FILES_TIMEOUT_MS,
  });
  // The portal's content. A write drops this replica's home answer at once; the other
  // replicas drop theirs on its event.
  const contentRecorded = async <T>(model: Model<T>, id: unknown) => {
    recorded(model, id);
    home.invalidate();
    if ((model as unknown) === content.articles)
      await projection.writtenById('article', String(id), searchWrite);
  };
  const articles = new Articles(content, files, contentRecorded);
  const patches = new Patches(content, files, contentRecorded);
  await patches.seed();
  const home = new HomeIndexCache(
    search,
    articles,
    patches,
    httpNavigation(config.AUTH_URL),
    httpPublicSettings(config.AUTH_URL),
  );
  // The public supply and demand lists' answers, dropped with the home's on product events.
  const publicLists = new PublicListCache<PublicPage>(config.PUBLIC_LIST_CACHE_MS);
  // The home carries the public settings: a change (every replica sees it in the live
  // settings within a second) drops this replica's answer.
  (await service.liveConfig()).onChange(() => home.invalidate());
  const dropHome = async () => home.invalidate();
  // A product event may come before the shared projection has indexed it: drop again shortly after.
  const dropHomeNowAndSoon = async () => {
    const drop = () => {
      home.invalidate();
      publicLists.clear();
    };
    drop();
    setTimeout(drop, 2000).unref();
  };
  service.consume({
    groupId: config.HOME_INDEX_GROUP ?? `${serviceOptions.mongo.db}-home-${hostname()}`,
    topics: ['trade.article', 'trade.patch', 'trade.nav', 'trade.supply', 'trade.demand'],
    handlers: {
      'trade.supply.submitted': dropHomeNowAndSoon,
      'trade.supply.audited': dropHomeNowAndSoon,
      'trade.supply.status-changed': dropHomeNowAndSoon,
      'trade.demand.submitted': dropHomeNowAndSoon,
      'trade.demand.audited': dropHomeNowAndSoon,
      'trade.demand.status-changed': dropHomeNowAndSoon,
      'trade.article.created': dropHome,
      'trade.article.changed': dropHome,
      'trade.article.deleted': dropHome,
      'trade.article.category-changed': dropHome,
      'trade.patch.created': dropHome,
      'trade.patch.changed': dropHome,
      'trade.patch.deleted': dropHome,
      'trade.nav.changed': dropHome,
    },
  });

  const productRecorded = <T>(model: Model<T>, id: unknown) => {
    recorded(model, id);
    home.invalidate();
    publicLists.clear();
  };
  const products = new ProductStore(
    models,
    projection,
    searchWrite,
    productRecorded,
    new GalleryCheck(files),
    httpUnitCodes(config.AUTH_URL, config.UNIT_DICT_CACHE_MS),
  );
  const trades = new TradeStore(models.supply, models.demand, inquiries, quotes, recorded);
  const options = { products, trades, search };
  const members = httpMemberDirectory(config.AUTH_URL, config.INTERNAL_SECRET);
  for (const kind of ['supply', 'demand'] as const) {
    await service.app.register(memberProductRoutes(kind), options);
    await service.app.register(adminProductRoutes(kind), { ...options, members });
  }
  await service.app.register(tradeRoutes, { trades });
  await service.app.register(publicProductRoutes, { search, lists: publicLists });
  await service.app.register(supplierRoutes, { search });
  await service.app.register(categoryMenuRoutes);
  await service.app.register(catalogueRoutes, {
    categories,
    items: new CatalogueItems(catalogue, files, recorded),
  });
  const articleSearch = {
    page: (query: Parameters<MarketplaceSearch['articles']>[0]) => searching(() => search.articles(query)),
  };
  await service.app.register(contentRoutes, { articles, patches, articleSearch });
  await service.app.register(homeIndexRoutes, { home });
  return Object.assign(service, {
    search,
    projection,
    products,
    trades,
    categories,
    articles,
    patches,
    home,
  });
}
export type Catalog = Awaited<ReturnType<typeof buildCatalog>>;
