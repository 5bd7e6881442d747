/**
 * How wide a text is drawn, so the layout can leave room for it. Measured with the browser's
 * own fonts where a canvas is at hand; elsewhere (unit tests) a generous estimate per character.
 */

export const DIAGRAM_FONT_FAMILY = 'system-ui, sans-serif';

type Measure = (text: string, fontSize: number, bold: boolean) => number;

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
