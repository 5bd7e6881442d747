import { useRef, useId, useState, type ReactNode, useEffect, type RefObject } from 'react';
import { Link } from 'wouter';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { OverviewFilter } from '#contract/overview.ts';
import { vars } from '#src/ui/styles/theme.css.ts';
import { overviewCopy } from '../shared/copy.ts';
import { count, day, shortDay, listLink, percent } from '../shared/overview.ts';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { Button } from '#src/ui/Button.tsx';
import * as styles from '../shared/Overview.css.ts';

export type DayVouchers = { day: string; cards: number };
const text = overviewCopy.charts;
const HEIGHT = 220;
// The right margin holds half of the last day's label, centred under its bar at the edge.
const MARGIN = { top: 12, right: 20, bottom: 32, left: 48 };
/**
 * Axes drawn here, not with @visx/axis: its labels bring a CSS calc() evaluator the byte budget
 * cannot carry.
 */
const TICK = 6;
const tickLabel = { fill: vars.color.text, fontSize: 12 };

export function DeliveriesChart({
  days,
  filter,
}: {
  days: readonly DayVouchers[];
  filter: OverviewFilter;
}) {
  const total = days.reduce((sum, d) => sum + d.cards, 0);
  const best = days.reduce<DayVouchers | null>(
    (top, d) => (d.cards > 0 && (top === null || d.cards > top.cards) ? d : top),
    null,
  );
  const summary =
    days.length === 0
      ? text.empty
      : text.perDaySummary(
          total,
          days[0]!.day,
          days.at(-1)!.day,
          best ? `${day(best.day)} (${count(best.cards)})` : null,
        );
  return (
    <ChartOrTable
      title={text.perDayTitle}
      summary={summary}
      chart={<DayBars days={days} />}
      table={
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{text.perDayTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{text.dayColumn}</th>
                <th scope="col" data-number="">
                  {text.vouchersColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{day(d.day)}</th>
                  <td data-number="">
                    {d.cards > 0 ? (
                      <Link
                        className={styles.link}
                        href={listLink(filter, { deliveredFrom: d.day, deliveredTo: d.day })}
                      >
                        {count(d.cards)}
                      </Link>
                    ) : (
                      count(0)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
    />
  );
}

function DayBars({ days }: { days: readonly DayVouchers[] }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: days.map((d) => d.day), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...days.map((d) => d.cards))],
    range: [innerHeight, 0],
    nice: true,
  });
  // About one label every 56 px, so labels never overlap at 390 px.
  const every = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(innerWidth / 56))));
  const labelled = days
    .filter((_, index) => (days.length - 1 - index) % every === 0)
    .map((d) => d.day);
  // Vouchers are whole: no tick between two integers (a peak of 2 would otherwise read 0, 1, 1, 2, 2).
  const voucherTicks = y.ticks(4).filter((value) => Number.isInteger(value));
  return (
    <div ref={box}>
      <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {days.map((d) => (
            <Bar
              key={d.day}
              x={x(d.day)}
              y={y(d.cards)}
              width={x.bandwidth()}
              height={innerHeight - y(d.cards)}
              fill={vars.color.primary}
            />
          ))}
          <line y2={innerHeight} stroke={vars.color.textMuted} />
          {voucherTicks.map((value) => (
            <g key={value} transform={`translate(0, ${y(value)})`}>
              <line x2={-TICK} stroke={vars.color.textMuted} />
              <text x={-TICK - 2} dy="0.32em" textAnchor="end" {...tickLabel}>
                {count(value)}
              </text>
            </g>
          ))}
          <g transform={`translate(0, ${innerHeight})`}>
            <line x2={innerWidth} stroke={vars.color.textMuted} />
            {labelled.map((label) => (
              <g key={label} transform={`translate(${(x(label) ?? 0) + x.bandwidth() / 2}, 0)`}>
                <line y2={TICK} stroke={vars.color.textMuted} />
                <text y={TICK + 2} dy="0.71em" textAnchor="middle" {...tickLabel}>
                  {shortDay(label)}
                </text>
              </g>
            ))}
          </g>
        </Group>
      </svg>
    </div>
  );
}

export type Place = {
  key: string;
  label: string;
  delivered: number;
  total: number;
  criterion: Partial<DonationFilter>;
};
const ROW = 30;
/** The chart shows the places furthest behind; the table has them all. */
export const CHART_PLACES = 12;

export function ProgressChart({
  title,
  column,
  places,
  filter,
}: {
  title: string;
  column: string;
  places: readonly Place[];
  filter: OverviewFilter;
}) {
  // Furthest behind first; a place with no vouchers at all is behind nothing and goes last.
  const share = (p: Place) => (p.total === 0 ? 2 : p.delivered / p.total);
  const behind = [...places].sort(
    (a, b) => share(a) - share(b) || a.label.localeCompare(b.label, 'pt-BR'),
  );
  const summary =
    places.length === 0
      ? text.empty
      : text.progressSummary(
          places.length,
          behind[0] ? `${behind[0].label}, ${percent(behind[0].delivered, behind[0].total)}` : null,
        );
  return (
    <ChartOrTable
      title={title}
      summary={summary}
      chart={<ProgressBars places={behind.slice(0, CHART_PLACES)} />}
      table={
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{column}</th>
                <th scope="col" data-number="">
                  {text.deliveredColumn}
                </th>
                <th scope="col" data-number="">
                  {text.totalColumn}
                </th>
                <th scope="col" data-number="">
                  {text.percentColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {behind.map((place) => (
                <tr key={place.key}>
                  <th scope="row">
                    <Link className={styles.link} href={listLink(filter, place.criterion)}>
                      {place.label}
                    </Link>
                  </th>
                  <td data-number="">{count(place.delivered)}</td>
                  <td data-number="">{count(place.total)}</td>
                  <td data-number="">{percent(place.delivered, place.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
    />
  );
}

function ProgressBars({ places }: { places: readonly Place[] }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const labelWidth = Math.min(160, Math.floor(width * 0.38));
  const barWidth = width - labelWidth - 8;
  const y = scaleBand({
    domain: places.map((p) => p.key),
    range: [0, places.length * ROW],
    padding: 0.25,
  });
  const x = scaleLinear({ domain: [0, 1], range: [0, barWidth] });
  return (
    <div ref={box}>
      <svg
        width={width}
        height={Math.max(ROW, places.length * ROW)}
        aria-hidden="true"
        focusable="false"
      >
        {places.map((place) => {
          const top = y(place.key) ?? 0;
          const share = place.total === 0 ? 0 : place.delivered / place.total;
          return (
            <Group key={place.key} top={top}>
              <text
                x={labelWidth - 6}
                y={y.bandwidth() / 2}
                dy="0.35em"
                textAnchor="end"
                fontSize={12}
                fill={vars.color.text}
              >
                {place.label.length > 22 ? `${place.label.slice(0, 21)}…` : place.label}
              </text>
              <Bar
                x={labelWidth}
                y={0}
                width={barWidth}
                height={y.bandwidth()}
                fill={vars.color.primarySoft}
                stroke={vars.color.border}
              />
              <Bar
                x={labelWidth}
                y={0}
                width={x(share)}
                height={y.bandwidth()}
                fill={vars.color.primary}
              />
              <text
                x={labelWidth + 4 + (share > 0.6 ? 0 : x(share))}
                y={y.bandwidth() / 2}
                dy="0.35em"
                fontSize={12}
                fill={share > 0.6 ? vars.color.onPrimary : vars.color.text}
              >
                {text.progressLabel(
                  place.delivered,
                  place.total,
                  percent(place.delivered, place.total),
                )}
              </text>
            </Group>
          );
        })}
      </svg>
    </div>
  );
}

type ChartOrTableProps = {
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
};

export function ChartOrTable({ title, summary, chart, table }: ChartOrTableProps) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHeader}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        <Button
          variant="outline"
          className={styles.noPrint}
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? overviewCopy.charts.showChart : overviewCopy.charts.showTable}
        </Button>
      </div>
      <p id={`${id}-summary`} className={styles.muted}>
        {summary}
      </p>
      {asTable ? (
        table
      ) : (
        <figure aria-describedby={`${id}-summary`} className={styles.chart}>
          {chart}
        </figure>
      )}
    </section>
  );
}

export function useWidth(ref: RefObject<HTMLElement | null>, fallback = 320): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () =>
      setWidth(Math.max(200, Math.floor(element.getBoundingClientRect().width) || fallback));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return width;
}
