import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { initialNodeId } from './elk-graph';

/** ELK's answer in absolute SVG coordinates: what the diagram draws and the tests measure. */

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
  /** The transition this arrow draws, or null for the arrow from a compound state's initial dot. */
  transitionId: string | null;
  points: Point[];
  label: Rect | null;
}

export interface DiagramLayout {
  width: number;
  height: number;
  /** Every state's box by state id. */
  boxes: Map<string, Rect>;
  /** The initial dot of each compound state, by the compound state's id. */
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
