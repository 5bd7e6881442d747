import { select } from 'd3-selection';
import { zoom, zoomIdentity, zoomTransform, type ZoomBehavior } from 'd3-zoom';
import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/**
 * Pan and zoom of an SVG drawing with d3-zoom: drag, wheel and pinch come from the library;
 * the keyboard (+, −, arrows, 0) and the buttons call the same behaviour. 'Ajustar à tela'
 * shows the whole drawing, centred, as large as the viewport allows.
 */

const ZOOM_STEP = 1.25;
const PAN_STEP = 60;
/** Small enough to fit the largest machine on a phone, large enough to read one label. */
const SCALE_EXTENT: [number, number] = [0.04, 4];
const FIT_MARGIN = 8;

export function usePanZoom(svgRef: RefObject<SVGSVGElement | null>, layerRef: RefObject<SVGGElement | null>, size: { width: number; height: number } | null) {
  const behavior = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);

  const viewport = useCallback(() => {
    const rect = svgRef.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  }, [svgRef]);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return undefined;
    const zoomBehavior = zoom<SVGSVGElement, unknown>()
      .scaleExtent(SCALE_EXTENT)
      .extent(() => {
        const { width, height } = viewport();
        return [
          [0, 0],
          [width || 1, height || 1],
        ];
      })
      .on('zoom', ({ transform }: { transform: { toString(): string } }) => {
        layerRef.current?.setAttribute('transform', transform.toString());
      });
    select(svg).call(zoomBehavior);
    behavior.current = zoomBehavior;
    return () => {
      select(svg).on('.zoom', null);
      behavior.current = null;
    };
  }, [svgRef, layerRef, viewport]);

  const fit = useCallback(() => {
    const svg = svgRef.current;
    const zoomBehavior = behavior.current;
    const { width, height } = viewport();
    if (!svg || !zoomBehavior || !size || width === 0 || height === 0) return;
    const scale = Math.min((width - 2 * FIT_MARGIN) / size.width, (height - 2 * FIT_MARGIN) / size.height, 1);
    const x = (width - size.width * scale) / 2;
    const y = (height - size.height * scale) / 2;
    select(svg).call(zoomBehavior.transform, zoomIdentity.translate(x, y).scale(scale));
  }, [svgRef, viewport, size]);

  // A new drawing starts fitted to the viewport.
  useEffect(fit, [fit]);

  const zoomBy = useCallback(
    (factor: number) => {
      if (svgRef.current && behavior.current) select(svgRef.current).call(behavior.current.scaleBy, factor);
    },
    [svgRef],
  );

  const panBy = useCallback(
    (dx: number, dy: number) => {
      const svg = svgRef.current;
      const zoomBehavior = behavior.current;
      if (!svg || !zoomBehavior) return;
      // translateBy works in drawing units; a key press moves the same distance on screen at any zoom.
      const { k } = zoomTransform(svg);
      select(svg).call(zoomBehavior.translateBy, dx / k, dy / k);
    },
    [svgRef],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const actions: Record<string, () => void> = {
        '+': () => zoomBy(ZOOM_STEP),
        '=': () => zoomBy(ZOOM_STEP),
        '-': () => zoomBy(1 / ZOOM_STEP),
        '0': fit,
        ArrowLeft: () => panBy(PAN_STEP, 0),
        ArrowRight: () => panBy(-PAN_STEP, 0),
        ArrowUp: () => panBy(0, PAN_STEP),
        ArrowDown: () => panBy(0, -PAN_STEP),
      };
      const action = actions[event.key];
      if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      action();
    },
    [zoomBy, panBy, fit],
  );

  return { fit, zoomIn: () => zoomBy(ZOOM_STEP), zoomOut: () => zoomBy(1 / ZOOM_STEP), onKeyDown };
}
