import { useEffect, useRef } from 'react';
import { Button, Descriptions, Empty, Select, Skeleton, Tag } from 'antd';
import { CustomerServiceOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MapWarehouse } from './api';
import { useWarehouseMap, type WarehouseMapState } from './use-warehouse-map';
import { consultLink, kindColour, placeOf, warehouseFacts } from './warehouse-facts';
import { WarehouseMap } from './warehouse-map';
import { WarehousePhoto } from './warehouse-photo';

/** The logistics-consulting entry: the consultation form, told where the visitor came from. */
function ConsultButton({ warehouseId, size }: { warehouseId?: string; size?: 'large' }) {
  const { t } = useTranslation();
  return (
    <Link to={consultLink(warehouseId)} data-testid={warehouseId ? 'warehouse-consult' : 'map-consult'}>
      <Button type="primary" size={size} icon={<CustomerServiceOutlined />}>
        {t('portal:map.consult')}
      </Button>
    </Link>
  );
}

function WarehouseItem({ row, state }: { row: MapWarehouse; state: WarehouseMapState }) {
  const { t, i18n } = useTranslation();
  const selected = state.selectedId === row.id;
  const ref = useRef<HTMLLIElement>(null);
  // A point chosen on the map brings its entry into view.
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selected]);
  const facts = warehouseFacts(row, t, i18n.language);
  return (
    <li
      ref={ref}
      className={`warehouse-item${selected ? ' warehouse-item-selected' : ''}`}
      data-testid="warehouse-item"
      data-id={row.id}
      aria-current={selected || undefined}
    >
      <button type="button" className="warehouse-item-head" onClick={() => state.select(row.id)}>
        <WarehousePhoto row={row} />
        <span className="warehouse-item-text">
          <strong className="warehouse-item-name">{row.name}</strong>
          <span className="warehouse-item-meta">
            <Tag color={kindColour(row.kind)}>{state.kindName(row.kind)}</Tag>
            <EnvironmentOutlined /> {placeOf(row)}
          </span>
          <span className="warehouse-item-meta">{facts[0]!.value}</span>
        </span>
      </button>
      {selected && (
        <div className="warehouse-detail" data-testid="warehouse-detail">
          <WarehousePhoto row={row} large />
          {row.description && <p className="warehouse-description">{row.description}</p>}
          <Descriptions size="small" column={1} bordered>
            {facts.map((fact) => (
              <Descriptions.Item key={fact.key} label={fact.label}>
                {fact.value}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <div className="warehouse-detail-actions">
            <ConsultButton warehouseId={row.id} />
          </div>
        </div>
      )}
    </li>
  );
}

/** The category and city filters above the map. */
function Filters({ state }: { state: WarehouseMapState }) {
  const { t } = useTranslation();
  return (
    <div className="warehouse-map-filters" data-testid="warehouse-map-filters">
      <Tag.CheckableTag checked={!state.kind} onChange={() => state.setKind('')}>
        {t('portal:map.allKinds')} ({state.all.length})
      </Tag.CheckableTag>
      {state.categories.map((c) => (
        <Tag.CheckableTag
          key={c.id}
          checked={state.kind === c.id}
          onChange={() => state.setKind(state.kind === c.id ? '' : c.id)}
          data-testid={`map-kind-${c.id}`}
        >
          <span className="warehouse-kind-dot" style={{ background: kindColour(c.id) }} />
          {c.name} ({c.count})
        </Tag.CheckableTag>
      ))}
      <Select
        className="warehouse-map-city"
        data-testid="map-city"
        value={state.city || undefined}
        placeholder={t('portal:map.allCities')}
        allowClear
        onChange={(value?: string) => state.setCity(value ?? '')}
        options={state.cities.map((city) => ({ value: city, label: city }))}
      />
    </div>
  );
}

/** The map's data source, named under it. */
export function MapSource() {
  const { t } = useTranslation();
  return (
    <p className="warehouse-map-source" data-testid="map-source">
      {t('portal:map.source')}
    </p>
  );
}

/** /map on a desktop: the map with its points, the filtered list beside it. */
export function WarehouseMapDesktop() {
  const { t } = useTranslation();
  const state = useWarehouseMap();
  return (
    <section className="page-section warehouse-map-page" data-testid="warehouse-map-page">
      <header className="warehouse-map-head">
        <div>
          <h1>{t('portal:map.title')}</h1>
          <p>{t('portal:map.intro')}</p>
        </div>
        <ConsultButton size="large" />
      </header>
      {state.loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : state.empty ? (
        <Empty description={t('portal:map.empty')} data-testid="warehouse-map-empty" />
      ) : (
        <>
          <Filters state={state} />
          <div className="warehouse-map-body">
            <div className="warehouse-map-main">
              <WarehouseMap
                warehouses={state.shown}
                selectedId={state.selectedId}
                onSelect={state.select}
                tooltip={state.tooltip}
                label={t('portal:map.chartLabel', { count: state.shown.length })}
              />
              <MapSource />
            </div>
            <aside className="warehouse-map-side">
              <div className="warehouse-map-count">
                {t('portal:map.count', { count: state.shown.length })}
              </div>
              {state.shown.length ? (
                <ul className="warehouse-list" data-testid="warehouse-list">
                  {state.shown.map((row) => (
                    <WarehouseItem key={row.id} row={row} state={state} />
                  ))}
                </ul>
              ) : (
                <Empty description={t('portal:map.noMatch')} />
              )}
            </aside>
          </div>
        </>
      )}
    </section>
  );
}
