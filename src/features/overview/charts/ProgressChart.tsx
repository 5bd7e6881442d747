import { useRef } from 'react';
import { Link } from 'wouter';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { DonationFilter } from '#contract/donation-filter.ts';
import type { OverviewFilter } from '#contract/overview.ts';
import { vars } from '#src/ui/styles/theme.css.ts';
import { overviewCopy } from '../copy.ts';
import { count, percent } from '../format.ts';
import { listLink } from '../overview-filter.ts';
import { ChartOrTable } from './ChartOrTable.tsx';
import { useWidth } from './use-width.ts';
import * as styles from '../Overview.css.ts';

export type Place = {
  key: string;
  label: string;
  delivered: number;
  total: number;
  criterion: Partial<DonationFilter>;
};
const text = overviewCopy.charts;
const ROW = 30;
/** The chart shows the places furthest behind; the table has them all. */
export const CHART_PLACES = 12;

/** Delivered of all cards per place (docs/product.md R12.4), furthest behind first; the table links each place to its donations. */
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
  // Furthest behind first; a place with no cards at all is behind nothing and goes last.
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
