import { useState } from 'react';
import { Button, Card, Empty, Input, List, Space, Tag, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  useLazyRegistrySearchQuery,
  useRegistryCompanyMutation,
  type RegistryCompany,
  type RegistryHit,
} from './api';

/** The registry answers keywords of at least this many characters. */
export const KEYWORD_MIN = 2;

/**
 * 企业查询: a keyword → the registry's matches (tycSearch) → the chosen one's details
 * (tycInfo), handed to `onPick` to fill the profile form.
 */
export function RegistryLookup({ onPick }: { onPick: (company: RegistryCompany) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [search, result] = useLazyRegistrySearchQuery();
  const [fetchCompany, fetching] = useRegistryCompanyMutation();
  const [picking, setPicking] = useState<string | null>(null);
  const tooShort = keyword.trim().length > 0 && keyword.trim().length < KEYWORD_MIN;

  const pick = async (hit: RegistryHit) => {
    setPicking(hit.id);
    try {
      onPick(await fetchCompany(hit.creditCode || hit.name).unwrap());
    } catch {
      // The base query showed the registry's message (§8).
    } finally {
      setPicking(null);
    }
  };

  return (
    <Card
      title={
        <Space>
          <SearchOutlined />
          {t('member:company.lookup.title')}
        </Space>
      }
      size="small"
      style={{ marginBottom: 16 }}
      data-testid="registry-lookup"
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t('member:company.lookup.hint')}
      </Typography.Paragraph>
      <Input.Search
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(value) => {
          if (value.trim().length >= KEYWORD_MIN) void search(value.trim());
        }}
        placeholder={t('member:company.lookup.placeholder')}
        enterButton={t('member:company.lookup.search')}
        loading={result.isFetching}
        status={tooShort ? 'warning' : undefined}
        maxLength={60}
        style={{ maxWidth: 560 }}
        data-testid="registry-keyword"
      />
      {tooShort && (
        <Typography.Text type="warning" style={{ display: 'block', marginTop: 4 }}>
          {t('member:company.lookup.tooShort', { n: KEYWORD_MIN })}
        </Typography.Text>
      )}
      {result.data && (
        <List
          size="small"
          style={{ marginTop: 12 }}
          dataSource={result.data}
          locale={{ emptyText: <Empty description={t('member:company.lookup.none')} /> }}
          data-testid="registry-hits"
          renderItem={(hit) => (
            <List.Item
              actions={[
                <Button
                  key="use"
                  type="primary"
                  ghost
                  size="small"
                  loading={picking === hit.id && fetching.isLoading}
                  onClick={() => void pick(hit)}
                  data-testid={`registry-use-${hit.creditCode}`}
                >
                  {t('member:company.lookup.use')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap size={4}>
                    <span>{hit.name}</span>
                    {hit.regStatus && <Tag>{hit.regStatus}</Tag>}
                  </Space>
                }
                description={
                  <Space wrap size={[16, 0]}>
                    <span>
                      {t('member:company.fields.creditCode')}: {hit.creditCode}
                    </span>
                    {hit.legalPerson && (
                      <span>
                        {t('member:company.fields.legalPerson')}: {hit.legalPerson}
                      </span>
                    )}
                    {hit.establishedAt && (
                      <span>
                        {t('member:company.fields.establishedAt')}: {hit.establishedAt.slice(0, 10)}
                      </span>
                    )}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
