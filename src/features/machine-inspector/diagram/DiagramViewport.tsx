import { useEffect, useId, useRef } from 'react';
import {
  READABLE_SCALE,
  openButtonWidth,
  OPEN_BUTTON_FONT_SIZE,
  OPEN_BUTTON_HEIGHT,
  type Rect,
  type DiagramLayout,
} from './diagram-layout.ts';
import { machinesCopy as copy } from '../shared/copy.ts';
import { downloadFile } from '#src/ui/download-file.ts';
import type { Statechart } from '../shared/statechart-model.ts';
import * as styles from '../shared/machines.css.ts';
import { diagramSvgText, StatechartDrawing, type Highlight } from './StatechartDrawing.tsx';
import { FIT_MARGIN, usePanZoom } from './use-pan-zoom.ts';

/** What 'Ajustar à tela' keeps in view: the deepest current state, else the one entered first. */
function focusOf(
  chart: Statechart,
  layout: DiagramLayout,
  active: ReadonlySet<string>,
): Rect | null {
  const current = chart.nodes
    .filter((node) => active.has(node.id) && layout.boxes.has(node.id))
    .sort((a, b) => b.depth - a.depth)[0];
  const id = current && current.id !== chart.root.id ? current.id : chart.root.initialId;
  return (id ? layout.boxes.get(id) : undefined) ?? null;
}

const viewportHeight = (layout: DiagramLayout) =>
  `min(70vh, 640px, ${Math.ceil(layout.height * READABLE_SCALE + 2 * FIT_MARGIN)}px)`;

export function DiagramViewport({
  machineId,
  title,
  chart,
  layout,
  highlight,
  coverage,
  onOpenState,
  openedState,
  onShowWhole,
}: {
  machineId: string;
  title: string;
  chart: Statechart;
  layout: DiagramLayout;
  highlight: Highlight;
  coverage: Readonly<Record<string, number>> | undefined;
  onOpenState: (stateId: string) => void;
  openedState: string | null;
  onShowWhole: () => void;
}) {
  const svgRef = useRef<SVGSVGElement>(null);
  const layerRef = useRef<SVGGElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const focusRef = useRef<Rect | null>(null);
  // Declared before usePanZoom so it runs first: a new drawing is fitted around its focus.
  useEffect(() => {
    focusRef.current = focusOf(chart, layout, highlight.active);
  }, [chart, layout, highlight.active]);
  const { fit, zoomIn, zoomOut, onKeyDown, bringIntoView } = usePanZoom(
    svgRef,
    layerRef,
    overlayRef,
    layout,
    focusRef,
  );
  const titleId = `${machineId}-diagram-title`;
  const helpId = useId();

  // The drawing moves, never the window: a browser scrolling it on focus would shift the buttons off their states.
  const viewportRef = useRef<HTMLDivElement>(null);
  const revealButton = (rect: Rect, button: HTMLElement) => {
    viewportRef.current?.scrollTo(0, 0);
    bringIntoView(rect);
    // Now inside the window, the page scrolls to it if the window itself is partly off screen.
    button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  const exportSvg = () => {
    if (svgRef.current)
      downloadFile(`${machineId}.svg`, 'image/svg+xml', diagramSvgText(svgRef.current, layout));
  };

  return (
    <div className={styles.diagram}>
      <div className={styles.toolbar} role="toolbar" aria-label={title}>
        <ToolButton label={copy.zoomIn} onClick={zoomIn} />
        <ToolButton label={copy.zoomOut} onClick={zoomOut} />
        <ToolButton label={copy.fitToScreen} onClick={fit} />
        <ToolButton label={copy.exportSvg} onClick={exportSvg} />
        {openedState ? <ToolButton label={copy.showWholeMachine} onClick={onShowWhole} /> : null}
      </div>
      {openedState ? (
        <p className={styles.help} role="status">
          {copy.openedState(openedState)}
        </p>
      ) : null}
      <p id={helpId} className={styles.help}>
        {copy.diagramHelp}
      </p>
      <div
        ref={viewportRef}
        className={styles.viewport}
        style={{
          height: viewportHeight(layout),
          minHeight: `min(240px, ${viewportHeight(layout)})`,
        }}
        tabIndex={0}
        role="group"
        aria-label={title}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        data-diagram-viewport={machineId}
      >
        <svg
          ref={svgRef}
          role="img"
          aria-labelledby={titleId}
          width="100%"
          height="100%"
          className={styles.canvas}
          data-machine-diagram={machineId}
        >
          <title id={titleId}>{title}</title>
          <g ref={layerRef} data-zoom-layer="">
            <StatechartDrawing
              machineId={machineId}
              chart={chart}
              layout={layout}
              highlight={highlight}
              coverage={coverage}
            />
          </g>
        </svg>
        <div ref={overlayRef} className={styles.overlay}>
          <OpenStateButtons
            chart={chart}
            layout={layout}
            onOpen={onOpenState}
            onFocusAt={revealButton}
          />
        </div>
      </div>
    </div>
  );
}

function ToolButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.toolbarButton} onClick={onClick}>
      {label}
    </button>
  );
}

/**
 * Real buttons over the drawing (the SVG is an image to assistive technology), following its pan
 * and zoom.
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
