import { Fragment } from 'react';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&#x2F;': '/',
};
const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#x27|#39|#x2F);/g, (entity) => ENTITIES[entity]!);

/**
 * A text with the words a search matched marked: `marked` is the server's highlight
 * (HTML-escaped text with `<em>…</em>` around the matches), shown without ever being
 * read as HTML; without it, the plain `text`.
 */
export function Highlighted({ text, marked }: { text: string; marked?: string }) {
  if (!marked) return <>{text}</>;
  const parts = marked.split(/<em>(.*?)<\/em>/g);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="search-match">
            {decode(part)}
          </mark>
        ) : (
          <Fragment key={i}>{decode(part)}</Fragment>
        ),
      )}
    </>
  );
}
