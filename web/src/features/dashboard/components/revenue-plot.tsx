import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { RevenueDay } from '@ghost/events/contract';
import { useMediaQuery } from '@/hooks/use-media-query';
import { formatMoney, formatMoneyCompact } from '@/lib/format/money';
import { dayLabel, dayStarts } from '../revenue-series';
import styles from './dashboard.module.css';

const plotHeight = 240;
const halfDay = 43_200;

/** A colour of the design tokens, as the canvas needs it (it knows no CSS variables). */
const token = (name: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** `#rrggbb` with an opacity, for the bars' fill. */
const withAlpha = (hex: string, alpha: number): string => {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) return hex;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(value.slice(at, at + 2), 16));
  return `rgba(${String(r)}, ${String(g)}, ${String(b)}, ${String(alpha)})`;
};

const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * The revenue bars (uPlot, loaded with this chunk only). Decorative for assistive technology:
 * the figure's caption and table say the same. Redrawn when the colour scheme changes; resized
 * with its container.
 */
const RevenuePlot = ({ days }: { days: RevenueDay[] }) => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  const box = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const primary = token('--primary');
    const muted = token('--text-muted');
    const border = token('--border');
    const font = `12px ${getComputedStyle(document.body).fontFamily}`;
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: plotHeight,
        padding: [12, 8, 0, 0],
        legend: { show: false },
        cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
        scales: {
          x: { time: true, range: (_u, min, max) => [min - halfDay, max + halfDay] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] },
        },
        axes: [
          {
            stroke: muted,
            font,
            space: 64,
            grid: { show: false },
            ticks: { stroke: border, width: 1, size: 4 },
            values: (_u, splits) => splits.map((split) => dayLabel(isoDay(split), language)),
          },
          {
            stroke: muted,
            font,
            size: 64,
            grid: { stroke: border, width: 1 },
            ticks: { show: false },
            values: (_u, splits) =>
              splits.map((split) => formatMoneyCompact(split, 'USD', language)),
          },
        ],
        series: [
          {},
          {
            // No outline: a day without revenue leaves no mark on the axis.
            width: 0,
            fill: withAlpha(primary, dark ? 0.7 : 0.85),
            paths: uPlot.paths.bars?.({ size: [0.72, 28] }),
            points: { show: false },
          },
        ],
        hooks: {
          setCursor: [
            (u) => {
              setHovered(u.cursor.idx ?? null);
            },
          ],
        },
      },
      [dayStarts(days), days.map((day) => day.revenue)],
      element,
    );
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: element.clientWidth, height: plotHeight });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, dark, language]);

  const day = hovered === null ? undefined : days[hovered];
  return (
    <div aria-hidden="true">
      <p className={styles.readout}>
        {day
          ? `${dayLabel(day.date, language)} · ${formatMoney(day.revenue, 'USD', language)}`
          : ' '}
      </p>
      <div ref={box} className={styles.plot} />
    </div>
  );
};
export default RevenuePlot;
