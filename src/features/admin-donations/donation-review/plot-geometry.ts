/** Pure layout of the SVG plot: positions (lat/lon) to points in a square, north up, same scale on both axes. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface PlotPoint {
  x: number;
  y: number;
}

/**
 * Projects the points into a `size`×`size` box with `margin` on every side (equirectangular,
 * longitude scaled by the cosine of the mean latitude, which is exact enough over a few km).
 * A single point, or points on top of each other, land in the middle.
 */
export function projectPoints(points: readonly GeoPoint[], size: number, margin: number): PlotPoint[] {
  if (points.length === 0) return [];
  const meanLat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  const cosLat = Math.cos((meanLat * Math.PI) / 180);
  const xs = points.map((p) => p.lon * cosLat);
  const ys = points.map((p) => p.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(maxX - minX, maxY - minY);
  const inner = size - 2 * margin;
  const centre = (min: number, max: number) => (min + max) / 2;
  return points.map((_, i) => {
    if (span === 0) return { x: size / 2, y: size / 2 };
    const x = size / 2 + ((xs[i]! - centre(minX, maxX)) / span) * inner;
    const y = size / 2 - ((ys[i]! - centre(minY, maxY)) / span) * inner;
    return { x, y };
  });
}
