import type { ElkNode } from 'elkjs/lib/elk-api';
import type { LayoutReply, LayoutRequest } from './elk-layout.worker';

/**
 * Lays out an ELK graph in the layout worker (a module served from our own origin). Unit tests
 * (jsdom has no Worker) run ELK in this thread; a build drops that branch, so elkjs is only in
 * the worker.
 */

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (graph: ElkNode) => void; reject: (error: Error) => void }>();

function layoutWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./elk-layout.worker.ts', import.meta.url), { type: 'module', name: 'elk-layout' });
  worker.onmessage = ({ data }: MessageEvent<LayoutReply>) => {
    const request = pending.get(data.id);
    pending.delete(data.id);
    if (!request) return;
    if ('error' in data) request.reject(new Error(data.error));
    else request.resolve(data.graph);
  };
  return worker;
}

export async function runElk(graph: ElkNode): Promise<ElkNode> {
  if (import.meta.env.MODE === 'test') {
    const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
    return new ELK().layout(graph);
  }
  nextId += 1;
  const id = nextId;
  return new Promise<ElkNode>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    layoutWorker().postMessage({ id, graph } satisfies LayoutRequest);
  });
}
