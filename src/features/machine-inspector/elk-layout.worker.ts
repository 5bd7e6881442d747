/// <reference lib="webworker" />
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { answerRequests } from './worker-protocol.ts';

/** Runs ELK off the main thread: the page stays responsive while the diagrams are laid out. */

const elk = new ELK();

answerRequests(self, (graph: ElkNode) => elk.layout(graph));
