import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { statsText as text } from '../../../i18n/admin-stats.ts';

// Only what bar charts need is registered: Chart.js leaves the rest out of the bundle (and this module is loaded
// with the statistics screen alone).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

type Props = { title: string; items: readonly { name: string; count: number }[]; horizontal?: boolean };

/**
 * A bar chart of counts. A canvas says nothing to a screen reader: it is an image named with every value, and the
 * same figures stand in the table beside it. No animation: the figures are read, not watched.
 */
export function BarChart({ title, items, horizontal = false }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    // No 2D context (a browser without canvas, or a test's DOM): the table beside says it all.
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const primary = getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim();
    const config: ChartConfiguration<'bar'> = {
      type: 'bar',
      data: {
        labels: items.map((i) => i.name),
        datasets: [{ label: text.labels.count, data: items.map((i) => i.count), backgroundColor: primary }],
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        animation: false,
        maintainAspectRatio: false,
        scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { display: false } },
      },
    };
    const chart = new Chart(context, config);
    return () => chart.destroy();
  }, [items, horizontal]);
  const described = items.map((i) => text.chartItem(i.name, i.count)).join(', ');
  return (
    <div
      className="stats-chart"
      style={{ height: horizontal ? `${Math.max(8, items.length * 2.2)}rem` : '16rem' }}
    >
      <canvas ref={canvas} role="img" aria-label={text.chart(title, described || text.empty)} />
    </div>
  );
}
