#!/usr/bin/env node
// Writes src/features/overview/map/brazil-states.json, the outlines of the 27 states the overview's
// map draws when no map tiles are set: `node scripts/make-state-outlines.mjs <folder>` where the
// folder holds br_<uf>.json (GeoJSON, WGS84) from github.com/giuliano-macedo/geodata-br-states
// (MIT; its source is the states layer of LAGEAMB/UFPR, from IBGE). Each ring is simplified
// (Ramer–Douglas–Peucker, 0.05°, about 5 km), islands smaller than 0.02 square degrees are
// dropped and coordinates rounded to 0.01°: about 11 KB with gzip, enough to recognise a state.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TOLERANCE = 0.05;
const MIN_AREA = 0.02;
const folder = process.argv[2];
if (!folder)
  throw new Error('usage: node scripts/make-state-outlines.mjs <folder with br_<uf>.json>');

function distanceToSegment([x, y], [x1, y1], [x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / length));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

function simplify(points) {
  if (points.length < 3) return points;
  let [index, farthest] = [0, 0];
  for (let i = 1; i < points.length - 1; i += 1) {
    const d = distanceToSegment(points[i], points[0], points.at(-1));
    if (d > farthest) [index, farthest] = [i, d];
  }
  if (farthest <= TOLERANCE) return [points[0], points.at(-1)];
  return [...simplify(points.slice(0, index + 1)).slice(0, -1), ...simplify(points.slice(index))];
}

const area = (ring) =>
  Math.abs(
    ring.reduce((sum, [x1, y1], i) => {
      const [x2, y2] = ring[(i + 1) % ring.length];
      return sum + x1 * y2 - x2 * y1;
    }, 0),
  ) / 2;
const round = ([x, y]) => [Math.round(x * 100) / 100, Math.round(y * 100) / 100];

const features = [];
for (const file of readdirSync(folder)
  .filter((name) => /^br_[a-z]{2}\.json$/.test(name))
  .sort()) {
  const source = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  const uf = file.slice(3, 5).toUpperCase();
  const polygons = source.features.flatMap((feature) =>
    feature.geometry.type === 'Polygon'
      ? [feature.geometry.coordinates]
      : feature.geometry.coordinates,
  );
  const kept = polygons
    .map((polygon) => polygon[0])
    .filter((ring) => area(ring) >= MIN_AREA)
    .map((ring) => simplify(ring).map(round))
    .filter((ring) => ring.length >= 4)
    .map((ring) => [ring]);
  features.push({
    type: 'Feature',
    properties: { uf },
    geometry: { type: 'MultiPolygon', coordinates: kept },
  });
}
const out = path.resolve('src/features/overview/map/brazil-states.json');
writeFileSync(out, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`);
console.log(`wrote ${out}: ${features.length} states`);
