import { machinesCopy as copy } from '../copy';
import type { ChartNode, ChartTransition } from '../statechart-model';

/** What the diagram writes on states and arrows, and at which sizes: the layout and the drawing share it. */

export const STATE_FONT_SIZE = 12.5;
export const LABEL_FONT_SIZE = 10.5;
export const LABEL_LINE_HEIGHT = 13;
export const LABEL_PADDING = 4;

/** The smallest text QA must be able to read on screen, px: 'Ajustar à tela' never shrinks below it. */
export const MIN_SCREEN_TEXT_PX = 11;
/** The zoom at which the diagram's smallest text (the arrows' labels) is MIN_SCREEN_TEXT_PX on screen. */
export const READABLE_SCALE = MIN_SCREEN_TEXT_PX / Math.min(LABEL_FONT_SIZE, STATE_FONT_SIZE);

/** 'Abrir este estado', drawn in each compound state's header (an HTML button over the drawing). */
export const OPEN_BUTTON_FONT_SIZE = 11;
export const OPEN_BUTTON_HEIGHT = 24;
export const OPEN_BUTTON_PADDING = 6;

export function stateTitle(node: ChartNode, active: boolean): string {
  return `${active ? '● ' : ''}${node.key}${node.kind === 'parallel' ? ` ${copy.parallelSuffix}` : ''}`;
}

/** 'EVENT [guard]'. */
export function arrowText(t: ChartTransition): string {
  return t.guard ? `${t.label} [${t.guard}]` : t.label;
}

/** The arrow's two lines: what fires it, and how many test paths walk it (unknown until counted). */
export function transitionLabelLines(
  t: ChartTransition,
  walkedBy: number | undefined,
): [string, string] {
  return [
    arrowText(t),
    walkedBy === undefined ? copy.coveragePending : copy.coverageCount(walkedBy),
  ];
}

/** The widest second line the layout leaves room for, so counting never moves the arrows. */
export const WIDEST_COVERAGE_LINE = copy.coverageCount(99_999);
