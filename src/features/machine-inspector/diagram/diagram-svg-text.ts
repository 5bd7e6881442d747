/**
 * The diagram as a standalone SVG file: the whole drawing at its own size, without the zoom
 * and pan the page happens to show.
 */
export function diagramSvgText(
  svg: SVGSVGElement,
  size: { width: number; height: number },
): string {
  // The serializer writes the SVG namespace itself: the element was made in it.
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(Math.ceil(size.width)));
  copy.setAttribute('height', String(Math.ceil(size.height)));
  copy.setAttribute('viewBox', `0 0 ${Math.ceil(size.width)} ${Math.ceil(size.height)}`);
  copy.querySelector('[data-zoom-layer]')?.removeAttribute('transform');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}
