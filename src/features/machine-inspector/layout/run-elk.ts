import type { ElkNode } from 'elkjs/lib/elk-api';
import { workerRequests } from '../worker-protocol';

/**
 * Lays out an ELK graph in the layout worker (a module served from our own origin). Unit tests
 * (jsdom has no Worker) run ELK in this thread; a build drops that branch, so elkjs is only in
 * the worker.
 */

const layoutInWorker = workerRequests<ElkNode, ElkNode>(
  () =>
    new Worker(new URL('./elk-layout.worker.ts', import.meta.url), {
      type: 'module',
      name: 'elk-layout',
    }),
);

export async function runElk(graph: ElkNode): Promise<ElkNode> {
  if (import.meta.env.MODE === 'test') {
    const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
    return new ELK().layout(graph);
  }
  return layoutInWorker(graph);
}
