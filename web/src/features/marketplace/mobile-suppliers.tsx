import { lazy, useState } from 'react';
import { Button, DotLoading, ErrorBlock, Image, List, SearchBar, Tag } from 'antd-mobile';
import { ShopbagOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/plain-format';
import { usePageInAddress } from '@/lib/page-in-address';
import { MobilePager } from '@/components/mobile-pager/mobile-pager';
import { OpenedOnce } from '@/components/opened-once/opened-once';
import { Highlighted } from '@/components/highlighted/highlighted';
import { useSuppliersQuery } from './api';
import { useSupplierProfile } from './use-supplier-profile';
import { marketLinks } from './market-links';
import { MobileListState } from './mobile-list-state';
import { MobileMarketSearch } from './mobile-market-search';
import { MobileListThumbnail } from './mobile-list-thumbnail';
import './mobile-market.css';
import './suppliers.css';

// Like the search's filter sheet, the picker and the category list load on the first tap.
const MobileCategoryPicker = lazy(() => import('./mobile-category-picker'));

const PAGE_SIZE = 12;

type SupplierFilters = { keyword?: string; categoryId?: string };

/** The index's call for a page of suppliers; by default, as the page opens (no filter). */
export const supplierSearchArgs = (pageNumber: number, filters: SupplierFilters = {}) => ({
  ...filters,
  pageNumber,
  pageSize: PAGE_SIZE,
});

/** The registry's "verified" mark on a phone. */
function VerifiedTag({ verified }: { verified: boolean | undefined }) {
  const { t } = useTranslation();
  return verified ? (
    <Tag color="success" fill="outline" className="m-tag" data-testid="verified-badge">
      {t('member:company.verified')}
    </Tag>
  ) : null;
}

/**
 * /supplier on a phone, drawn with antd-mobile: suppliers found by company name or a word of
 * their products and by category, newest activity first, the page in the address (?page=N).
 */
export function MobileSupplierIndex() {
  const { t, i18n } = useTranslation();
  // undefined until the category picker is first opened; then the name of the one chosen.
  const [pickerOpen, setPickerOpen] = useState<boolean>();
  const [category, setCategory] = useState<string>();
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<SupplierFilters>({});
  const { pageNumber, pageSearch, goToPage } = usePageInAddress();
  const { data, isFetching } = useSuppliersQuery(supplierSearchArgs(pageNumber, filters));
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const search = (next: typeof filters) => {
    setFilters(Object.fromEntries(Object.entries(next).filter(([, v]) => v)));
    goToPage(1);
  };

  return (
    <section className="m-market-search" data-testid="supplier-index">
      <h1 className="m-page-title">{t('portal:pages.supplier')}</h1>
      <p className="m-page-lead">{t('portal:suppliers.lead')}</p>
      <div className="m-search-head">
        <SearchBar
          placeholder={t('portal:suppliers.search')}
          value={keyword}
          onChange={setKeyword}
          onSearch={(value) => search({ ...filters, keyword: value.trim() })}
          onClear={() => search({ ...filters, keyword: '' })}
          style={{ flex: 1 }}
          data-testid="supplier-search"
        />
        <Button size="small" onClick={() => setPickerOpen(true)} data-testid="supplier-category">
          {category ?? t('portal:market.category')}
        </Button>
        <OpenedOnce open={pickerOpen}>
          <MobileCategoryPicker
            open={!!pickerOpen}
            onClose={() => setPickerOpen(false)}
            onPick={({ categoryId, label }) => {
              setCategory(label);
              search({ ...filters, categoryId });
            }}
          />
        </OpenedOnce>
      </div>
      <MobileListState
        loading={isFetching && !data}
        empty={(data?.rows.length ?? 0) === 0}
        emptyText={t('portal:suppliers.empty')}
      >
        <List>
          {(data?.rows ?? []).map((supplier) => (
            <List.Item
              key={supplier.memberId}
              data-testid="supplier-card"
              prefix={
                supplier.image ? (
                  <MobileListThumbnail src={supplier.image} alt={supplier.companyName} size={48} />
                ) : (
                  <ShopbagOutline fontSize={40} color="#bbb" />
                )
              }
            >
              {/* The whole row is the link to the supplier. */}
              <Link to={marketLinks.supplier(supplier.memberId)} className="m-row-link">
                <span className="m-item-name">
                  <Highlighted text={supplier.companyName} marked={supplier.highlight} />
                </span>
                <VerifiedTag verified={supplier.verified} />
                <span className="m-item-facts">
                  {t('portal:suppliers.supplyCount', { count: supplier.supplyCount })}
                  {supplier.categories.length > 0 &&
                    ` · ${supplier.categories
                      .slice(0, 3)
                      .map((category) => category.name)
                      .join('、')}`}
                  {` · ${t('portal:suppliers.latest', { day: formatDay(supplier.latestAt, i18n.language) })}`}
                </span>
              </Link>
            </List.Item>
          ))}
        </List>
      </MobileListState>
      <MobilePager pageNumber={pageNumber} pages={pages} pageSearch={pageSearch} />
    </section>
  );
}

/** A supplier's page on a phone: the company as the platform knows it, and its open supplies to search. */
export function MobileSupplierPage({ memberId }: { memberId: string }) {
  const { t, i18n } = useTranslation();
  const { valid, data, isLoading, isError } = useSupplierProfile(memberId);
  if (valid && isLoading)
    return (
      <div className="m-loading">
        <DotLoading />
      </div>
    );
  if (!valid || isError || !data)
    return (
      <ErrorBlock status="empty" title={t('portal:suppliers.notFound')} description="">
        <Link to={marketLinks.suppliers()}>{t('portal:suppliers.back')}</Link>
      </ErrorBlock>
    );
  return (
    <section data-testid="mobile-supplier-page">
      <List data-testid="supplier-profile">
        <List.Item
          prefix={
            data.image ? (
              <Image src={data.image} alt={data.companyName} width={48} height={48} fit="cover" />
            ) : (
              <ShopbagOutline fontSize={40} color="#bbb" />
            )
          }
        >
          <h1 className="supplier-name m-supplier-name">
            {data.companyName} <VerifiedTag verified={data.verified} />
          </h1>
        </List.Item>
        <List.Item extra={data.supplyCount}>{t('portal:suppliers.supplies')}</List.Item>
        <List.Item extra={data.categories.map((category) => category.name).join('、')}>
          {t('portal:market.category')}
        </List.Item>
        <List.Item extra={data.countries.map((country) => country.name).join('、')}>
          {t('portal:market.country')}
        </List.Item>
        <List.Item extra={formatDay(data.since, i18n.language)}>{t('portal:suppliers.since')}</List.Item>
      </List>
      <h2 className="m-section-title">{t('portal:suppliers.supplies')}</h2>
      <MobileMarketSearch kind="supply" memberId={memberId} />
    </section>
  );
}
