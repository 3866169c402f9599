import { lazy, Suspense } from 'react';
import type { ChinaMapChartProps } from './china-map-chart';
import './warehouse-map.css';

// ECharts and the geodata load with the map, never with the page that links to it.
const ChinaMapChart = lazy(() => import('./china-map-chart'));

/** The map of China with the warehouses, drawn once its code has arrived. */
export function WarehouseMap(props: ChinaMapChartProps) {
  return (
    <div className={`warehouse-map${props.compact ? ' warehouse-map-compact' : ''}`}>
      <Suspense fallback={<div className="warehouse-map-chart warehouse-map-loading" aria-busy="true" />}>
        <ChinaMapChart {...props} />
      </Suspense>
    </div>
  );
}
