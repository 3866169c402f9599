import { useEffect, useRef, useState } from 'react';
import * as echarts from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { MapWarehouse } from './api';
import { kindColour, pointSize } from './warehouse-facts';

// Only what the map draws: a geo layer, scatter points on it, their tooltip, on a canvas.
echarts.use([ScatterChart, GeoComponent, TooltipComponent, CanvasRenderer]);

/** ECharts adds the 南海诸岛 inset (and 钓鱼岛) to a map registered under this name. */
const MAP_NAME = 'china';
let chinaRegistered: Promise<void> | undefined;

/** The China geodata is a chunk of its own, fetched once when the first map opens. */
function registerChina(): Promise<void> {
  chinaRegistered ??= import('./geo/china-geo.json').then(({ default: geo }) => {
    echarts.registerMap(MAP_NAME, geo as unknown as Parameters<typeof echarts.registerMap>[1]);
  });
  return chinaRegistered;
}

export interface ChinaMapChartProps {
  warehouses: readonly MapWarehouse[];
  selectedId?: string;
  onSelect: (id: string) => void;
  /** The tooltip of a point, as HTML (the caller escapes what it puts in). */
  tooltip: (row: MapWarehouse) => string;
  /** A phone: no zooming or panning, which would fight with scrolling the page. */
  compact?: boolean;
  label: string;
}

/** The map of China with the warehouses as points (ECharts geo + scatter). */
export default function ChinaMapChart({
  warehouses,
  selectedId,
  onSelect,
  tooltip,
  compact = false,
  label,
}: ChinaMapChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<echarts.ECharts>();
  const handlers = useRef({ onSelect, tooltip, warehouses });
  handlers.current = { onSelect, tooltip, warehouses };

  useEffect(() => {
    let disposed = false;
    let instance: echarts.ECharts | undefined;
    const observer = new ResizeObserver(() => instance?.resize());
    void registerChina().then(() => {
      if (disposed || !host.current) return;
      instance = echarts.init(host.current, undefined, { renderer: 'canvas' });
      instance.on('click', 'series', (event) => {
        const row = handlers.current.warehouses[event.dataIndex];
        if (row) handlers.current.onSelect(row.id);
      });
      observer.observe(host.current);
      setChart(instance);
    });
    return () => {
      disposed = true;
      observer.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    if (!chart) return;
    chart.setOption(
      {
        animation: false,
        tooltip: {
          trigger: 'item',
          confine: true,
          formatter: (params: unknown) => {
            const { dataIndex } = params as { dataIndex: number };
            const row = handlers.current.warehouses[dataIndex];
            return row ? handlers.current.tooltip(row) : '';
          },
        },
        geo: {
          map: MAP_NAME,
          roam: !compact,
          scaleLimit: { min: 1, max: 8 },
          // The whole territory, the 南海诸岛 inset included, as large as the box allows.
          top: compact ? 6 : 16,
          bottom: compact ? 6 : 16,
          left: compact ? 6 : 16,
          right: compact ? 6 : 16,
          label: { show: false },
          itemStyle: { areaColor: '#eaf1fb', borderColor: '#8aa4c8', borderWidth: 0.8 },
          emphasis: { label: { show: false }, itemStyle: { areaColor: '#d6e4f7' } },
          select: { disabled: true },
        },
        series: [
          {
            id: 'warehouses',
            type: 'scatter',
            coordinateSystem: 'geo',
            data: warehouses.map((row) => ({
              name: row.name,
              value: [row.lng, row.lat, row.area],
              symbolSize: pointSize(row.area),
              itemStyle: { color: kindColour(row.kind), borderColor: '#fff', borderWidth: 1.5 },
            })),
            emphasis: { scale: 1.6, itemStyle: { shadowBlur: 12, shadowColor: 'rgba(0,0,0,.35)' } },
            zlevel: 1,
          },
        ],
      },
      { replaceMerge: ['series'] },
    );
    host.current?.setAttribute('data-points', String(warehouses.length));
  }, [chart, warehouses, compact]);

  // A warehouse chosen in the list stands out on the map, with its tooltip.
  useEffect(() => {
    if (!chart) return;
    chart.dispatchAction({ type: 'downplay', seriesIndex: 0 });
    const dataIndex = warehouses.findIndex((row) => row.id === selectedId);
    if (dataIndex >= 0) {
      chart.dispatchAction({ type: 'highlight', seriesIndex: 0, dataIndex });
      chart.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex });
    } else chart.dispatchAction({ type: 'hideTip' });
    host.current?.setAttribute('data-selected', selectedId ?? '');
  }, [chart, warehouses, selectedId]);

  return (
    <div
      ref={host}
      className="warehouse-map-chart"
      role="img"
      aria-label={label}
      data-testid="warehouse-map-chart"
      data-ready={chart ? 'true' : 'false'}
    />
  );
}
