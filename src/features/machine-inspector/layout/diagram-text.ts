import { machinesCopy as copy } from '../copy';
import type { ChartNode, ChartTransition } from '../statechart-model';

/** What the diagram writes on states and arrows, and at which sizes: the layout and the drawing share it. */

export const STATE_FONT_SIZE = 12.5;
export const LABEL_FONT_SIZE = 10.5;
export const LABEL_LINE_HEIGHT = 13;
export const LABEL_PADDING = 4;

export function stateTitle(node: ChartNode, active: boolean): string {
  return `${active ? '● ' : ''}${node.key}${node.kind === 'parallel' ? ` ${copy.parallelSuffix}` : ''}`;
}

/** 'EVENT [guard]'. */
export function arrowText(t: ChartTransition): string {
  return t.guard ? `${t.label} [${t.guard}]` : t.label;
}

/** The arrow's two lines: what fires it, and how many test paths walk it (unknown until counted). */
export function transitionLabelLines(t: ChartTransition, walkedBy: number | undefined): [string, string] {
  return [arrowText(t), walkedBy === undefined ? copy.coveragePending : copy.coverageCount(walkedBy)];
}

/** The widest second line the layout leaves room for, so counting never moves the arrows. */
export const WIDEST_COVERAGE_LINE = copy.coverageCount(99_999);
