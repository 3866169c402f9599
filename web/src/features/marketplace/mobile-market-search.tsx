import { lazy, useState } from 'react';
import { Button, List, SearchBar, Tag } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getMemberInfo, hasSession } from '@/lib/session';
import { usePageInAddress } from '@/lib/page-in-address';
import { MobilePager } from '@/components/mobile-pager/mobile-pager';
import { OpenedOnce } from '@/components/opened-once/opened-once';
import { Highlighted } from '@/components/highlighted/highlighted';
import { useUnits } from '@/components/dict-select/use-units';
import { useMyDemandScoresQuery, usePublicProductsQuery, type Product, type ProductKind } from './api';
import { marketLinks } from './market-links';
import { MobileListState } from './mobile-list-state';
import { RANGES, type Filters } from './mobile-filters';
import { MobileListThumbnail } from './mobile-list-thumbnail';
import './mobile-market.css';

// The filter sheet, with its pickers and the category and country lists they show, loads
// when it is first opened: the first page of results needs none of it.
const MobileFilterSheet = lazy(() => import('./mobile-filter-sheet'));

const PAGE_SIZE = 10;

/** The filters a search opens with: everything, the newest first. */
const OPENING_FILTERS: Filters = { sort: 'newest' };

/** The search call for a page of results; by default, as the page opens. */
export const publicSearchArgs = (
  kind: ProductKind,
  pageNumber: number,
  filters: Filters = OPENING_FILTERS,
  memberId?: string,
) => ({ kind, pageSize: PAGE_SIZE, ...(memberId ? { memberId } : {}), ...filters, pageNumber });

/** A number typed in a range box, or nothing when it is empty or not a number. */
const amount = (text: string): number | undefined => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
};

/**
 * /supply and /demand on a phone, drawn with antd-mobile: a search box, a sheet of filters
 * (category, country, price and quantity ranges, sort), the results as a list and the page
 * in the address (?page=N) with real links to the pages before and after, as on the desktop.
 * A signed-in member sees each supply's smart-matching score and can inquire or quote.
 */
export function MobileMarketSearch({
  kind,
  memberId,
}: {
  kind: ProductKind;
  /** One member's items only (a supplier's page). */
  memberId?: string;
}) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const [filters, setFilters] = useState<Filters>(OPENING_FILTERS);
  const [draft, setDraft] = useState<Filters>(filters);
  const [ranges, setRanges] = useState<Record<string, string>>({});
  const [keyword, setKeyword] = useState('');
  // undefined until the sheet is first opened.
  const [sheetOpen, setSheetOpen] = useState<boolean>();
  const { pageNumber, pageSearch, goToPage } = usePageInAddress();
  const { data, isFetching } = usePublicProductsQuery(publicSearchArgs(kind, pageNumber, filters, memberId));
  const member = hasSession() && getMemberInfo<{ kind?: string }>()?.kind === 'member';
  const { data: scores } = useMyDemandScoresQuery(undefined, { skip: kind !== 'supply' || !member });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  /** Runs the search with the typed keyword and the sheet's filters, from the first page. */
  const search = () => {
    const typed = Object.fromEntries(RANGES.flat().map((field) => [field, amount(ranges[field] ?? '')]));
    const next = { ...draft, ...typed, keyword: keyword.trim() || undefined };
    setFilters(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) as Filters);
    setSheetOpen(false);
    goToPage(1);
  };

  return (
    <div className="m-market-search" data-testid="mobile-market-search">
      <div className="m-search-head">
        <SearchBar
          placeholder={t('portal:market.keyword')}
          value={keyword}
          onChange={setKeyword}
          onSearch={() => search()}
          onClear={() => setKeyword('')}
          style={{ flex: 1 }}
          data-testid="market-keyword"
        />
        <Button
          size="small"
          fill="none"
          onClick={() => setSheetOpen(true)}
          aria-label={t('portal:market.filters')}
          data-testid="market-filters"
        >
          <FilterOutline />
        </Button>
        <Button size="small" color="primary" onClick={() => search()} data-testid="market-search-submit">
          {t('portal:market.search')}
        </Button>
      </div>

      <MobileListState
        loading={isFetching && !data}
        empty={(data?.rows.length ?? 0) === 0}
        emptyText={t('portal:market.noResults')}
      >
        <List>
          {(data?.rows ?? []).map((p) => (
            <List.Item
              key={p.id}
              prefix={p.image ? <MobileListThumbnail src={p.image} alt={p.name} size={56} /> : undefined}
              description={<ItemFacts product={p} unit={unitName(p.unit)} />}
              extra={
                member ? (
                  <Link to={marketLinks.mobileTrade(kind, p.id)} className="m-trade-link">
                    {t(kind === 'supply' ? 'member:market.trade.inquire' : 'member:market.trade.quote')}
                  </Link>
                ) : undefined
              }
            >
              <div data-testid="market-item">
                <Link
                  to={marketLinks.publicDetail(kind, p.id)}
                  data-testid="market-item-link"
                  className="m-item-name"
                >
                  <Highlighted text={p.name} marked={p.highlight?.name} />
                </Link>
                {p.verified && (
                  <Tag color="success" fill="outline" className="m-tag" data-testid="verified-badge">
                    {t('member:company.verified')}
                  </Tag>
                )}
                {scores?.[p.id] && (
                  <Tag color="success" className="m-tag" data-testid="match-score">
                    {t('portal:market.matchScore', {
                      score: Math.round(scores[p.id]!.score * 100),
                      demand: scores[p.id]!.demandName,
                    })}
                  </Tag>
                )}
              </div>
            </List.Item>
          ))}
        </List>
      </MobileListState>

      <MobilePager pageNumber={pageNumber} pages={pages} pageSearch={pageSearch} />

      <OpenedOnce open={sheetOpen}>
        <MobileFilterSheet
          open={!!sheetOpen}
          draft={draft}
          ranges={ranges}
          onDraft={setDraft}
          onRanges={setRanges}
          onClose={() => setSheetOpen(false)}
          onSearch={search}
        />
      </OpenedOnce>
    </div>
  );
}

/** Category, country, quantity, price and company of a result, in one line. */
function ItemFacts({ product: p, unit }: { product: Product; unit: string }) {
  return (
    <span className="m-item-facts">
      {[
        p.categoryName,
        p.countryName,
        `${p.quantity} ${unit}`,
        p.price !== null ? String(p.price) : '',
        p.companyName,
      ]
        .filter(Boolean)
        .join(' · ')}
    </span>
  );
}
