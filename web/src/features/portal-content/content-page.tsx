import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { useContentBlockQuery } from './api';
import { RichText } from '@/components/rich-text/rich-text';
import './content-page.css';

/**
 * A portal page whose text is a content block the back office edits (§7 getPatchInfo):
 * a service page, about us, the privacy policy. `children` follow the text (a form, a
 * list of related entries). Plain markup, no UI library: a phone reading it loads none.
 */
export function ContentPage({ code, children }: { code: string; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError } = useContentBlockQuery({ code, lang: i18n.language });
  usePageMeta(data?.title, data?.summary);
  if (isLoading) return <div className="content-page page-loading" aria-busy="true" />;
  if (isError || !data)
    return (
      <div className="content-page page-missing" role="alert">
        <h1>{t('portal:content.notFound')}</h1>
      </div>
    );
  return (
    <article className="content-page" data-testid={`content-${code}`}>
      <header className="content-page-head">
        <h1>{data.title}</h1>
        {data.summary && <p className="content-page-summary">{data.summary}</p>}
      </header>
      {data.imageUrl && <img className="content-page-image" src={data.imageUrl} alt="" />}
      <RichText html={data.body} testId="content-body" />
      {children}
    </article>
  );
}
