import { useState } from 'react';
import { Avatar, Card, Cascader, Descriptions, Empty, Input, List, Result, Skeleton, Space, Tag } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSuppliersQuery, type SupplierSearch } from './api';
import { useSupplierProfile } from './use-supplier-profile';
import { marketLinks } from './market-links';
import { MarketSearch } from './market-search';
import { useMarketOptions } from './product-form';
import './suppliers.css';
import { formatDay } from '@/lib/plain-format';
import { Highlighted } from '@/components/highlighted/highlighted';
import { VerifiedBadge } from '@/components/verified-badge/verified-badge';
import { thumbnail } from '@/lib/thumbnail';

const PAGE_SIZE = 12;

/**
 * §2 /supplier: the members with approved, open supply, newest activity first, found by
 * company name or a word of their products, and by category (the phone's is in mobile-suppliers).
 */
export function SupplierIndex() {
  const { t, i18n } = useTranslation();
  const { categoryOptions } = useMarketOptions();
  const [query, setQuery] = useState<SupplierSearch>({ pageNumber: 1, pageSize: PAGE_SIZE });
  const { data, isFetching } = useSuppliersQuery(query);
  return (
    <section className="page-section supplier-index" data-testid="supplier-index">
      <div className="supplier-head">
        <h1>{t('portal:pages.supplier')}</h1>
        <Space wrap>
          <Cascader
            options={categoryOptions}
            changeOnSelect
            allowClear
            placeholder={t('portal:market.category')}
            onChange={(path) =>
              setQuery(({ categoryId: _old, ...rest }) => ({
                ...rest,
                pageNumber: 1,
                ...(path?.length ? { categoryId: String(path[path.length - 1]) } : {}),
              }))
            }
            style={{ width: 200 }}
          />
          <Input.Search
            allowClear
            placeholder={t('portal:suppliers.search')}
            onSearch={(value) =>
              setQuery(({ keyword: _old, ...rest }) => ({
                ...rest,
                pageNumber: 1,
                ...(value.trim() ? { keyword: value.trim() } : {}),
              }))
            }
            style={{ width: 260 }}
            data-testid="supplier-search"
          />
        </Space>
      </div>
      <p className="supplier-lead">{t('portal:suppliers.lead')}</p>
      <List
        grid={{ gutter: 16, xs: 1, sm: 2, lg: 3 }}
        loading={isFetching}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: <Empty description={t('portal:suppliers.empty')} /> }}
        pagination={
          (data?.total ?? 0) > PAGE_SIZE
            ? {
                current: query.pageNumber,
                pageSize: PAGE_SIZE,
                total: data?.total ?? 0,
                showSizeChanger: false,
                onChange: (pageNumber) => setQuery({ ...query, pageNumber }),
              }
            : false
        }
        renderItem={(supplier) => (
          <List.Item>
            <Link to={marketLinks.supplier(supplier.memberId)} data-testid="supplier-card">
              <Card hoverable className="supplier-card">
                <Card.Meta
                  avatar={
                    supplier.image ? (
                      <Avatar shape="square" size={64} src={thumbnail(supplier.image, 160)} />
                    ) : (
                      <Avatar shape="square" size={64} icon={<ShopOutlined />} />
                    )
                  }
                  title={
                    <>
                      <Highlighted text={supplier.companyName} marked={supplier.highlight} />{' '}
                      <VerifiedBadge verified={supplier.verified} />
                    </>
                  }
                  description={
                    <>
                      <div>{t('portal:suppliers.supplyCount', { count: supplier.supplyCount })}</div>
                      <div className="supplier-tags">
                        {supplier.categories.slice(0, 3).map((category) => (
                          <Tag key={category.id}>{category.name}</Tag>
                        ))}
                      </div>
                      <div className="supplier-latest">
                        {t('portal:suppliers.latest', { day: formatDay(supplier.latestAt, i18n.language) })}
                      </div>
                    </>
                  }
                />
              </Card>
            </Link>
          </List.Item>
        )}
      />
    </section>
  );
}

/** A supplier's page: the company as the platform knows it, and its open supplies to search. */
export function SupplierPage({ memberId }: { memberId: string }) {
  const { t, i18n } = useTranslation();
  const { valid, data, isLoading, isError } = useSupplierProfile(memberId);
  if (valid && isLoading) return <Skeleton active className="page-section" />;
  if (!valid || isError || !data)
    return (
      <Result
        status="404"
        title={t('portal:suppliers.notFound')}
        extra={<Link to={marketLinks.suppliers()}>{t('portal:suppliers.back')}</Link>}
      />
    );
  return (
    <section className="page-section supplier-page">
      <Card data-testid="supplier-profile" className="supplier-profile">
        <Card.Meta
          avatar={<Avatar shape="square" size={72} icon={<ShopOutlined />} src={data.image || undefined} />}
          title={
            <h1 className="supplier-name">
              {data.companyName} <VerifiedBadge verified={data.verified} />
            </h1>
          }
          description={
            <Descriptions
              size="small"
              column={3}
              items={[
                { key: 'count', label: t('portal:suppliers.supplies'), children: data.supplyCount },
                {
                  key: 'categories',
                  label: t('portal:market.category'),
                  children: data.categories.map((category) => category.name).join('、'),
                },
                {
                  key: 'countries',
                  label: t('portal:market.country'),
                  children: data.countries.map((country) => country.name).join('、'),
                },
                {
                  key: 'since',
                  label: t('portal:suppliers.since'),
                  children: formatDay(data.since, i18n.language),
                },
              ]}
            />
          }
        />
      </Card>
      <h2 className="supplier-supplies">{t('portal:suppliers.supplies')}</h2>
      <MarketSearch kind="supply" memberId={memberId} />
    </section>
  );
}
