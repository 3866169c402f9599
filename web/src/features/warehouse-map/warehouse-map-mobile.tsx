import { useEffect, useRef } from 'react';
import { Button, CapsuleTabs, Empty, Selector, Skeleton, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MapWarehouse } from './api';
import { useWarehouseMap, type WarehouseMapState } from './use-warehouse-map';
import { consultLink, kindColour, placeOf, warehouseFacts } from './warehouse-facts';
import { WarehouseMap } from './warehouse-map';
import { WarehousePhoto } from './warehouse-photo';

function ConsultButton({ warehouseId }: { warehouseId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      block
      color="primary"
      data-testid={warehouseId ? 'warehouse-consult' : 'map-consult'}
      onClick={() => navigate(consultLink(warehouseId))}
    >
      {t('portal:map.consult')}
    </Button>
  );
}

function WarehouseCard({ row, state }: { row: MapWarehouse; state: WarehouseMapState }) {
  const { t, i18n } = useTranslation();
  const selected = state.selectedId === row.id;
  const ref = useRef<HTMLLIElement>(null);
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
            <Tag color={kindColour(row.kind)} fill="solid">
              {state.kindName(row.kind)}
            </Tag>{' '}
            {placeOf(row)}
          </span>
          <span className="warehouse-item-meta">{facts[0]!.value}</span>
        </span>
      </button>
      {selected && (
        <div className="warehouse-detail" data-testid="warehouse-detail">
          <WarehousePhoto row={row} large />
          {row.description && <p className="warehouse-description">{row.description}</p>}
          <dl className="warehouse-facts">
            {facts.map((fact) => (
              <div key={fact.key}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <ConsultButton warehouseId={row.id} />
        </div>
      )}
    </li>
  );
}

/** /map on a phone: the map on top, the filters and the list of warehouses below it. */
export function WarehouseMapMobile() {
  const { t } = useTranslation();
  const state = useWarehouseMap();
  return (
    <div className="warehouse-map-page warehouse-map-mobile" data-testid="warehouse-map-page">
      <header className="warehouse-map-head">
        <h1>{t('portal:map.title')}</h1>
        <p>{t('portal:map.intro')}</p>
      </header>
      {state.loading ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : state.empty ? (
        <>
          <Empty description={t('portal:map.empty')} data-testid="warehouse-map-empty" />
          <ConsultButton />
        </>
      ) : (
        <>
          <WarehouseMap
            compact
            warehouses={state.shown}
            selectedId={state.selectedId}
            onSelect={state.select}
            tooltip={state.tooltip}
            label={t('portal:map.chartLabel', { count: state.shown.length })}
          />
          <p className="warehouse-map-source" data-testid="map-source">
            {t('portal:map.source')}
          </p>
          <ConsultButton />
          <CapsuleTabs
            activeKey={state.kind || 'all'}
            onChange={(key) => state.setKind(key === 'all' ? '' : key)}
          >
            <CapsuleTabs.Tab key="all" title={`${t('portal:map.allKinds')} (${state.all.length})`} />
            {state.categories.map((c) => (
              <CapsuleTabs.Tab key={c.id} title={`${c.name} (${c.count})`} />
            ))}
          </CapsuleTabs>
          {state.cities.length > 1 && (
            <Selector
              className="warehouse-map-cities"
              columns={3}
              value={state.city ? [state.city] : []}
              onChange={(values) => state.setCity(values[0] ?? '')}
              options={state.cities.map((city) => ({ value: city, label: city }))}
            />
          )}
          <div className="warehouse-map-count">{t('portal:map.count', { count: state.shown.length })}</div>
          {state.shown.length ? (
            <ul className="warehouse-list" data-testid="warehouse-list">
              {state.shown.map((row) => (
                <WarehouseCard key={row.id} row={row} state={state} />
              ))}
            </ul>
          ) : (
            <Empty description={t('portal:map.noMatch')} />
          )}
        </>
      )}
    </div>
  );
}
