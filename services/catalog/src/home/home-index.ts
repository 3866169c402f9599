import { gzipSync } from 'node:zlib';
import type { Lang } from '@trade/contracts';
import type { Articles, ArticleListItemView } from '../content/articles';
import { visibleArticles } from '../content/articles';
import { publicPatch, type Patches, type PublicPatch } from '../content/patches';
import { publicView } from '../products/product.view';
import type { PublicProductView } from '../products/product.schemas';
import type { MarketplaceSearch } from '../search/marketplace-search';
import { searching } from '../search/search-errors';
import { categoryTree } from '../reference/categories';
import type { CategoryTree } from '../reference/category-tree';

/** How many of each the home page lists. */
const LATEST = 8;
/**
 * A built answer is also dropped after this long, whatever the events say: listings
 * expire and scheduled articles come due without an event announcing it.
 */
const MAX_AGE_MS = 60_000;

export interface PortalNavGroup {
  code: string;
  name: string;
  items: unknown[];
}

/** Reads the portal navigation (auth's /home/Basic/getNavList); null when it cannot. */
export type NavigationSource = (lang: Lang) => Promise<PortalNavGroup[] | null>;

/** The platform's public settings (auth's /home/Basic/getConfig); null when it cannot read them. */
export type PublicSettings = Record<string, unknown>;
export type SettingsSource = () => Promise<PublicSettings | null>;

export interface HomeIndex {
  banners: PublicPatch[];
  promises: PublicPatch[];
  /** The service pages' blocks (title and one line each), in their order. */
  services: PublicPatch[];
  /** The custom navigation's groups, or null when auth did not answer (the portal shows its own). */
  navigation: PortalNavGroup[] | null;
  /** The public settings every page reads (site name, hotline, ICP number...), or null when auth did not answer. */
  settings: PublicSettings | null;
  latestSupply: PublicProductView[];
  latestDemand: PublicProductView[];
  latestArticles: ArticleListItemView[];
  counts: { supply: number; demand: number; suppliers: number; articles: number };
}

interface Built {
  /** The envelope's JSON and its gzip, ready to send. */
  json: string;
  gzip: Buffer;
  stamp: string;
  tree: CategoryTree;
  builtAt: number;
}

/**
 * §7 /index/index: everything the portal home shows, in one answer per language. Built
 * once and kept until something it shows changes: a supply, demand, article, content
 * block or navigation event arrives or this replica writes one, a setting changes
 * (`invalidate`), the category tree is reloaded, or a minute passes.
 */
export class HomeIndexCache {
  private readonly built = new Map<Lang, Built>();
  private readonly building = new Map<Lang, Promise<Built>>();
  /** Bumped on every content or navigation change this replica hears of. */
  private generation = 0;

  constructor(
    private readonly search: MarketplaceSearch,
    private readonly articles: Articles,
    private readonly patches: Patches,
    private readonly navigation: NavigationSource,
    private readonly settings: SettingsSource,
  ) {}

  invalidate(): void {
    this.generation += 1;
  }

  /** The answer in `lang`; `message` is the envelope's success message in that language. */
  async get(lang: Lang, message: string, now = Date.now()): Promise<Built> {
    const stamp = this.stamp();
    const hit = this.built.get(lang);
    if (hit && hit.stamp === stamp && hit.tree === categoryTree() && now - hit.builtAt < MAX_AGE_MS)
      return hit;
    // One build per language at a time: a burst of visitors after a change shares it.
    let pending = this.building.get(lang);
    if (!pending) {
      pending = this.build(lang, message, stamp).finally(() => this.building.delete(lang));
      this.building.set(lang, pending);
    }
    return pending;
  }

  private stamp(): string {
    return String(this.generation);
  }

  private async build(lang: Lang, message: string, stamp: string): Promise<Built> {
    const tree = categoryTree();
    const data = await this.data(lang);
    const json = JSON.stringify({ code: 200, message, data });
    const built: Built = { json, gzip: gzipSync(json), stamp, tree, builtAt: Date.now() };
    // Kept only when nothing changed while it was built, and never without navigation or
    // settings that auth failed to give: the next visitor asks again.
    if (this.stamp() === stamp && data.navigation !== null && data.settings !== null)
      this.built.set(lang, built);
    return built;
  }

  private async data(lang: Lang): Promise<HomeIndex> {
    const search = this.search;
    const [listed, blocks, latestArticles, articleCount, navigation, settings] = await Promise.all([
      searching(() =>
        Promise.all([
          search.latest('supply', LATEST),
          search.latest('demand', LATEST),
          search.countOpen('supply'),
          search.countOpen('demand'),
          search.supplierCount(),
        ]),
      ),
      this.patches.groups(['banner', 'promise', 'page']),
      this.articles.latest(lang, LATEST),
      this.articles.models.articles.countDocuments(visibleArticles()),
      this.navigation(lang),
      this.settings(),
    ]);
    const inGroup = (group: string) =>
      blocks.filter((block) => block.group === group).map((block) => publicPatch(block, lang));
    return {
      banners: inGroup('banner'),
      promises: inGroup('promise'),
      services: inGroup('page'),
      navigation,
      settings,
      latestSupply: listed[0].map((item) => publicView(item, lang)),
      latestDemand: listed[1].map((item) => publicView(item, lang)),
      latestArticles,
      counts: {
        supply: listed[2],
        demand: listed[3],
        suppliers: listed[4],
        articles: articleCount,
      },
    };
  }
}

/** The navigation from auth over HTTP, in the visitor's language; null when auth does not answer. */
export function httpNavigation(authUrl: string, timeoutMs = 2000): NavigationSource {
  return async (lang) => {
    try {
      const res = await fetch(`${authUrl.replace(/\/+$/, '')}/home/Basic/getNavList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang },
        body: '{}',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) return null;
      const body = (await res.json()) as { data?: PortalNavGroup[] };
      return Array.isArray(body.data) ? body.data : null;
    } catch {
      return null;
    }
  };
}

/** The public settings from auth over HTTP; null when auth does not answer. */
export function httpPublicSettings(authUrl: string, timeoutMs = 2000): SettingsSource {
  return async () => {
    try {
      const res = await fetch(`${authUrl.replace(/\/+$/, '')}/home/Basic/getConfig`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) return null;
      const body = (await res.json()) as { data?: PublicSettings };
      return body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : null;
    } catch {
      return null;
    }
  };
}
