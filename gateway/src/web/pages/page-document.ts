import { HTML_LANG, type PageLanguage } from './page-texts';

/** What a server-rendered page adds to the app shell. */
export interface RenderedPage {
  status: number;
  title: string;
  description: string;
  /** Absolute URL of the page's one address (no tracking or UI parameters). */
  canonical: string;
  /** schema.org objects, each written as one `application/ld+json` block. */
  jsonLd: object[];
  /** The page's content, HTML-escaped where it comes from users; catalog sanitises rich text. */
  body: string;
  noindex?: boolean;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const esc = (text: unknown): string => String(text ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON inside <script>: `<` is escaped so no string can close the element. */
const jsonForScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Plain text of rich text, for descriptions. */
export const plain = (html: string, max = 160): string => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/**
 * The server-rendered content's own few rules, inline so the first paint needs no request:
 * readable on a phone and on a desktop until the app, once loaded, draws the page in its place.
 */
const CONTENT_STYLE =
  '.ssr-page{box-sizing:border-box;max-width:1200px;margin:0 auto;padding:12px 16px 32px;' +
  'font:15px/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Hiragino Sans GB","Microsoft YaHei",sans-serif;color:#1f2329}' +
  '.ssr-page h1{font-size:22px;line-height:1.35;margin:8px 0 12px}.ssr-page h2{font-size:18px;margin:20px 0 8px}' +
  '.ssr-page a{color:#0a5bd3;text-decoration:none}.ssr-page ul{margin:0;padding-left:18px}.ssr-page li{margin:4px 0}' +
  '.ssr-page img{max-width:100%;height:auto}.ssr-nav{display:flex;flex-wrap:wrap;gap:4px 14px;margin:0 0 8px;font-size:14px}' +
  '.ssr-meta{color:#646a73;font-size:13px}' +
  // The app's rich text (components/rich-text) sets the same, so its text replaces this one in the same boxes.
  '.ssr-body{font-size:15px;line-height:1.8;overflow-wrap:anywhere}.ssr-body p{margin:0 0 .9em}';

/**
 * Puts the page into the built app's index.html: language, title, description, canonical
 * link, Open Graph, JSON-LD, and the content inside #root, which the app replaces when it
 * starts. The shell's scripts and styles stay as the build wrote them.
 */
export function renderDocument(template: string, page: RenderedPage, lang: PageLanguage): string {
  const head = [
    `<meta name="description" content="${esc(page.description)}" />`,
    `<link rel="canonical" href="${esc(page.canonical)}" />`,
    `<meta property="og:title" content="${esc(page.title)}" />`,
    `<meta property="og:description" content="${esc(page.description)}" />`,
    `<meta property="og:url" content="${esc(page.canonical)}" />`,
    `<meta property="og:type" content="${page.jsonLd.some((o) => (o as { '@type'?: string })['@type'] === 'Article') ? 'article' : 'website'}" />`,
    ...(page.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...page.jsonLd.map((o) => `<script type="application/ld+json">${jsonForScript(o)}</script>`),
    `<style>${CONTENT_STYLE}</style>`,
  ].join('\n    ');
  return (
    template
      .replace(/<html([^>]*)\blang="[^"]*"/, `<html$1lang="${HTML_LANG[lang]}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${esc(page.title)}</title>`)
      // The shell's own description (the site's) gives way to the page's.
      .replace(/\s*<meta\s+name="description"[^>]*>/, '')
      .replace('</head>', `    ${head}\n  </head>`)
      .replace(/<div id="root">\s*<\/div>/, `<div id="root"><div class="ssr-page">${page.body}</div></div>`)
  );
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * The build's index.html made to paint a server-rendered page before any script runs: the
 * entry script and its module preloads move to `/start-app.js`, which adds them once the
 * page has painted, and the shell's stylesheets (the few global rules) are inlined, so the
 * first paint waits for nothing but the HTML. `readAsset` answers a built file's text, or
 * null when it cannot (then its link stays). A shell without an entry script is left as is.
 */
export function startAfterPaint(template: string, readAsset: (href: string) => string | null): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const starter = `<script src="/start-app.js" data-entry="${esc(entry)}" data-preload="${esc(preloads.join(' '))}" defer></script>`;
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, (link, href: string) => {
      const css = readAsset(href);
      return css === null || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    })
    .replace('</head>', `  ${starter}\n  </head>`);
}
