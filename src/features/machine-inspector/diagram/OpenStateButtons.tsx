import { machinesCopy as copy } from '../copy';
import { openButtonWidth } from '../layout/elk-graph';
import type { DiagramLayout, Rect } from '../layout/diagram-layout';
import { OPEN_BUTTON_FONT_SIZE, OPEN_BUTTON_HEIGHT } from '../layout/diagram-text';
import type { Statechart } from '../statechart-model';
import * as styles from '../machines.css';

/**
 * 'Abrir este estado' in the header of every compound state but the one drawn as the whole:
 * real buttons in an HTML layer over the drawing (the SVG is an image to assistive technology),
 * placed in drawing units; the layer follows the drawing's pan and zoom. A button reached with
 * Tab while panned out of the window asks to be brought into view (`onFocusAt`).
 */
export function OpenStateButtons({
  chart,
  layout,
  onOpen,
  onFocusAt,
}: {
  chart: Statechart;
  layout: DiagramLayout;
  onOpen: (stateId: string) => void;
  onFocusAt: (rect: Rect, button: HTMLElement) => void;
}) {
  const width = openButtonWidth();
  return (
    <>
      {chart.nodes
        .filter((node) => node.children.length > 0 && node.id !== chart.root.id)
        .map((node) => {
          const box = layout.boxes.get(node.id);
          if (!box) return null;
          const rect = {
            x: box.x + box.width - width - 6,
            y: box.y + 4,
            width,
            height: OPEN_BUTTON_HEIGHT,
          };
          return (
            <button
              key={node.id}
              type="button"
              className={styles.openStateButton}
              style={{
                left: rect.x,
                top: rect.y,
                width: rect.width,
                height: rect.height,
                fontSize: OPEN_BUTTON_FONT_SIZE,
              }}
              aria-label={copy.openStateLabel(node.key)}
              data-open-state={node.id}
              onClick={() => onOpen(node.id)}
              onFocus={(event) => onFocusAt(rect, event.currentTarget)}
            >
              {copy.openState}
            </button>
          );
        })}
    </>
  );
}
