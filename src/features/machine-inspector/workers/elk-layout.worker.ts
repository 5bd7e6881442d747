/// <reference lib="webworker" />
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { answerRequests } from './worker-protocol.ts';

const elk = new ELK();

answerRequests(self, (graph: ElkNode) => elk.layout(graph));
