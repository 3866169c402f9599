import { useState } from 'react';
import {
  Button,
  Card,
  Col,
  Empty,
  Form,
  Image,
  Input,
  InputNumber,
  List,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getMemberInfo, hasSession } from '@/lib/session';
import { usePageInAddress } from '@/lib/page-in-address';
import {
  useMyDemandScoresQuery,
  usePublicMatchesQuery,
  usePublicProductsQuery,
  type Product,
  type ProductKind,
  type PublicSearch,
} from './api';
import { marketLinks } from './market-links';
import { Cascader } from '@/components/cascader/cascader';
import { useMarketOptions } from './product-form';
import { InquiryDialog, QuoteDialog } from './trade-forms';
import { Highlighted } from '@/components/highlighted/highlighted';
import { VerifiedBadge } from '@/components/verified-badge/verified-badge';
import { thumbnail } from '@/lib/thumbnail';
import { useUnits } from '@/components/dict-select/use-units';

/** Ranked supplies for one demand (smart matching on the public demand page). */
function MatchList({ demand }: { demand: Product }) {
  const { t } = useTranslation();
  const { data = [] } = usePublicMatchesQuery({ kind: 'demand', id: demand.id });
  if (data.length === 0) return null;
  return (
    <div style={{ marginTop: 8 }}>
      <Typography.Text type="secondary">{t('portal:market.matchingSupplies')}</Typography.Text>
      <Space wrap style={{ marginLeft: 8 }}>
        {data.slice(0, 5).map((m) => (
          <Tag key={m.item.id} color="green">
            <Link to={marketLinks.publicDetail('supply', m.item.id)}>
              {m.item.name} · {Math.round(m.score * 100)}%
            </Link>
          </Tag>
        ))}
      </Space>
    </div>
  );
}

/** The smart-matching score of a supply against the visitor's best-fitting demand. */
function ScoreTag({ score, demandName }: { score: number; demandName: string }) {
  const { t } = useTranslation();
  return (
    <Tag color="green" data-testid="match-score">
      {t('portal:market.matchScore', { score: Math.round(score * 100), demand: demandName })}
    </Tag>
  );
}

/**
 * Public marketplace search: /demand (demand search) and /supply (supply search), each
 * with keyword, category, country, price and quantity ranges and sort. A signed-in
 * member sees each supply's smart-matching score against their own open demands.
 * Inquiry and quote need a signed-in member.
 */
export function MarketSearch({
  kind,
  memberId,
}: {
  kind: ProductKind;
  /** One member's items only (a supplier's page). */
  memberId?: string;
}) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const only = memberId ? { memberId } : {};
  const [filters, setFilters] = useState<Omit<PublicSearch, 'pageNumber'>>({
    kind,
    pageSize: 10,
    sort: 'newest',
    ...only,
  });
  const { pageNumber, pageSearch, goToPage } = usePageInAddress();
  const query: PublicSearch = { ...filters, pageNumber };
  const { data, isFetching } = usePublicProductsQuery(query);
  const { categoryOptions, countryOptions } = useMarketOptions();
  const [inquiring, setInquiring] = useState<Product>();
  const [quoting, setQuoting] = useState<Product>();
  const signedIn = hasSession();
  const member = signedIn && getMemberInfo<{ kind?: string }>()?.kind === 'member';
  const { data: scores } = useMyDemandScoresQuery(undefined, { skip: kind !== 'supply' || !member });
  const sorts = ['newest', 'priceAsc', 'priceDesc', 'quantityAsc', 'quantityDesc'];

  return (
    <Card>
      <Form
        layout="inline"
        onFinish={(v: Omit<PublicSearch, 'pageNumber' | 'pageSize'>) => {
          // A cleared field reads null (numbers) or '' (text): the search leaves it out.
          setFilters({
            kind,
            ...only,
            pageSize: filters.pageSize,
            ...Object.fromEntries(Object.entries(v).filter(([, value]) => value !== null && value !== '')),
          });
          goToPage(1);
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
        name="market-search"
      >
        <Form.Item name="keyword">
          <Input
            placeholder={t('portal:market.keyword')}
            allowClear
            maxLength={100}
            data-testid="market-keyword"
          />
        </Form.Item>
        <Form.Item name="categoryId">
          <Cascader
            placeholder={t('portal:market.category')}
            options={categoryOptions}
            emitPath={false}
            style={{ minWidth: 160 }}
            data-testid="market-category"
          />
        </Form.Item>
        <Form.Item name="country">
          <Select
            placeholder={t('portal:market.country')}
            options={countryOptions}
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 120 }}
          />
        </Form.Item>
        <Form.Item name="minPrice">
          <InputNumber placeholder={t('portal:market.minPrice')} min={0} />
        </Form.Item>
        <Form.Item name="maxPrice">
          <InputNumber placeholder={t('portal:market.maxPrice')} min={0} />
        </Form.Item>
        <Form.Item name="minQuantity">
          <InputNumber placeholder={t('portal:market.minQuantity')} min={0} />
        </Form.Item>
        <Form.Item name="maxQuantity">
          <InputNumber placeholder={t('portal:market.maxQuantity')} min={0} />
        </Form.Item>
        <Form.Item name="sort" initialValue="newest">
          <Select
            options={sorts.map((s) => ({ value: s, label: t(`portal:market.sort.${s}`) }))}
            style={{ minWidth: 120 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="market-search-submit">
          {t('portal:market.search')}
        </Button>
      </Form>
      <List<Product>
        loading={isFetching}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: <Empty description={t('portal:market.noResults')} /> }}
        pagination={{
          current: pageNumber,
          pageSize: filters.pageSize,
          total: data?.total ?? 0,
          onChange: goToPage,
          // A real link for each page number; the click stays in the app (onChange).
          itemRender: (page, type, element) =>
            type === 'page' ? (
              <a href={`?${pageSearch(page).toString()}`} onClick={(e) => e.preventDefault()}>
                {page}
              </a>
            ) : (
              element
            ),
        }}
        renderItem={(p) => (
          <List.Item
            data-testid="market-item"
            actions={
              signedIn
                ? [
                    kind === 'supply' ? (
                      <Button key="i" onClick={() => setInquiring(p)}>
                        {t('member:market.trade.inquire')}
                      </Button>
                    ) : (
                      <Button key="q" onClick={() => setQuoting(p)}>
                        {t('member:market.trade.quote')}
                      </Button>
                    ),
                  ]
                : []
            }
          >
            <Row gutter={16} style={{ width: '100%' }} wrap={false}>
              {p.image && (
                <Col flex="none">
                  <Image src={thumbnail(p.image, 160)} width={72} height={72} />
                </Col>
              )}
              <Col flex="auto">
                <Link to={marketLinks.publicDetail(kind, p.id)} data-testid="market-item-link">
                  <strong>
                    <Highlighted text={p.name} marked={p.highlight?.name} />
                  </strong>
                </Link>{' '}
                <VerifiedBadge verified={p.verified} />
                <Tag color="blue">{t(`member:market.display.${p.displayStatus}`)}</Tag>
                {scores?.[p.id] && <ScoreTag {...scores[p.id]!} />}
                <div>
                  {[
                    p.categoryName,
                    p.countryName,
                    `${p.quantity} ${unitName(p.unit)}`,
                    p.price !== null ? String(p.price) : '',
                    p.companyName,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                  <Highlighted text={p.description} marked={p.highlight?.description} />
                </Typography.Paragraph>
                {kind === 'demand' && <MatchList demand={p} />}
              </Col>
            </Row>
          </List.Item>
        )}
      />
      <InquiryDialog product={inquiring} onClose={() => setInquiring(undefined)} />
      <QuoteDialog product={quoting} onClose={() => setQuoting(undefined)} />
    </Card>
  );
}
