import type { ElkExtendedEdge, ElkNode, LayoutOptions } from 'elkjs/lib/elk-api';
import type { ChartNode, Statechart, ChartTransition } from '../shared/statechart-model.ts';
import { machinesCopy as copy } from '../shared/copy.ts';
import { workerRequests } from '../workers/worker-protocol.ts';

/** ELK's layered algorithm places states, initial dots and labels across the hierarchy. */

export const LEAF_HEIGHT = 36;
export const HEADER_HEIGHT = 30;
export const INITIAL_DOT = 12;

const ROOT_OPTIONS: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.layered.spacing.edgeNodeBetweenLayers': '18',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.labelLabel': '6',
};

const COMPOUND_OPTIONS: LayoutOptions = {
  'elk.padding': `[top=${HEADER_HEIGHT + 12},left=16,bottom=16,right=16]`,
  'elk.nodeSize.constraints': 'MINIMUM_SIZE',
};

export const initialNodeId = (parentId: string) => `${parentId}§initial`;
export const edgeId = (transitionId: string, targetIndex: number) =>
  `${transitionId}>${targetIndex}`;

export function labelSize(text: string): { width: number; height: number } {
  const width = Math.max(
    textWidth(text, LABEL_FONT_SIZE),
    textWidth(WIDEST_COVERAGE_LINE, LABEL_FONT_SIZE),
  );
  return { width: width + 2 * LABEL_PADDING, height: 2 * LABEL_LINE_HEIGHT + LABEL_PADDING };
}

function titleWidth(node: ChartNode, leaf: boolean): number {
  // Room for the '● ' the current state gets.
  return textWidth(stateTitle(node, true), STATE_FONT_SIZE, !leaf) + 28;
}

export function openButtonWidth(): number {
  return textWidth(copy.openState, OPEN_BUTTON_FONT_SIZE, true) + 2 * OPEN_BUTTON_PADDING + 2;
}

function elkNode(node: ChartNode, isRoot: boolean): ElkNode {
  if (node.children.length === 0) {
    return { id: node.id, width: Math.max(96, titleWidth(node, true)), height: LEAF_HEIGHT };
  }
  const children = node.children.map((child) => elkNode(child, false));
  const edges: ElkExtendedEdge[] = [];
  if (node.initialId) {
    children.unshift({ id: initialNodeId(node.id), width: INITIAL_DOT, height: INITIAL_DOT });
    edges.push({
      id: `${initialNodeId(node.id)}>0`,
      sources: [initialNodeId(node.id)],
      targets: [node.initialId],
    });
  }
  return {
    id: node.id,
    layoutOptions: {
      ...COMPOUND_OPTIONS,
      'elk.nodeSize.minimum': `(${titleWidth(node, false) + 16 + (isRoot ? 0 : openButtonWidth() + 8)},${HEADER_HEIGHT + LEAF_HEIGHT})`,
    },
    children,
    edges,
  };
}

export function elkGraphOf(chart: Statechart): ElkNode {
  const root = elkNode(chart.root, true);
  const transitionEdges: ElkExtendedEdge[] = chart.transitions.flatMap((t) => {
    // A transition without a target stays in its state: drawn as a loop.
    const targets = t.targetIds.length > 0 ? t.targetIds : [t.sourceId];
    return targets.map((target, index) => ({
      id: edgeId(t.id, index),
      sources: [t.sourceId],
      targets: [target],
      labels:
        index === 0
          ? [{ id: `${edgeId(t.id, index)}:label`, text: arrowText(t), ...labelSize(arrowText(t)) }]
          : [],
    }));
  });
  return {
    id: '§graph',
    layoutOptions: { ...ROOT_OPTIONS, 'elk.padding': '[top=8,left=8,bottom=8,right=8]' },
    children: [root],
    edges: transitionEdges,
  };
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface EdgeDrawing {
  id: string;
  /** Null for the arrow from a compound state's initial dot. */
  transitionId: string | null;
  points: Point[];
  label: Rect | null;
}

/** In absolute SVG coordinates: what the diagram draws and the tests measure. */
export interface DiagramLayout {
  width: number;
  height: number;
  boxes: Map<string, Rect>;
  initialDots: Map<string, Rect>;
  edges: EdgeDrawing[];
}

const INITIAL_SUFFIX = initialNodeId('');

function transitionIdOf(edge: ElkExtendedEdge): string | null {
  if (edge.sources[0]?.endsWith(INITIAL_SUFFIX)) return null;
  return edge.id.slice(0, edge.id.lastIndexOf('>'));
}

export function diagramLayoutOf(graph: ElkNode): DiagramLayout {
  const boxes = new Map<string, Rect>();
  const initialDots = new Map<string, Rect>();
  const origins = new Map<string, Point>([[graph.id, { x: 0, y: 0 }]]);
  const edges: ElkExtendedEdge[] = [...(graph.edges ?? [])];

  const visit = (node: ElkNode, origin: Point) => {
    for (const child of node.children ?? []) {
      const rect = {
        x: origin.x + (child.x ?? 0),
        y: origin.y + (child.y ?? 0),
        width: child.width ?? 0,
        height: child.height ?? 0,
      };
      origins.set(child.id, rect);
      if (child.id.endsWith(INITIAL_SUFFIX))
        initialDots.set(child.id.slice(0, -INITIAL_SUFFIX.length), rect);
      else boxes.set(child.id, rect);
      edges.push(...(child.edges ?? []));
      visit(child, rect);
    }
  };
  visit(graph, { x: 0, y: 0 });

  const drawings = edges.map((edge): EdgeDrawing => {
    // Sections and labels are placed in the coordinates of the edge's container.
    const origin = origins.get(edge.container ?? graph.id) ?? { x: 0, y: 0 };
    const shift = (p: Point) => ({ x: origin.x + p.x, y: origin.y + p.y });
    const points = (edge.sections ?? []).flatMap((section) =>
      [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(shift),
    );
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      transitionId: transitionIdOf(edge),
      points,
      label: label
        ? {
            ...shift({ x: label.x ?? 0, y: label.y ?? 0 }),
            width: label.width ?? 0,
            height: label.height ?? 0,
          }
        : null,
    };
  });
  return {
    width: graph.width ?? 0,
    height: graph.height ?? 0,
    boxes,
    initialDots,
    edges: drawings,
  };
}

export const STATE_FONT_SIZE = 12.5;
export const LABEL_FONT_SIZE = 10.5;
export const LABEL_LINE_HEIGHT = 13;
export const LABEL_PADDING = 4;

/** 'Ajustar à tela' never shrinks text below this. */
export const MIN_SCREEN_TEXT_PX = 11;
export const READABLE_SCALE = MIN_SCREEN_TEXT_PX / Math.min(LABEL_FONT_SIZE, STATE_FONT_SIZE);

export const OPEN_BUTTON_FONT_SIZE = 11;
export const OPEN_BUTTON_HEIGHT = 24;
export const OPEN_BUTTON_PADDING = 6;

export function stateTitle(node: ChartNode, active: boolean): string {
  return `${active ? '● ' : ''}${node.key}${node.kind === 'parallel' ? ` ${copy.parallelSuffix}` : ''}`;
}

export function arrowText(t: ChartTransition): string {
  return t.guard ? `${t.label} [${t.guard}]` : t.label;
}

export function transitionLabelLines(
  t: ChartTransition,
  walkedBy: number | undefined,
): [string, string] {
  return [
    arrowText(t),
    walkedBy === undefined ? copy.coveragePending : copy.coverageCount(walkedBy),
  ];
}

/** So counting never moves the arrows. */
export const WIDEST_COVERAGE_LINE = copy.coverageCount(99_999);

/**
 * Keyed by the ELK graph itself, so a changed definition is laid out again and an unchanged one
 * never is.
 */

const cache = new Map<string, Promise<DiagramLayout>>();

export function layoutStatechart(chart: Statechart): Promise<DiagramLayout> {
  const graph = elkGraphOf(chart);
  const key = JSON.stringify(graph);
  let layout = cache.get(key);
  if (!layout) {
    layout = runElk(graph).then(diagramLayoutOf);
    // A failed layout may succeed another time.
    layout.catch(() => cache.delete(key));
    cache.set(key, layout);
  }
  return layout;
}

/** Unit tests (jsdom has no Worker) run ELK in this thread; a build drops that branch. */

const layoutInWorker = workerRequests<ElkNode, ElkNode>(
  () =>
    new Worker(new URL('../workers/elk-layout.worker.ts', import.meta.url), {
      type: 'module',
      name: 'elk-layout',
    }),
);

export async function runElk(graph: ElkNode): Promise<ElkNode> {
  if (import.meta.env.MODE === 'test') {
    const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
    return new ELK().layout(graph);
  }
  return layoutInWorker(graph);
}

/**
 * Measured with the browser's fonts where a canvas is at hand; elsewhere a generous estimate per
 * character.
 */

export const DIAGRAM_FONT_FAMILY = 'system-ui, sans-serif';

type Measure = (text: string, fontSize: number, bold: boolean) => number;

/** Where no canvas is at hand (unit tests): a generous width per character. */
const estimate: Measure = (text, fontSize, bold) => text.length * fontSize * (bold ? 0.66 : 0.62);

function canvasMeasure(): Measure | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return null;
  return (text, fontSize, bold) => {
    context.font = `${bold ? 700 : 400} ${fontSize}px ${DIAGRAM_FONT_FAMILY}`;
    return context.measureText(text).width;
  };
}

let measure: Measure | null = null;

export function textWidth(text: string, fontSize: number, bold = false): number {
  measure ??= canvasMeasure() ?? estimate;
  return Math.ceil(measure(text, fontSize, bold));
}
