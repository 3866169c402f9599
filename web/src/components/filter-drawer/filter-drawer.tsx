import { useEffect, useState } from 'react';
import { App, Button, Divider, Drawer, Empty, Flex, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  FILTER_DRAWER_WIDTH,
  FILTER_OPS,
  fromSaved,
  loadFavourites,
  storeFavourites,
  toSaved,
  type FilterField,
  type FilterItem,
  type FilterOp,
  type SavedFilter,
} from './filter-model';

export interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  fields: FilterField[];
  value: FilterItem[];
  onApply: (items: FilterItem[]) => void;
  /** Names the favourites list (kept in local storage). */
  storageKey: string;
}

/** Filter drawer (§2, §4): add, remove, apply, clear, and favourite filters. */
export function FilterDrawer({ open, onClose, fields, value, onApply, storageKey }: FilterDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [draft, setDraft] = useState<FilterItem[]>(value);
  const [favourites, setFavourites] = useState<SavedFilter[]>(() => loadFavourites(storageKey));
  const [name, setName] = useState('');
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);

  const opLabel = (op: FilterOp) =>
    op === 'include' || op === 'notinclude' ? t(`common:filter.op.${op}`) : op;
  const used = new Set(draft.map((d) => d.field));

  const add = () => {
    const free = fields.find((f) => !used.has(f.field));
    if (!free) {
      void message.warning(t('common:filter.noFields'));
      return;
    }
    setDraft((d) => [...d, { field: free.field, op: '=', value: '' }]);
  };
  const patch = (i: number, change: Partial<FilterItem>) =>
    setDraft((d) => d.map((item, j) => (j === i ? { ...item, ...change } : item)));
  const remove = (i: number) => setDraft((d) => d.filter((_, j) => j !== i));

  const saveFavourite = () => {
    if (!name.trim()) {
      void message.error(t('common:filter.nameRequired'));
      return;
    }
    const list = [...favourites.filter((f) => f.title !== name.trim()), toSaved(name.trim(), draft)];
    storeFavourites(storageKey, list);
    setFavourites(list);
    setName('');
    void message.success(t('common:table.saveSuccess'));
  };
  const deleteFavourite = (title: string) => {
    const list = favourites.filter((f) => f.title !== title);
    storeFavourites(storageKey, list);
    setFavourites(list);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={FILTER_DRAWER_WIDTH}
      title={t('common:filter.title')}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button
            onClick={() => {
              setDraft([]);
              onApply([]);
            }}
          >
            {t('common:actions.clear')}
          </Button>
          <Button type="primary" onClick={() => onApply(draft.filter((d) => d.value.trim() !== ''))}>
            {t('common:actions.apply')}
          </Button>
        </Flex>
      }
    >
      <div data-testid="filter-drawer">
        {draft.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:table.noData')} />
        ) : null}
        {draft.map((item, i) => (
          <Flex key={`${item.field}-${i}`} gap={8} style={{ marginBottom: 8 }} data-testid="filter-row">
            <Select
              aria-label={`filter-field-${i}`}
              style={{ width: 180 }}
              value={item.field}
              onChange={(field: string) => patch(i, { field })}
              options={fields.map((f) => ({
                value: f.field,
                label: f.label,
                disabled: used.has(f.field) && f.field !== item.field,
              }))}
            />
            <Select
              aria-label={`filter-op-${i}`}
              style={{ width: 120 }}
              value={item.op}
              onChange={(op: FilterOp) => patch(i, { op })}
              options={FILTER_OPS.map((op) => ({ value: op, label: opLabel(op) }))}
            />
            <Input
              aria-label={`filter-value-${i}`}
              value={item.value}
              placeholder={
                fields.find((f) => f.field === item.field)?.placeholder ?? t('common:filter.value')
              }
              onChange={(e) => patch(i, { value: e.target.value })}
            />
            <Button aria-label={`filter-remove-${i}`} icon={<DeleteOutlined />} onClick={() => remove(i)} />
          </Flex>
        ))}
        <Button type="dashed" block icon={<PlusOutlined />} onClick={add}>
          {t('common:filter.addItem')}
        </Button>

        <Divider titlePlacement="start">{t('common:filter.favourites')}</Divider>
        <div data-testid="filter-favourites" style={{ marginBottom: 12 }}>
          <Space wrap>
            {favourites.map((f) => (
              <Tag
                key={f.title}
                color="blue"
                style={{ cursor: 'pointer' }}
                onClick={() => setDraft(fromSaved(f))}
              >
                {f.title}
                <Popconfirm
                  title={t('common:filter.confirmDeleteFavourite')}
                  okText={t('common:actions.confirm')}
                  cancelText={t('common:actions.cancel')}
                  onConfirm={() => deleteFavourite(f.title)}
                >
                  <DeleteOutlined
                    aria-label={`delete-favourite-${f.title}`}
                    style={{ marginLeft: 6 }}
                    onClick={(e) => e.stopPropagation()}
                  />
                </Popconfirm>
              </Tag>
            ))}
          </Space>
        </div>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label="favourite-name"
            placeholder={t('common:filter.favouriteName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button onClick={saveFavourite}>{t('common:filter.saveFavourite')}</Button>
        </Space.Compact>
      </div>
    </Drawer>
  );
}
