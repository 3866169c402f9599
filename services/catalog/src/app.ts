import { hostname } from 'node:os';
import type { Model } from 'mongoose';
import { Service, standardServiceOptions } from '@trade/service-kit';
import { loadCatalogConfig, type CatalogConfig } from './config';
import { HttpFileResolver } from '@trade/service-kit';
import { adminProductRoutes } from './products/admin-product.routes';
import { GalleryCheck } from './model/gallery';
import { memberProductRoutes } from './products/member-product.routes';
import { productModels } from './model/product.model';
import { ProductStore } from './products/product-store';
import { publicProductRoutes } from './products/public-product.routes';
import { supplierRoutes } from './products/supplier.routes';
import { categoryMenuRoutes } from './products/category-menu.routes';
import { syncReadModel } from './read-model/catalog-sync';
import { ReadModel } from './read-model/read-model';
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
import { HomeIndexCache, httpNavigation } from './home/home-index';
import { homeIndexRoutes } from './home/home-index.routes';

/** Builds the catalog service: the supply-and-demand marketplace, its read model and its events. */
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

  const readModel = new ReadModel(models);
  await readModel.load();
  syncReadModel(
    service,
    readModel,
    config.READ_MODEL_GROUP ?? `${serviceOptions.mongo.db}-read-model-${hostname()}`,
  );

  const recorded = <T>(model: Model<T>, id: unknown) => service.eventsRecorded(model, id);
  // The category tree first: the read model's lists and the match score read it.
  const categories = new Categories(catalogue, models, recorded);
  await categories.seed();
  await categories.load();
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
  const contentRecorded = <T>(model: Model<T>, id: unknown) => {
    recorded(model, id);
    home.invalidate();
  };
  const articles = new Articles(content, files, contentRecorded);
  const patches = new Patches(content, files, contentRecorded);
  await patches.seed();
  const home = new HomeIndexCache(readModel, articles, patches, httpNavigation(config.AUTH_URL));
  const dropHome = async () => home.invalidate();
  service.consume({
    groupId: config.HOME_INDEX_GROUP ?? `${serviceOptions.mongo.db}-home-${hostname()}`,
    topics: ['trade.article', 'trade.patch', 'trade.nav'],
    handlers: {
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

  const products = new ProductStore(models, readModel, recorded, new GalleryCheck(files));
  const trades = new TradeStore(models.supply, models.demand, inquiries, quotes, recorded);
  const options = { products, trades, readModel };
  for (const kind of ['supply', 'demand'] as const) {
    await service.app.register(memberProductRoutes(kind), options);
    await service.app.register(adminProductRoutes(kind), options);
  }
  await service.app.register(tradeRoutes, { trades });
  await service.app.register(publicProductRoutes, { readModel });
  await service.app.register(supplierRoutes, { readModel });
  await service.app.register(categoryMenuRoutes);
  await service.app.register(catalogueRoutes, {
    categories,
    items: new CatalogueItems(catalogue, files, recorded),
  });
  await service.app.register(contentRoutes, { articles, patches });
  await service.app.register(homeIndexRoutes, { home });
  return Object.assign(service, { readModel, products, trades, categories, articles, patches, home });
}
export type Catalog = Awaited<ReturnType<typeof buildCatalog>>;
