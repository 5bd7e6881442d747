import { useId, useRef } from 'react';
import { machinesCopy as copy } from '../copy';
import { downloadFile } from '#src/ui/download-file.ts';
import type { DiagramLayout } from '../layout/diagram-layout';
import type { Statechart } from '../statechart-model';
import * as styles from '../machines.css';
import { diagramSvgText } from './diagram-svg-text';
import { StatechartDrawing, type Highlight } from './StatechartDrawing';
import { usePanZoom } from './use-pan-zoom';

/** The diagram in a pan-and-zoom viewport the width of the page, with its toolbar. */
export function DiagramViewport({ machineId, title, chart, layout, highlight, coverage }: {
  machineId: string;
  title: string;
  chart: Statechart;
  layout: DiagramLayout;
  highlight: Highlight;
  coverage: Readonly<Record<string, number>> | undefined;
}) {
  const svgRef = useRef<SVGSVGElement>(null);
  const layerRef = useRef<SVGGElement>(null);
  const { fit, zoomIn, zoomOut, onKeyDown } = usePanZoom(svgRef, layerRef, layout);
  const titleId = `${machineId}-diagram-title`;
  const helpId = useId();

  const exportSvg = () => {
    if (svgRef.current) downloadFile(`${machineId}.svg`, 'image/svg+xml', diagramSvgText(svgRef.current, layout));
  };


  return (
    <div className={styles.diagram}>
      <div className={styles.toolbar} role="toolbar" aria-label={title}>
        <ToolButton label={copy.zoomIn} onClick={zoomIn} />
        <ToolButton label={copy.zoomOut} onClick={zoomOut} />
        <ToolButton label={copy.fitToScreen} onClick={fit} />
        <ToolButton label={copy.exportSvg} onClick={exportSvg} />
      </div>
      <p id={helpId} className={styles.help}>
        {copy.diagramHelp}
      </p>
      <div className={styles.viewport} tabIndex={0} role="group" aria-label={title} aria-describedby={helpId} onKeyDown={onKeyDown} data-diagram-viewport={machineId}>
        <svg ref={svgRef} role="img" aria-labelledby={titleId} width="100%" height="100%" className={styles.canvas} data-machine-diagram={machineId}>
          <title id={titleId}>{title}</title>
          <g ref={layerRef} data-zoom-layer="">
            <StatechartDrawing machineId={machineId} chart={chart} layout={layout} highlight={highlight} coverage={coverage} />
          </g>
        </svg>
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
