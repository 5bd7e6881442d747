/// <reference lib="webworker" />
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';

/** Runs ELK off the main thread: the page stays responsive while the diagrams are laid out. */

export type LayoutRequest = { id: number; graph: ElkNode };
export type LayoutReply = { id: number; graph: ElkNode } | { id: number; error: string };

const elk = new ELK();

self.onmessage = async ({ data }: MessageEvent<LayoutRequest>) => {
  try {
    const graph = await elk.layout(data.graph);
    self.postMessage({ id: data.id, graph } satisfies LayoutReply);
  } catch (problem) {
    self.postMessage({ id: data.id, error: String(problem) } satisfies LayoutReply);
  }
};
