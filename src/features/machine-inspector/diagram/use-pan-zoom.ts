import { select } from 'd3-selection';
import { zoom, zoomIdentity, zoomTransform, type ZoomBehavior } from 'd3-zoom';
import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { Rect } from './diagram-layout.ts';
import { READABLE_SCALE } from './diagram-layout.ts';

/**
 * 'Ajustar à tela' never goes below READABLE_SCALE: a larger drawing stays readable and pans
 * instead.
 */

const ZOOM_STEP = 1.25;
const PAN_STEP = 60;
const SCALE_EXTENT: [number, number] = [0.04, 4];
export const FIT_MARGIN = 8;
const MAX_FIT_SCALE = 1.5;

type Transform = { x: number; y: number; k: number; toString(): string };

/**
 * Along each side it overflows, `focus` stays in view; the drawing's edge is never pulled inside
 * the window.
 */
export function fitTransform(
  size: { width: number; height: number },
  width: number,
  height: number,
  focus: Rect | null,
): { x: number; y: number; k: number } {
  const whole = Math.min(
    (width - 2 * FIT_MARGIN) / size.width,
    (height - 2 * FIT_MARGIN) / size.height,
    MAX_FIT_SCALE,
  );
  const k = Math.max(whole, READABLE_SCALE);
  const place = (drawn: number, room: number, at: number | null, share: number) => {
    if (drawn <= room - 2 * FIT_MARGIN) return (room - drawn) / 2;
    const wanted = at === null ? FIT_MARGIN : room * share - at * k;
    return Math.min(FIT_MARGIN, Math.max(room - drawn - FIT_MARGIN, wanted));
  };
  return {
    x: place(size.width * k, width, focus ? focus.x + focus.width / 2 : null, 0.5),
    y: place(size.height * k, height, focus ? focus.y + focus.height / 2 : null, 0.4),
    k,
  };
}

export function usePanZoom(
  svgRef: RefObject<SVGSVGElement | null>,
  layerRef: RefObject<SVGGElement | null>,
  overlayRef: RefObject<HTMLElement | null>,
  size: { width: number; height: number } | null,
  /** Read when fitting, so a live state change never moves what QA is looking at. */
  focusRef: RefObject<Rect | null>,
) {
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
      .on('zoom', ({ transform }: { transform: Transform }) => {
        layerRef.current?.setAttribute('transform', transform.toString());
        if (overlayRef.current)
          overlayRef.current.style.transform = `translate(${transform.x}px, ${transform.y}px) scale(${transform.k})`;
      });
    select(svg).call(zoomBehavior);
    behavior.current = zoomBehavior;
    return () => {
      select(svg).on('.zoom', null);
      behavior.current = null;
    };
  }, [svgRef, layerRef, overlayRef, viewport]);

  const fit = useCallback(() => {
    const svg = svgRef.current;
    const zoomBehavior = behavior.current;
    const { width, height } = viewport();
    if (!svg || !zoomBehavior || !size || width === 0 || height === 0) return;
    const { x, y, k } = fitTransform(size, width, height, focusRef.current);
    select(svg).call(zoomBehavior.transform, zoomIdentity.translate(x, y).scale(k));
  }, [svgRef, viewport, size, focusRef]);

  useEffect(fit, [fit]);

  const zoomBy = useCallback(
    (factor: number) => {
      if (svgRef.current && behavior.current)
        select(svgRef.current).call(behavior.current.scaleBy, factor);
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

  /** A focused button is never hidden. */
  const bringIntoView = useCallback(
    (rect: Rect) => {
      const svg = svgRef.current;
      const zoomBehavior = behavior.current;
      if (!svg || !zoomBehavior) return;
      const { x, y, k } = zoomTransform(svg);
      const { width, height } = viewport();
      const left = rect.x * k + x;
      const top = rect.y * k + y;
      const inView =
        left >= 0 && top >= 0 && left + rect.width * k <= width && top + rect.height * k <= height;
      if (!inView)
        select(svg).call(
          zoomBehavior.translateTo,
          rect.x + rect.width / 2,
          rect.y + rect.height / 2,
        );
    },
    [svgRef, viewport],
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

  return {
    fit,
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    onKeyDown,
    bringIntoView,
  };
}
