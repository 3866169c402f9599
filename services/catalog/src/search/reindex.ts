import type { Connection } from 'mongoose';
import { connectMongo, loadConfig, searchClient, standardServiceOptions } from '@trade/service-kit';
import { Categories } from '../catalogue/categories';
import { catalogueModels } from '../catalogue/catalogue.models';
import { contentModels, type ArticleDoc } from '../content/content.models';
import { productModels, type Product, type ProductKind } from '../model/product.model';
import { CatalogConfig } from '../config';
import { articleDocument, productDocument, supplierSummary } from './search-documents';
import { INDEX_NAMES, SearchIndices, searchIndexPrefix, type IndexName } from './search-indices';
import { SearchProjection } from './search-projection';

const BATCH = 2000;

type Progress = (line: string) => void;

/** Sends one bulk batch; any item refused stops the rebuild (the alias stays where it was). */
async function flush(indices: SearchIndices, index: string, lines: object[]): Promise<void> {
  if (lines.length === 0) return;
  const { body } = await indices.client.bulk({ index, body: lines });
  if (body.errors) {
    const first = body.items.find((item) => Object.values(item)[0]?.error);
    throw new Error(`bulk indexing refused: ${JSON.stringify(first)}`);
  }
}

/** Members' verified badges as the current supplier index has them (a rebuild keeps them). */
async function verifiedMembers(indices: SearchIndices): Promise<Set<string>> {
  const out = new Set<string>();
  if ((await indices.behind('suppliers')).length === 0) return out;
  const { body } = await indices.client.search({
    index: indices.alias('suppliers'),
    body: { size: 10000, _source: ['memberId'], query: { term: { verified: true } } },
  });
  for (const hit of body.hits.hits) out.add(String((hit._source as { memberId: string }).memberId));
  return out;
}

/**
 * Rebuilds indexes from the catalog's database: each into a new physical index at its
 * mapping's version (refresh off while loading), then the alias is swapped to it and the
 * old index deleted. Changes made while it ran are applied again after the swap, so
 * nothing written meanwhile is lost. Prints its progress.
 */
export async function reindex(
  names: readonly IndexName[],
  {
    connection,
    indices,
    progress = console.log,
  }: { connection: Connection; indices: SearchIndices; progress?: Progress },
): Promise<void> {
  const models = productModels(connection);
  const content = contentModels(connection);
  const categories = new Categories(catalogueModels(connection), models, () => undefined);
  await categories.load();
  const started = new Date(Date.now() - 5000);
  const verified = await verifiedMembers(indices);
  for (const name of names) {
    const physical = indices.physicalName(name);
    await indices.create(name, physical, { refreshInterval: '-1' });
    const t0 = Date.now();
    let count = 0;
    let lines: object[] = [];
    const report = () =>
      progress(`${name}: ${count.toLocaleString('en')} indexed (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    const push = async (id: string, doc: object) => {
      lines.push({ index: { _id: id } }, doc);
      count += 1;
      if (lines.length >= BATCH * 2) {
        await flush(indices, physical, lines);
        lines = [];
        if (count % (BATCH * 10) === 0) report();
      }
    };
    if (name === 'supplies' || name === 'demands') {
      const kind: ProductKind = name === 'supplies' ? 'supply' : 'demand';
      for await (const doc of models[kind].find({ deletedAt: null }).lean<Product>().cursor())
        await push(String(doc._id), productDocument(kind, doc as Product, verified.has(doc.memberId)));
    } else if (name === 'suppliers') {
      const byMember = new Map<string, Product[]>();
      const listed = { deletedAt: null, auditStatus: 'approved', visible: true, status: 'open' } as const;
      for await (const doc of models.supply.find(listed).lean<Product>().cursor()) {
        const list = byMember.get(doc.memberId) ?? [];
        list.push(doc as Product);
        byMember.set(doc.memberId, list);
      }
      for (const [memberId, docs] of byMember) {
        docs.sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
        await push(memberId, {
          ...supplierSummary(memberId, docs),
          verified: verified.has(memberId),
          profileId: '',
        });
      }
    } else {
      for await (const doc of content.articles
        .find({ deletedAt: null }, { body: 0 })
        .lean<ArticleDoc>()
        .cursor())
        await push(String(doc._id), articleDocument(doc as ArticleDoc));
    }
    await flush(indices, physical, lines);
    await indices.client.indices.putSettings({
      index: physical,
      body: { index: { refresh_interval: '1s' } },
    });
    await indices.client.indices.refresh({ index: physical });
    const old = await indices.swap(name, physical);
    report();
    progress(
      `${name}: alias ${indices.alias(name)} → ${physical}${old.length ? ` (was ${old.join(', ')})` : ''}`,
    );
  }
  // What changed while the rebuild ran goes in again, through the projection.
  const projection = new SearchProjection(
    indices,
    { ...models, articles: content.articles },
    async () => null,
    connection,
  );
  let again = 0;
  for (const kind of ['supply', 'demand'] as const) {
    for (const doc of await models[kind]
      .find({ updatedAt: { $gte: started } }, { _id: 1 })
      .lean<{ _id: unknown }[]>()) {
      await projection.apply(kind, String(doc._id));
      again += 1;
    }
  }
  if (again) progress(`${again} items changed meanwhile, indexed again`);
}

/** `node services/catalog/dist/search/reindex.js [supplies|demands|suppliers|articles …]` (all when none). */
async function main(): Promise<void> {
  const config = loadConfig(CatalogConfig, process.env);
  const mongo = standardServiceOptions('catalog', config).mongo;
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(INDEX_NAMES as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`unknown index ${unknown.join(', ')}; known: ${INDEX_NAMES.join(', ')}`);
  const connection = await connectMongo(mongo.url, mongo.db);
  const indices = new SearchIndices(searchClient(config), searchIndexPrefix(config, mongo.db));
  try {
    await reindex(wanted.length ? (wanted as IndexName[]) : INDEX_NAMES, { connection, indices });
  } finally {
    await connection.close();
    await indices.client.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
