import type { ElkExtendedEdge, ElkNode, LayoutOptions } from 'elkjs/lib/elk-api';
import type { ChartNode, Statechart } from '../statechart-model';
import {
  LABEL_FONT_SIZE,
  LABEL_LINE_HEIGHT,
  LABEL_PADDING,
  OPEN_BUTTON_FONT_SIZE,
  OPEN_BUTTON_PADDING,
  STATE_FONT_SIZE,
  WIDEST_COVERAGE_LINE,
  arrowText,
  stateTitle,
} from './diagram-text';
import { machinesCopy as copy } from '../copy';
import { textWidth } from './text-width';

/**
 * The statechart as an ELK graph: states as nested nodes (sized for their names), a small
 * initial-dot node in each compound state, one edge per transition target with its label's
 * size. ELK's layered algorithm places everything, labels included, across the hierarchy.
 */

export const LEAF_HEIGHT = 36;
/** Room above a compound state's children for its name. */
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

/** Width and height of an arrow's label: its text and the widest coverage line. */
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

/** Width of the 'Abrir este estado' button a compound state carries in its header. */
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
      // One label per transition, on the arrow to its first target.
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
