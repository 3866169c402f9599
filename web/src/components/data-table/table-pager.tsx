import { useState } from 'react';
import { Flex, InputNumber, Pagination, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** §9 paging constants. */
export const PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50];

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

/**
 * The §9 pager layout — total, sizes, prev, pager, next, jumper — in that order, which
 * antd's Pagination cannot arrange (it puts sizes and jumper after the pager).
 */
export function TablePager({ page, pageSize, total, onChange }: Props) {
  const { t } = useTranslation();
  const [jump, setJump] = useState<number | null>(null);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Flex align="center" justify="flex-end" gap={12} wrap style={{ marginTop: 16 }} data-testid="table-pager">
      <Typography.Text>{t('common:table.total', { total })}</Typography.Text>
      <Select
        size="small"
        aria-label="page-size"
        value={pageSize}
        style={{ width: 110 }}
        onChange={(size: number) => onChange(1, size)}
        options={PAGE_SIZE_OPTIONS.map((size) => ({
          value: size,
          label: t('common:table.perPage', { size }),
        }))}
      />
      <Pagination
        size="small"
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        onChange={(p) => onChange(p, pageSize)}
      />
      <Flex align="center" gap={6}>
        {t('common:table.jumpTo')}
        <InputNumber
          size="small"
          aria-label="jump-to-page"
          min={1}
          max={pages}
          value={jump}
          style={{ width: 64 }}
          onChange={setJump}
          onPressEnter={() => {
            if (jump) onChange(Math.min(Math.max(1, jump), pages), pageSize);
            setJump(null);
          }}
        />
        {t('common:table.pageUnit')}
      </Flex>
    </Flex>
  );
}
