/** Pure layout of the SVG plot: positions (lat/lon) to points in a square, north up, same scale on both axes. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface PlotPoint {
  x: number;
  y: number;
}

/** Kilometres in one degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.32;

interface Frame {
  cosLat: number;
  centreX: number;
  centreY: number;
  /** Degrees (longitude already scaled by cosLat) across the longer side; 0 for a single point. */
  span: number;
}

function frameOf(points: readonly GeoPoint[]): Frame {
  const meanLat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  const cosLat = Math.cos((meanLat * Math.PI) / 180);
  const xs = points.map((p) => p.lon * cosLat);
  const ys = points.map((p) => p.lat);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  return {
    cosLat,
    centreX: (minX + maxX) / 2,
    centreY: (minY + maxY) / 2,
    span: Math.max(maxX - minX, maxY - minY),
  };
}

/**
 * Projects the points into a `size`×`size` box with `margin` on every side (equirectangular,
 * longitude scaled by the cosine of the mean latitude, which is exact enough over a few km).
 * A single point, or points on top of each other, land in the middle.
 */
export function projectPoints(
  points: readonly GeoPoint[],
  size: number,
  margin: number,
): PlotPoint[] {
  if (points.length === 0) return [];
  const { cosLat, centreX, centreY, span } = frameOf(points);
  const inner = size - 2 * margin;
  return points.map((p) => {
    if (span === 0) return { x: size / 2, y: size / 2 };
    return {
      x: size / 2 + ((p.lon * cosLat - centreX) / span) * inner,
      y: size / 2 - ((p.lat - centreY) / span) * inner,
    };
  });
}

/** Kilometres per plot unit of projectPoints' layout; null when every point is in one place (no scale). */
export function kmPerUnit(
  points: readonly GeoPoint[],
  size: number,
  margin: number,
): number | null {
  if (points.length === 0) return null;
  const { span } = frameOf(points);
  return span === 0 ? null : (span * KM_PER_DEGREE) / (size - 2 * margin);
}

export interface ScaleBar {
  /** Length on the plot, in plot units. */
  length: number;
  km: number;
}

/**
 * A round scale bar (1, 2 or 5 × a power of ten, in km) at most `maxLength` units long and as
 * long as it can be within that.
 */
export function scaleBar(kmPerPlotUnit: number, maxLength: number): ScaleBar {
  const maxKm = kmPerPlotUnit * maxLength;
  const power = 10 ** Math.floor(Math.log10(maxKm));
  const km = [5, 2, 1].map((step) => step * power).find((candidate) => candidate <= maxKm) ?? power;
  return { length: km / kmPerPlotUnit, km };
}

/**
 * Where each mark's label goes so no two labels overlap (marks on the same spot, a delivery made
 * at the receipt point): the first mark keeps its own position; each next one takes its own
 * position if free, otherwise the nearest free spot on rings around it (above first, then
 * clockwise), and the plot draws a leader line back to the true position. Labels are circles of
 * `radius`, kept inside the box.
 */
export function placeLabels(
  points: readonly PlotPoint[],
  radius: number,
  size: number,
): PlotPoint[] {
  const gap = 2 * radius + 2;
  const placed: PlotPoint[] = [];
  const free = (candidate: PlotPoint) =>
    candidate.x >= radius &&
    candidate.x <= size - radius &&
    candidate.y >= radius &&
    candidate.y <= size - radius &&
    placed.every((other) => Math.hypot(other.x - candidate.x, other.y - candidate.y) >= gap);
  for (const point of points) {
    let chosen: PlotPoint | null = free(point) ? point : null;
    for (let ring = 1; !chosen && ring <= 8; ring += 1) {
      const steps = 8 * ring;
      for (let step = 0; step < steps && !chosen; step += 1) {
        const angle = -Math.PI / 2 + (2 * Math.PI * step) / steps;
        const candidate = {
          x: point.x + Math.cos(angle) * gap * ring,
          y: point.y + Math.sin(angle) * gap * ring,
        };
        if (free(candidate)) chosen = candidate;
      }
    }
    placed.push(chosen ?? point);
  }
  return placed;
}
