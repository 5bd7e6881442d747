import { useRef } from 'react';
import { Link } from 'wouter';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { OverviewFilter } from '#contract/overview.ts';
import { vars } from '#src/ui/styles/theme.css.ts';
import { overviewCopy } from '../copy.ts';
import { count, day, shortDay } from '../format.ts';
import { listLink } from '../overview-filter.ts';
import { ChartOrTable } from './ChartOrTable.tsx';
import { useWidth } from './use-width.ts';
import * as styles from '../Overview.css.ts';

export type DayCards = { day: string; cards: number };
const text = overviewCopy.charts;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 32, left: 48 };

/** Cards delivered per day (docs/product.md R12.4): bars, or a table of the same days, each day a link to its donations. */
export function DeliveriesChart({
  days,
  filter,
}: {
  days: readonly DayCards[];
  filter: OverviewFilter;
}) {
  const total = days.reduce((sum, d) => sum + d.cards, 0);
  const best = days.reduce<DayCards | null>(
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
                  {text.cardsColumn}
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

function DayBars({ days }: { days: readonly DayCards[] }) {
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
  // Cards are whole: no tick between two integers (a peak of 2 would otherwise read 0, 1, 1, 2, 2).
  const cardTicks = y.ticks(4).filter((value) => Number.isInteger(value));
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
          <AxisLeft
            scale={y}
            tickValues={cardTicks}
            tickFormat={(value) => count(Number(value))}
            stroke={vars.color.textMuted}
            tickStroke={vars.color.textMuted}
            tickLabelProps={{ fill: vars.color.text, fontSize: 12 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={labelled}
            tickFormat={(value) => shortDay(String(value))}
            stroke={vars.color.textMuted}
            tickStroke={vars.color.textMuted}
            tickLabelProps={{ fill: vars.color.text, fontSize: 12 }}
          />
        </Group>
      </svg>
    </div>
  );
}
