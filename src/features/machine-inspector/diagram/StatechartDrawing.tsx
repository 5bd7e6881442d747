import {
  LABEL_FONT_SIZE,
  LABEL_LINE_HEIGHT,
  LABEL_PADDING,
  STATE_FONT_SIZE,
  stateTitle,
  transitionLabelLines,
  DIAGRAM_FONT_FAMILY,
  type DiagramLayout,
  type EdgeDrawing,
  type Point,
} from './diagram-layout.ts';
import type { ChartNode, ChartTransition, Statechart } from '../shared/statechart-model.ts';

export type Highlight = {
  active: ReadonlySet<string>;
  lastTransitions: ReadonlySet<string>;
  pathStates: ReadonlySet<string>;
  pathTransitions: ReadonlySet<string>;
};

export const COLORS = {
  ink: '#1f2937',
  muted: '#4b5563',
  active: '#047857',
  activeFill: '#d1fae5',
  last: '#b45309',
  path: '#6d28d9',
  pathFill: '#ede9fe',
} as const;

type Tone = 'muted' | 'last' | 'path';

const markerId = (machineId: string, tone: Tone) => `${machineId}-arrow-${tone}`;

function pathData(points: readonly Point[]): string {
  return points.map((p, index) => `${index === 0 ? 'M' : 'L'} ${p.x} ${p.y}`).join(' ');
}

function StateBox({
  node,
  layout,
  region,
  highlight,
}: {
  node: ChartNode;
  layout: DiagramLayout;
  region: boolean;
  highlight: Highlight;
}) {
  const box = layout.boxes.get(node.id);
  if (!box) return null;
  const active = highlight.active.has(node.id);
  const onPath = highlight.pathStates.has(node.id);
  const stroke = active ? COLORS.active : onPath ? COLORS.path : COLORS.ink;
  const leaf = node.children.length === 0;
  const fill = active
    ? COLORS.activeFill
    : onPath
      ? COLORS.pathFill
      : leaf
        ? '#ffffff'
        : region
          ? 'none'
          : '#f9fafb';
  const dot = layout.initialDots.get(node.id);
  return (
    <g
      data-state-id={node.id}
      data-active={active ? 'true' : undefined}
      data-on-path={onPath ? 'true' : undefined}
    >
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={leaf ? 10 : 14}
        fill={fill}
        stroke={stroke}
        strokeWidth={active ? 3.5 : onPath ? 2.5 : 1.2}
        strokeDasharray={region ? '6 4' : undefined}
      />
      {node.kind === 'final' ? (
        <rect
          x={box.x + 4}
          y={box.y + 4}
          width={box.width - 8}
          height={box.height - 8}
          rx={7}
          fill="none"
          stroke={stroke}
          strokeWidth={1}
        />
      ) : null}
      <text
        data-label="state"
        x={leaf ? box.x + box.width / 2 : box.x + 12}
        y={leaf ? box.y + box.height / 2 + 4 : box.y + 20}
        textAnchor={leaf ? 'middle' : 'start'}
        fontSize={STATE_FONT_SIZE}
        fontWeight={leaf ? 500 : 700}
        fill={COLORS.ink}
      >
        {stateTitle(node, active)}
      </text>
      {dot ? (
        <circle
          cx={dot.x + dot.width / 2}
          cy={dot.y + dot.height / 2}
          r={dot.width / 2}
          fill={COLORS.ink}
          aria-hidden="true"
        />
      ) : null}
    </g>
  );
}

function Arrow({
  machineId,
  edge,
  transition,
  walkedBy,
  highlight,
}: {
  machineId: string;
  edge: EdgeDrawing;
  transition: ChartTransition | undefined;
  walkedBy: number | undefined;
  highlight: Highlight;
}) {
  const last = transition !== undefined && highlight.lastTransitions.has(transition.id);
  const onPath = transition !== undefined && highlight.pathTransitions.has(transition.id);
  const tone: Tone = onPath ? 'path' : last ? 'last' : 'muted';
  const color = tone === 'muted' ? COLORS.muted : COLORS[tone];
  const lines = transition ? transitionLabelLines(transition, walkedBy) : null;
  return (
    <g
      data-transition-id={transition?.id}
      data-on-path={onPath ? 'true' : undefined}
      data-last={last ? 'true' : undefined}
    >
      <path
        d={pathData(edge.points)}
        fill="none"
        stroke={color}
        strokeWidth={onPath || last ? 2.8 : 1.1}
        strokeDasharray={transition?.eventType === '' ? '3 3' : undefined}
        markerEnd={`url(#${markerId(machineId, tone)})`}
      />
      {edge.label && lines ? (
        <g data-label="transition">
          <rect
            x={edge.label.x}
            y={edge.label.y}
            width={edge.label.width}
            height={edge.label.height}
            rx={4}
            fill="#ffffff"
            stroke={tone === 'muted' ? 'none' : color}
          />
          <text
            x={edge.label.x + LABEL_PADDING}
            y={edge.label.y + LABEL_LINE_HEIGHT - 1}
            fontSize={LABEL_FONT_SIZE}
            fill={tone === 'muted' ? COLORS.ink : color}
            fontWeight={tone === 'muted' ? 400 : 700}
          >
            <tspan data-part="event">{lines[0]}</tspan>
            <tspan
              data-part="coverage"
              x={edge.label.x + LABEL_PADDING}
              dy={LABEL_LINE_HEIGHT}
              fill={COLORS.muted}
              fontWeight={400}
            >
              {lines[1]}
            </tspan>
          </text>
        </g>
      ) : null}
    </g>
  );
}

type Props = {
  machineId: string;
  chart: Statechart;
  layout: DiagramLayout;
  highlight: Highlight;
  coverage: Readonly<Record<string, number>> | undefined;
};

export function StatechartDrawing({ machineId, chart, layout, highlight, coverage }: Props) {
  const transitions = new Map(chart.transitions.map((t) => [t.id, t]));
  const parents = new Map(
    chart.nodes.flatMap((node) => node.children.map((child) => [child.id, node] as const)),
  );
  return (
    <g fontFamily={DIAGRAM_FONT_FAMILY}>
      <defs>
        {(['muted', 'last', 'path'] as const).map((tone) => (
          <marker
            key={tone}
            id={markerId(machineId, tone)}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={tone === 'muted' ? COLORS.muted : COLORS[tone]} />
          </marker>
        ))}
      </defs>
      {chart.nodes.map((node) => (
        <StateBox
          key={node.id}
          node={node}
          layout={layout}
          region={parents.get(node.id)?.kind === 'parallel'}
          highlight={highlight}
        />
      ))}
      {layout.edges.map((edge) => {
        const transition = edge.transitionId ? transitions.get(edge.transitionId) : undefined;
        return (
          <Arrow
            key={edge.id}
            machineId={machineId}
            edge={edge}
            transition={transition}
            walkedBy={transition ? coverage?.[transition.id] : undefined}
            highlight={highlight}
          />
        );
      })}
    </g>
  );
}

export function diagramSvgText(
  svg: SVGSVGElement,
  size: { width: number; height: number },
): string {
  // The serializer writes the SVG namespace itself: the element was made in it.
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(Math.ceil(size.width)));
  copy.setAttribute('height', String(Math.ceil(size.height)));
  copy.setAttribute('viewBox', `0 0 ${Math.ceil(size.width)} ${Math.ceil(size.height)}`);
  copy.querySelector('[data-zoom-layer]')?.removeAttribute('transform');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}
