import type { ReactNode } from 'react';
import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { useContentBlockQuery } from './api';
import { RichText } from '@/components/rich-text/rich-text';
import './content-page.css';

/**
 * A portal page whose text is a content block the back office edits (§7 getPatchInfo):
 * a service page, about us, the privacy policy. `children` follow the text (a form, a
 * list of related entries).
 */
export function ContentPage({ code, children }: { code: string; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError } = useContentBlockQuery({ code, lang: i18n.language });
  usePageMeta(data?.title, data?.summary);
  if (isLoading) return <Skeleton active className="content-page" paragraph={{ rows: 8 }} />;
  if (isError || !data)
    return <Result status="404" title={t('portal:content.notFound')} className="content-page" />;
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
