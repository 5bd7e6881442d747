import type { ChartNode, Statechart } from './statechart-model';

/**
 * A layered layout of our own (no layout library): each compound state lays out its children
 * in rows, the initial child in the first row and every other child in the row of its
 * shortest distance (in transitions between siblings) from the initial one, so the diagram reads
 * top to bottom in the order the machine usually runs. Parallel regions sit side by side.
 * Boxes are sized from their names; every box's position is absolute, in SVG units.
 */

export interface Box {
  id: string;
  node: ChartNode;
  x: number;
  y: number;
  width: number;
  height: number;
  /** A region of a parallel state: drawn dashed. */
  region: boolean;
}

export interface ChartLayout {
  boxes: Map<string, Box>;
  width: number;
  height: number;
}

const CHAR_W = 7.4;
const LEAF_H = 36;
const HEADER = 28;
const PAD = 18;
const GAP_X = 56;
const GAP_Y = 72;
const REGION_GAP = 20;
/** Rows wider than this many states wrap, so a wide machine still fits a screen or two. */
const MAX_PER_ROW = 4;

type Size = { width: number; height: number; rows: ChartNode[][] };

function ownerIndex(children: ChartNode[]): Map<string, ChartNode> {
  const owner = new Map<string, ChartNode>();
  const mark = (node: ChartNode, top: ChartNode) => {
    owner.set(node.id, top);
    for (const child of node.children) mark(child, top);
  };
  for (const child of children) mark(child, child);
  return owner;
}

/** Rows of a compound state's children: breadth-first from the initial child. */
function rowsOf(node: ChartNode, chart: Statechart): ChartNode[][] {
  const owner = ownerIndex(node.children);
  const next = new Map<string, Set<ChartNode>>();
  for (const t of chart.transitions) {
    const from = owner.get(t.sourceId);
    for (const targetId of t.targetIds) {
      const to = owner.get(targetId);
      if (from && to && from !== to) {
        const set = next.get(from.id) ?? new Set<ChartNode>();
        set.add(to);
        next.set(from.id, set);
      }
    }
  }
  const start = node.children.find((child) => child.id === node.initialId) ?? node.children[0];
  const layer = new Map<string, number>();
  if (start) {
    layer.set(start.id, 0);
    const queue = [start];
    while (queue.length > 0) {
      const current = queue.shift()!;
      for (const to of next.get(current.id) ?? []) {
        if (layer.has(to.id)) continue;
        layer.set(to.id, (layer.get(current.id) ?? 0) + 1);
        queue.push(to);
      }
    }
  }
  const deepest = Math.max(0, ...layer.values());
  const rows: ChartNode[][] = [];
  for (const child of node.children) {
    const index = layer.get(child.id) ?? deepest + 1;
    (rows[index] ??= []).push(child);
  }
  return rows.filter((row) => row.length > 0).flatMap((row) => {
    const wrapped: ChartNode[][] = [];
    for (let i = 0; i < row.length; i += MAX_PER_ROW) wrapped.push(row.slice(i, i + MAX_PER_ROW));
    return wrapped;
  });
}

function labelWidth(node: ChartNode): number {
  return node.key.length * CHAR_W + 32;
}

export function layoutStatechart(chart: Statechart): ChartLayout {
  const sizes = new Map<string, Size>();

  const measure = (node: ChartNode): Size => {
    let size: Size;
    if (node.children.length === 0) {
      size = { width: Math.max(104, labelWidth(node)), height: LEAF_H, rows: [] };
    } else if (node.kind === 'parallel') {
      const regions = node.children.map(measure);
      size = {
        width: Math.max(labelWidth(node), regions.reduce((sum, r) => sum + r.width, 0) + REGION_GAP * (regions.length - 1) + 2 * PAD),
        height: HEADER + PAD + Math.max(...regions.map((r) => r.height)) + PAD,
        rows: [node.children],
      };
    } else {
      const rows = rowsOf(node, chart);
      const rowSizes = rows.map((row) => {
        const measured = row.map(measure);
        return {
          width: measured.reduce((sum, s) => sum + s.width, 0) + GAP_X * (row.length - 1),
          height: Math.max(...measured.map((s) => s.height)),
        };
      });
      size = {
        // Room on the right for self-loops and their labels.
        width: Math.max(labelWidth(node), ...rowSizes.map((r) => r.width)) + 2 * PAD + GAP_X,
        height: HEADER + PAD + rowSizes.reduce((sum, r) => sum + r.height, 0) + GAP_Y * (rows.length - 1) + PAD + 8,
        rows,
      };
    }
    sizes.set(node.id, size);
    return size;
  };

  const boxes = new Map<string, Box>();
  const place = (node: ChartNode, x: number, y: number, region: boolean, width?: number, height?: number) => {
    const size = sizes.get(node.id)!;
    const box: Box = { id: node.id, node, x, y, width: width ?? size.width, height: height ?? size.height, region };
    boxes.set(node.id, box);
    if (node.children.length === 0) return;
    if (node.kind === 'parallel') {
      const regionHeight = box.height - HEADER - 2 * PAD;
      let left = x + PAD;
      for (const child of node.children) {
        const childSize = sizes.get(child.id)!;
        place(child, left, y + HEADER + PAD, true, childSize.width, regionHeight);
        left += childSize.width + REGION_GAP;
      }
      return;
    }
    let top = y + HEADER + PAD + 8;
    for (const row of size.rows) {
      const rowWidth = row.reduce((sum, child) => sum + sizes.get(child.id)!.width, 0) + GAP_X * (row.length - 1);
      let left = x + (box.width - GAP_X - rowWidth) / 2;
      const rowHeight = Math.max(...row.map((child) => sizes.get(child.id)!.height));
      for (const child of row) {
        const childSize = sizes.get(child.id)!;
        place(child, left, top + (rowHeight - childSize.height) / 2, false);
        left += childSize.width + GAP_X;
      }
      top += rowHeight + GAP_Y;
    }
  };

  const rootSize = measure(chart.root);
  place(chart.root, 8, 8, false);
  return { boxes, width: rootSize.width + 16 + 160, height: rootSize.height + 16 };
}
