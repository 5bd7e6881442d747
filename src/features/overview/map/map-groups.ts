import { MAP_STATUS_GROUPS } from '#contract/overview.ts';

export type MapGroup = (typeof MAP_STATUS_GROUPS)[number];

/** Colours of the map's status groups; each is also said in words (title, legend). */
export const GROUP_COLOURS: Record<MapGroup, { fill: string; text: string }> = {
  waiting: { fill: '#f2c14e', text: '#1f2933' },
  open: { fill: '#1d4e89', text: '#ffffff' },
  done: { fill: '#0b6146', text: '#ffffff' },
  closed: { fill: '#6b7280', text: '#ffffff' },
};

/** The group most of a point's donations are in (the earliest group on a tie). */
export function dominantGroup(counts: Record<MapGroup, number>): MapGroup {
  return MAP_STATUS_GROUPS.reduce(
    (best, group) => (counts[group] > counts[best] ? group : best),
    MAP_STATUS_GROUPS[0],
  );
}
