import { Types, type Model } from 'mongoose';
import { keptOrResolvedImage, newEvent, outboxOf, withEvents } from '@trade/service-kit';
import {
  allLanguages,
  inLang,
  LANGS,
  type EventActor,
  type EventType,
  type Identity,
  type Lang,
} from '@trade/contracts';
import { catalogFail, invalidField } from '../errors';
import type { FileResolver } from '@trade/service-kit';
import type { ArticleCategoryDoc, ArticleDoc, ArticleStatus, ContentModels } from './content.models';
import { plainText, sanitizeRichText } from './rich-text';

/** Called after each write (events to the relay, the home answer, the search index); awaited. */
type Recorded = <T>(model: Model<T>, id: unknown) => void | Promise<void>;

export interface Localised {
  'zh-cn': string;
  en?: string;
  ru?: string;
}

export interface ArticleCategoryFields {
  parentId?: string | null;
  name: Localised;
  sortOrder?: number;
}

export interface ArticleFields {
  categoryId: string;
  title: Localised;
  summary?: Partial<Localised>;
  body?: Partial<Localised>;
  cover?: string;
  status?: ArticleStatus;
  /** ISO time; empty on a publication means now. */
  publishedAt?: string | null;
  sortOrder?: number;
}

export interface ArticleCategoryNode {
  id: string;
  parentId: string | null;
  name: { 'zh-cn': string; en: string; ru: string };
  sortOrder: number;
  children: ArticleCategoryNode[];
}

/** An article in the portal's lists, in one language. */
export interface ArticleListItemView {
  id: string;
  categoryId: string;
  categoryName: string;
  title: string;
  summary: string;
  coverUrl: string;
  publishedAt: string;
}

export const articleListItem = (
  doc: ArticleDoc,
  lang: Lang,
  names: ReadonlyMap<string, string>,
): ArticleListItemView => ({
  id: String(doc._id),
  categoryId: doc.categoryId,
  categoryName: names.get(doc.categoryId) ?? '',
  title: inLang(doc.title, lang),
  summary: inLang(doc.summary, lang),
  coverUrl: doc.coverUrl ?? '',
  publishedAt: (doc.publishedAt ?? doc.createdAt).toISOString(),
});

/** The portal's order: pinned (higher sort order) first, then the newest. */
export const NEWEST_FIRST = { sortOrder: -1, publishedAt: -1, _id: -1 } as const;

/** How long a summary made from the body runs, in characters. */
const SUMMARY_LENGTH = 160;

const trim = (value: string) => value.trim();

/** What the portal shows: published, not deleted, and due (a later time schedules it). */
export const visibleArticles = (now = new Date()) => ({
  status: 1,
  deletedAt: null,
  publishedAt: { $lte: now },
});

/**
 * The articles of the portal and their category tree. Bodies are sanitised before they
 * are stored; each write is one document with its `trade.article.*` event.
 */
export class Articles {
  constructor(
    readonly models: ContentModels,
    private readonly files: FileResolver,
    private readonly recorded: Recorded,
  ) {}

  // ---- categories ----

  /** Category names by id in `lang`, deleted ones included: an old article may still name one. */
  async categoryNames(lang: Lang): Promise<Map<string, string>> {
    const rows = await this.models.articleCategories.find({}).lean<ArticleCategoryDoc[]>();
    return new Map(rows.map((row) => [String(row._id), inLang(row.name, lang)]));
  }

  async categories(): Promise<ArticleCategoryDoc[]> {
    return this.models.articleCategories
      .find({ deletedAt: null })
      .sort({ sortOrder: 1, createdAt: 1 })
      .lean<ArticleCategoryDoc[]>();
  }

  async categoryTree(): Promise<ArticleCategoryNode[]> {
    const rows = await this.categories();
    const nodes = new Map<string, ArticleCategoryNode>(
      rows.map((row) => [
        String(row._id),
        {
          id: String(row._id),
          parentId: row.parentId ?? null,
          name: allLanguages(row.name),
          sortOrder: row.sortOrder ?? 0,
          children: [],
        },
      ]),
    );
    const roots: ArticleCategoryNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parentId ? nodes.get(node.parentId) : undefined;
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  }

  async category(id: string): Promise<ArticleCategoryDoc> {
    return found(
      await this.models.articleCategories.findOne({ _id: id, deletedAt: null }).lean<ArticleCategoryDoc>(),
    );
  }

  async saveCategory(id: string | null, fields: ArticleCategoryFields, by: EventActor): Promise<string> {
    if (id) await this.category(id);
    const parentId = fields.parentId || null;
    if (parentId) {
      await this.category(parentId).catch(() => {
        throw invalidField('parentId', 'unknown category');
      });
      if (id && (await this.isSelfOrBelow(parentId, id)))
        throw invalidField('parentId', 'a category cannot sit under itself');
    }
    const $set = { parentId, name: allLanguages(fields.name, trim), sortOrder: fields.sortOrder ?? 0 };
    const docId = id ?? new Types.ObjectId().toHexString();
    const event = this.event('trade.article.category-changed', docId, $set.name['zh-cn'], by);
    if (id) {
      await this.models.articleCategories.updateOne({ _id: id }, withEvents({ $set }, event));
    } else {
      await new this.models.articleCategories({ _id: docId, ...$set, ...outboxOf(event) }).save();
    }
    await this.recorded(this.models.articleCategories, docId);
    return docId;
  }

  async removeCategory(id: string, by: EventActor): Promise<void> {
    const category = await this.category(id);
    const name = inLang(category.name, 'zh-cn');
    if (await this.models.articleCategories.exists({ parentId: id, deletedAt: null }))
      throw catalogFail('CATEGORY_HAS_CHILDREN', { name });
    if (await this.models.articles.exists({ categoryId: id, deletedAt: null }))
      throw catalogFail('ARTICLE_CATEGORY_IN_USE', { name });
    const event = this.event('trade.article.category-changed', id, name, by);
    await this.models.articleCategories.updateOne(
      { _id: id },
      withEvents({ $set: { deletedAt: new Date() } }, event),
    );
    await this.recorded(this.models.articleCategories, id);
  }

  /** True when `candidate` is `id` or one of its descendants (moving `id` there would loop). */
  private async isSelfOrBelow(candidate: string, id: string): Promise<boolean> {
    const parents = new Map((await this.categories()).map((c) => [String(c._id), c.parentId ?? null]));
    for (let at: string | null = candidate; at; at = parents.get(at) ?? null) if (at === id) return true;
    return false;
  }

  // ---- articles ----

  async article(id: string): Promise<ArticleDoc> {
    return found(await this.models.articles.findOne({ _id: id, deletedAt: null }).lean<ArticleDoc>());
  }

  /** The newest published articles, as the portal lists them. */
  async latest(lang: Lang, limit: number, filter: Record<string, unknown> = visibleArticles()) {
    const [rows, names] = await Promise.all([
      this.models.articles.find(filter, { body: 0 }).sort(NEWEST_FIRST).limit(limit).lean<ArticleDoc[]>(),
      this.categoryNames(lang),
    ]);
    return rows.map((row) => articleListItem(row, lang, names));
  }

  /** A published article as the portal shows it, or 404. */
  async publicArticle(id: string): Promise<ArticleDoc> {
    return found(await this.models.articles.findOne({ _id: id, ...visibleArticles() }).lean<ArticleDoc>());
  }

  async save(admin: Identity, by: EventActor, id: string | null, fields: ArticleFields): Promise<string> {
    const before = id ? await this.article(id) : null;
    await this.category(fields.categoryId).catch(() => {
      throw invalidField('categoryId', 'unknown category');
    });
    const cover = fields.cover ?? '';
    const coverUrl = await keptOrResolvedImage(
      this.files,
      admin,
      'cover',
      cover,
      before ? { id: before.cover, url: before.coverUrl } : undefined,
    );
    const body = allLanguages(fields.body, sanitizeRichText);
    const given = allLanguages(fields.summary, trim);
    // An empty summary is made from the body's text, so lists never show a blank line.
    const summary = Object.fromEntries(
      LANGS.map((lang) => [lang, given[lang] || plainText(body[lang]).slice(0, SUMMARY_LENGTH)]),
    );
    const status = fields.status ?? ((before?.status ?? 0) as ArticleStatus);
    const $set = {
      categoryId: fields.categoryId,
      title: allLanguages(fields.title, trim),
      summary,
      body,
      cover,
      coverUrl,
      status,
      publishedAt: publicationTime(status, fields.publishedAt, before?.publishedAt ?? null),
      sortOrder: fields.sortOrder ?? 0,
    };
    const docId = id ?? new Types.ObjectId().toHexString();
    const title = $set.title['zh-cn'];
    if (id) {
      await this.models.articles.updateOne(
        { _id: id },
        withEvents({ $set }, this.event('trade.article.changed', id, title, by)),
      );
    } else {
      const event = this.event('trade.article.created', docId, title, by);
      await new this.models.articles({ _id: docId, ...$set, ...outboxOf(event) }).save();
    }
    await this.recorded(this.models.articles, docId);
    return docId;
  }

  /** Publishes (now, or at the time it already had) or takes it back to draft. */
  async changeStatus(id: string, status: ArticleStatus, by: EventActor): Promise<void> {
    const article = await this.article(id);
    const $set = { status, publishedAt: publicationTime(status, undefined, article.publishedAt ?? null) };
    const event = this.event('trade.article.changed', id, inLang(article.title, 'zh-cn'), by);
    await this.models.articles.updateOne({ _id: id }, withEvents({ $set }, event));
    await this.recorded(this.models.articles, id);
  }

  async remove(id: string, by: EventActor): Promise<void> {
    const article = await this.article(id);
    const event = this.event('trade.article.deleted', id, inLang(article.title, 'zh-cn'), by);
    await this.models.articles.updateOne({ _id: id }, withEvents({ $set: { deletedAt: new Date() } }, event));
    await this.recorded(this.models.articles, id);
  }

  private event(
    type: Extract<EventType, `trade.article.${string}`>,
    id: string,
    name: string,
    by: EventActor,
  ) {
    return newEvent('catalog', type, id, { id, name, changedBy: by.sub }, by);
  }
}

/**
 * When a published article shows: the time the form gives, else the one it had, else
 * now. A draft keeps the time it was given (it schedules the next publication).
 */
function publicationTime(
  status: ArticleStatus,
  given: string | null | undefined,
  had: Date | null,
): Date | null {
  const time = given ? new Date(given) : had;
  if (given && Number.isNaN(time?.getTime())) throw invalidField('publishedAt', 'not a time');
  return status === 1 ? (time ?? new Date()) : time;
}

function found<T>(doc: T | null): T {
  if (!doc) throw catalogFail('NOT_FOUND');
  return doc;
}
