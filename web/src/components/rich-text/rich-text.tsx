import './rich-text.css';

/**
 * An article's or a content block's body. The catalog sanitises rich text when it is
 * saved (scripts, handlers, frames and `javascript:` links never reach the store), so
 * what it serves is rendered as it is.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  return <div className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
