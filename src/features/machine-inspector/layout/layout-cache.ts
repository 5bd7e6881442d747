import type { Statechart } from '../statechart-model';
import { diagramLayoutOf, type DiagramLayout } from './diagram-layout';
import { elkGraphOf } from './elk-graph';
import { runElk } from './run-elk';

/**
 * One layout per machine definition: the key is the ELK graph itself (states, transitions,
 * label sizes), so a changed definition is laid out again and an unchanged one never is.
 */

const cache = new Map<string, Promise<DiagramLayout>>();

export function layoutStatechart(chart: Statechart): Promise<DiagramLayout> {
  const graph = elkGraphOf(chart);
  const key = JSON.stringify(graph);
  let layout = cache.get(key);
  if (!layout) {
    layout = runElk(graph).then(diagramLayoutOf);
    // A failed layout may succeed another time.
    layout.catch(() => cache.delete(key));
    cache.set(key, layout);
  }
  return layout;
}
