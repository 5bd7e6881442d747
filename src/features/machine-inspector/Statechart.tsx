import { useMemo } from 'react';
import type { ChartLayout, Box } from './statechart-layout';
import type { ChartTransition, Statechart as Chart } from './statechart-model';

/**
 * The statechart as SVG: nested states as nested boxes, parallel regions dashed side by side,
 * a dot and arrow for each initial state, a double border for final states, transitions as
 * labelled arrows ('EVENT [guard]', 'após 5 min'). The current state has a thick border and a
 * '●' before its name; states and transitions of the chosen test path are drawn in violet.
 */

export type Highlight = {
  active: ReadonlySet<string>;
  pathStates: ReadonlySet<string>;
  pathTransitions: ReadonlySet<string>;
};

const INK = '#1f2937';
const ACTIVE = '#047857';
const ACTIVE_FILL = '#d1fae5';
const PATH = '#6d28d9';
const PATH_FILL = '#ede9fe';
const MUTED = '#4b5563';

type Point = { x: number; y: number };

const center = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** Where the ray from the box's centre towards `toward` leaves the box. */
function border(box: Box, toward: Point): Point {
  const c = center(box);
  const dx = toward.x - c.x;
  const dy = toward.y - c.y;
  if (dx === 0 && dy === 0) return c;
  const scale = Math.min(Math.abs(box.width / 2 / (dx || 1e-9)), Math.abs(box.height / 2 / (dy || 1e-9)), 1);
  return { x: c.x + dx * scale, y: c.y + dy * scale };
}

type Arrow = { transition: ChartTransition; d: string; label: Point; end: Point; angle: number; loop: boolean };

function arrowsOf(chart: Chart, layout: ChartLayout): Arrow[] {
  const arrows: Arrow[] = [];
  const pairCount = new Map<string, number>();
  const pairIndex = new Map<string, number>();
  const pairs = chart.transitions.flatMap((t) => (t.targetIds.length === 0 ? [{ t, target: t.sourceId }] : t.targetIds.map((target) => ({ t, target }))));
  const keyOf = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  for (const { t, target } of pairs) pairCount.set(keyOf(t.sourceId, target), (pairCount.get(keyOf(t.sourceId, target)) ?? 0) + 1);

  for (const { t, target } of pairs) {
    const from = layout.boxes.get(t.sourceId);
    const to = layout.boxes.get(target);
    if (!from || !to) continue;
    const key = keyOf(t.sourceId, target);
    const index = pairIndex.get(key) ?? 0;
    pairIndex.set(key, index + 1);
    const count = pairCount.get(key) ?? 1;

    if (from === to) {
      // A self-transition (or one without target): a loop on the right side, stacked.
      const right = from.x + from.width;
      const y = from.y + Math.min(from.height / 2, 18) + index * 22;
      const d = `M ${right} ${y - 6} C ${right + 28} ${y - 18}, ${right + 28} ${y + 18}, ${right} ${y + 6}`;
      arrows.push({ transition: t, d, label: { x: right + 30, y }, end: { x: right, y: y + 6 }, angle: 180, loop: true });
      continue;
    }
    const a = center(from);
    const b = center(to);
    const offset = (index - (count - 1) / 2) * 30;
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const control = { x: (a.x + b.x) / 2 - ((b.y - a.y) / length) * offset, y: (a.y + b.y) / 2 + ((b.x - a.x) / length) * offset };
    const start = border(from, control);
    const end = border(to, control);
    const label = { x: 0.25 * start.x + 0.5 * control.x + 0.25 * end.x, y: 0.25 * start.y + 0.5 * control.y + 0.25 * end.y };
    const angle = (Math.atan2(end.y - control.y, end.x - control.x) * 180) / Math.PI;
    arrows.push({ transition: t, d: `M ${start.x} ${start.y} Q ${control.x} ${control.y} ${end.x} ${end.y}`, label, end, angle, loop: false });
  }
  return arrows;
}

export function arrowText(t: ChartTransition): string {
  return t.guard ? `${t.label} [${t.guard}]` : t.label;
}

type Props = {
  machineId: string;
  title: string;
  chart: Chart;
  layout: ChartLayout;
  highlight: Highlight;
};

export function StatechartDiagram({ machineId, title, chart, layout, highlight }: Props) {
  const arrows = useMemo(() => arrowsOf(chart, layout), [chart, layout]);
  const boxes = [...layout.boxes.values()].sort((a, b) => a.node.depth - b.node.depth);
  const titleId = `${machineId}-diagram-title`;

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      fontFamily="system-ui, sans-serif"
      data-machine-diagram={machineId}
    >
      <title id={titleId}>{title}</title>
      {boxes.map((box) => {
        const { node } = box;
        const active = highlight.active.has(box.id);
        const onPath = highlight.pathStates.has(box.id);
        const stroke = active ? ACTIVE : onPath ? PATH : INK;
        const fill = active ? ACTIVE_FILL : onPath ? PATH_FILL : '#ffffff';
        const leaf = node.children.length === 0;
        const initialChild = node.initialId ? layout.boxes.get(node.initialId) : undefined;
        return (
          <g key={box.id} data-state-id={box.id} data-active={active ? 'true' : undefined} data-on-path={onPath ? 'true' : undefined}>
            <rect
              x={box.x}
              y={box.y}
              width={box.width}
              height={box.height}
              rx={leaf ? 10 : 14}
              fill={leaf || active || onPath ? fill : box.region ? 'none' : '#f9fafb'}
              stroke={stroke}
              strokeWidth={active ? 3.5 : onPath ? 2.5 : 1.2}
              strokeDasharray={box.region ? '6 4' : undefined}
            />
            {node.kind === 'final' ? (
              <rect x={box.x + 4} y={box.y + 4} width={box.width - 8} height={box.height - 8} rx={7} fill="none" stroke={stroke} strokeWidth={1} />
            ) : null}
            <text
              x={leaf ? box.x + box.width / 2 : box.x + 12}
              y={leaf ? box.y + box.height / 2 + 4 : box.y + 19}
              textAnchor={leaf ? 'middle' : 'start'}
              fontSize={12.5}
              fontWeight={leaf ? 500 : 700}
              fill={INK}
            >
              {active ? '● ' : ''}
              {node.key}
              {node.kind === 'parallel' ? ' (paralelo)' : ''}
            </text>
            {initialChild ? (
              <g aria-hidden="true">
                <circle cx={initialChild.x - 14} cy={initialChild.y - 12} r={5} fill={INK} />
                <line x1={initialChild.x - 10} y1={initialChild.y - 8} x2={initialChild.x + 2} y2={initialChild.y + 3} stroke={INK} strokeWidth={1.5} />
              </g>
            ) : null}
          </g>
        );
      })}
      {arrows.map(({ transition, d, label, end, angle, loop }, index) => {
        const onPath = highlight.pathTransitions.has(transition.id);
        const color = onPath ? PATH : MUTED;
        const text = arrowText(transition);
        const width = text.length * 6.3 + 10;
        return (
          <g key={`${transition.id}-${index}`} data-transition-id={transition.id} data-on-path={onPath ? 'true' : undefined}>
            <path d={d} fill="none" stroke={color} strokeWidth={onPath ? 2.6 : 1.1} strokeDasharray={transition.eventType === '' ? '3 3' : undefined} />
            <polygon points="0,0 -9,-4 -9,4" fill={color} transform={`translate(${end.x} ${end.y}) rotate(${angle})`} />
            <rect x={label.x - (loop ? 0 : width / 2)} y={label.y - 9} width={width} height={16} rx={4} fill="#ffffff" fillOpacity={0.92} stroke={onPath ? PATH : 'none'} />
            <text x={label.x + (loop ? 5 : 0)} y={label.y + 3} textAnchor={loop ? 'start' : 'middle'} fontSize={10.5} fill={onPath ? PATH : INK} fontWeight={onPath ? 700 : 400}>
              {text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
