import { EnvelopeSchema, PageSchema } from '@trade/contracts';
import { Type } from '@trade/service-kit';
import { PATCH_GROUPS } from './patch-seed';

const objectId = Type.String({ pattern: '^[0-9a-f]{24}$' });
const fileId = Type.Optional(Type.String({ maxLength: 24, description: 'a file of the library, or empty' }));
const order = Type.Optional(Type.Integer({ minimum: -100000, maximum: 100000 }));
const status = Type.Union([Type.Literal(0), Type.Literal(1)]);

/** A text in the three languages; zh-cn required where `required` (a title, a name). */
const localised = (maxLength: number, required: boolean) =>
  Type.Object({
    'zh-cn': required ? Type.String({ minLength: 1, maxLength }) : Type.Optional(Type.String({ maxLength })),
    en: Type.Optional(Type.String({ maxLength })),
    ru: Type.Optional(Type.String({ maxLength })),
  });
const LocalisedView = Type.Object({ 'zh-cn': Type.String(), en: Type.String(), ru: Type.String() });

/** Rich text may be long (tables, lists), but not unbounded: 200,000 characters a language. */
const RICH_TEXT_MAX = 200_000;

// ---- article categories ----
const categoryFields = {
  parentId: Type.Optional(Type.Union([objectId, Type.Null()])),
  name: localised(60, true),
  sortOrder: order,
};
export const ArticleCategoryAddBody = Type.Object(categoryFields);
export const ArticleCategoryEditBody = Type.Object({ id: objectId, ...categoryFields });
const ArticleCategoryView = Type.Object({
  id: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  name: LocalisedView,
  sortOrder: Type.Number(),
});
export const ArticleCategoryInfoReply = EnvelopeSchema(ArticleCategoryView);
const ArticleCategoryNode = Type.Recursive(
  (node) => Type.Object({ ...ArticleCategoryView.properties, children: Type.Array(node) }),
  { $id: 'ArticleCategoryNode' },
);
export const ArticleCategoryTreeReply = EnvelopeSchema(Type.Array(ArticleCategoryNode));

// ---- articles (back office) ----
const articleFields = {
  categoryId: objectId,
  title: localised(120, true),
  summary: Type.Optional(localised(300, false)),
  body: Type.Optional(localised(RICH_TEXT_MAX, false)),
  cover: fileId,
  status: Type.Optional(status),
  publishedAt: Type.Optional(
    Type.Union([Type.String({ format: 'date-time', description: 'when it shows; empty: now' }), Type.Null()]),
  ),
  sortOrder: order,
};
export const ArticleAddBody = Type.Object(articleFields);
export const ArticleEditBody = Type.Object({ id: objectId, ...articleFields });
const ArticleAdminView = Type.Object({
  id: Type.String(),
  categoryId: Type.String(),
  categoryName: Type.String({ description: 'in the request language' }),
  title: LocalisedView,
  summary: LocalisedView,
  body: LocalisedView,
  cover: Type.String(),
  coverUrl: Type.String(),
  status,
  publishedAt: Type.Union([Type.String(), Type.Null()]),
  sortOrder: Type.Number(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export const ArticleInfoReply = EnvelopeSchema(ArticleAdminView);
export const ArticlePageReply = PageSchema(Type.Omit(ArticleAdminView, ['body']));

// ---- articles (portal) ----
/** An article as the portal lists it, in the reader's language. */
export const ArticleListItem = Type.Object({
  id: Type.String(),
  categoryId: Type.String(),
  categoryName: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  coverUrl: Type.String(),
  publishedAt: Type.String(),
  highlight: Type.Optional(
    Type.String({
      description: 'the title with the words a keyword search matched `<em>`-marked, HTML-escaped',
    }),
  ),
});
export const PublicArticleListBody = Type.Object({
  categoryId: Type.Optional(objectId),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 6 })),
});
export const PublicArticlePageBody = Type.Object({
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  categoryId: Type.Optional(objectId),
  keyword: Type.Optional(Type.String({ maxLength: 60 })),
});
export const PublicArticleInfoBody = Type.Object({ id: objectId });
export const PublicArticleListReply = EnvelopeSchema(Type.Array(ArticleListItem));
export const PublicArticlePageReply = PageSchema(ArticleListItem);
const Neighbour = Type.Union([Type.Object({ id: Type.String(), title: Type.String() }), Type.Null()]);
export const PublicArticleInfoReply = EnvelopeSchema(
  Type.Object({
    ...ArticleListItem.properties,
    body: Type.String({ description: 'sanitised rich text' }),
    previous: Neighbour,
    next: Neighbour,
  }),
);
const PublicCategory = Type.Object({
  id: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
});
export const PublicCategoryListReply = EnvelopeSchema(Type.Array(PublicCategory));
const PublicCategoryNode = Type.Recursive(
  (node) => Type.Object({ ...PublicCategory.properties, children: Type.Array(node) }),
  { $id: 'PublicArticleCategoryNode' },
);
export const PublicCategoryTreeReply = EnvelopeSchema(Type.Array(PublicCategoryNode));

// ---- content blocks ----
const group = Type.Union(PATCH_GROUPS.map((g) => Type.Literal(g)));
const patchFields = {
  code: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9][a-z0-9._-]*$' }),
  group,
  title: localised(120, true),
  summary: Type.Optional(localised(300, false)),
  body: Type.Optional(localised(RICH_TEXT_MAX, false)),
  image: fileId,
  link: Type.Optional(Type.String({ maxLength: 500 })),
  sortOrder: order,
  status: Type.Optional(status),
};
export const PatchAddBody = Type.Object(patchFields);
export const PatchEditBody = Type.Object({ id: objectId, ...patchFields });
const PatchAdminView = Type.Object({
  id: Type.String(),
  code: Type.String(),
  group: Type.String(),
  title: LocalisedView,
  summary: LocalisedView,
  body: LocalisedView,
  image: Type.String(),
  imageUrl: Type.String(),
  link: Type.String(),
  sortOrder: Type.Number(),
  status,
  updatedAt: Type.String(),
});
export const PatchInfoReply = EnvelopeSchema(PatchAdminView);
export const PatchPageReply = PageSchema(Type.Omit(PatchAdminView, ['body']));
export const PublicPatch = Type.Object({
  code: Type.String(),
  group: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String({ description: 'sanitised rich text' }),
  imageUrl: Type.String(),
  link: Type.String(),
});
export const PatchListBody = Type.Object({ group });
export const PatchInfoBody = Type.Object({ code: patchFields.code });
export const PatchListReply = EnvelopeSchema(Type.Array(PublicPatch));
export const PublicPatchReply = EnvelopeSchema(PublicPatch);
