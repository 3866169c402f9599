import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { outboxFields, schemaOptions } from '@trade/service-kit';

/** A text in the three interface languages; zh-cn is the one every item must have. */
const localised = (required: boolean) => ({
  'zh-cn': { type: String, required, default: required ? undefined : '' },
  en: { type: String, default: '' },
  ru: { type: String, default: '' },
});

/** A category of the articles' tree (news, policies, guides …). */
const articleCategorySchema = new Schema(
  {
    parentId: { type: String, default: null, index: true },
    name: localised(true),
    sortOrder: { type: Number, default: 0 },
    /** Soft delete: the row carries its event to the relay; no tree shows it again. */
    deletedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);

/** 0 draft, 1 published. */
export type ArticleStatus = 0 | 1;

const articleSchema = new Schema(
  {
    categoryId: { type: String, required: true, index: true },
    title: localised(true),
    summary: localised(false),
    /** Rich text, sanitised when saved: what is stored is what the portal may render. */
    body: localised(false),
    /** A file id of the back office's file library, and its display URL resolved when saved. */
    cover: { type: String, default: '' },
    coverUrl: { type: String, default: '' },
    /** 0 draft, 1 published. */
    status: { type: Number, enum: [0, 1], default: 0 },
    /** When it shows on the portal; a later time schedules it. Set on first publication. */
    publishedAt: { type: Date, default: null, index: true },
    sortOrder: { type: Number, default: 0 },
    deletedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);
articleSchema.index({ status: 1, publishedAt: -1 });

/**
 * A content block of the portal: a banner, one of the four promises, the text of a
 * service page, the privacy policy … `code` names it (`banner.1`, `page.tgfw`); `group`
 * gathers the blocks a page lists together (`banner`, `promise`, `page`, `legal`).
 */
const patchSchema = new Schema(
  {
    code: { type: String, required: true, unique: true },
    group: { type: String, required: true, index: true },
    title: localised(true),
    /** Plain text: a banner's or a promise's line under its title. */
    summary: localised(false),
    /** Rich text, sanitised when saved (a page's text). */
    body: localised(false),
    image: { type: String, default: '' },
    imageUrl: { type: String, default: '' },
    /** Where a banner or promise leads: a portal path (`/tgfw`) or an https address. */
    link: { type: String, default: '' },
    sortOrder: { type: Number, default: 0 },
    /** 1 shown, 0 hidden. */
    status: { type: Number, enum: [0, 1], default: 1 },
    deletedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);

type Stamped<T> = T & { _id: unknown; createdAt: Date; updatedAt: Date };
export type ArticleCategoryDoc = Stamped<InferSchemaType<typeof articleCategorySchema>>;
export type ArticleDoc = Stamped<InferSchemaType<typeof articleSchema>>;
export type PatchDoc = Stamped<InferSchemaType<typeof patchSchema>>;

export interface ContentModels {
  articleCategories: Model<ArticleCategoryDoc>;
  articles: Model<ArticleDoc>;
  patches: Model<PatchDoc>;
}

/** The portal's content: `article_categories`, `articles` and `patches` (content blocks). */
export function contentModels(connection: Connection): ContentModels {
  return {
    articleCategories: connection.model(
      'ArticleCategory',
      articleCategorySchema,
      'article_categories',
    ) as unknown as Model<ArticleCategoryDoc>,
    articles: connection.model('Article', articleSchema, 'articles') as unknown as Model<ArticleDoc>,
    patches: connection.model('Patch', patchSchema, 'patches') as unknown as Model<PatchDoc>,
  };
}
