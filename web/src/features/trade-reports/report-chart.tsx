import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export interface ChartSeries {
  name: string;
  values: number[];
}

interface ReportChartProps {
  kind: 'bar' | 'line' | 'pie' | 'barHorizontal';
  categories: string[];
  series: ChartSeries[];
  height?: number;
  /** Bars of one category stacked into one (a narrow screen's many series). */
  stacked?: boolean;
  testId?: string;
}

const COLORS = ['#1f6feb', '#2da44e', '#d4a72c', '#cf222e', '#8250df', '#0a7b83', '#bc4c00'];

/** The option echarts draws for one report chart. */
function optionOf({ kind, categories, series, stacked }: ReportChartProps): echarts.EChartsCoreOption {
  if (kind === 'pie') {
    const [first] = series;
    return {
      color: COLORS,
      animation: false,
      tooltip: { trigger: 'item', confine: true },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          radius: ['40%', '68%'],
          top: -20,
          label: { formatter: '{b}: {c}' },
          data: categories
            .map((name, i) => ({ name, value: first?.values[i] ?? 0 }))
            .filter((item) => item.value > 0),
        },
      ],
    };
  }
  const horizontal = kind === 'barHorizontal';
  const categoryAxis = { type: 'category', data: categories, axisLabel: { hideOverlap: true } };
  const valueAxis = { type: 'value', minInterval: 1 };
  return {
    color: COLORS,
    animation: false,
    tooltip: { trigger: 'axis', confine: true },
    legend: { bottom: 0, type: 'scroll' },
    grid: { left: 8, right: 16, top: 16, bottom: 40, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? { ...categoryAxis, inverse: true } : valueAxis,
    series: series.map((s) => ({
      name: s.name,
      type: kind === 'line' ? 'line' : 'bar',
      smooth: kind === 'line',
      data: s.values,
      barMaxWidth: 28,
      ...(stacked && kind !== 'line' ? { stack: 'total' } : {}),
    })),
  };
}

/** One chart of the trade dashboard, drawn by echarts (loaded with the dashboard only). */
export default function ReportChart(props: ReportChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | undefined>(undefined);

  useEffect(() => {
    if (!host.current) return;
    const instance = echarts.init(host.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(optionOf(props), true);
  }, [props]);

  return <div ref={host} style={{ width: '100%', height: props.height ?? 280 }} data-testid={props.testId} />;
}
