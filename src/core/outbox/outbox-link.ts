import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { from, map } from 'rxjs';
import { answerWhileQueued, isQueuedWrite, type QueuedMutation } from './queued-writes';

/** What the link needs of the outbox: a place to keep a write until it can be sent. */
export interface WriteQueue {
  /** Stores the write on the device; rejects (StorageFullError, say) when it cannot. */
  enqueue(mutation: QueuedMutation): Promise<unknown>;
}

/** Marks a mutation's answer as "kept on the device, not sent yet" (`result.extensions`). */
const QUEUED_EXTENSION = 'queuedOnDevice';

/** True when the outbox link kept the write on the device rather than sending it. */
export const wasQueued = (result: { extensions?: Record<string, unknown> }) =>
  result.extensions?.[QUEUED_EXTENSION] === true;

/**
 * The outbox as an Apollo link, ahead of the schema (docs/architecture.md A1, "Writes"): a write
 * listed in queued-writes.ts is kept on the device and answered at once as if sent, and the outbox
 * sends it later through this same client. A write that already carries its Idempotency-Key is
 * the outbox sending one, and every other operation goes on to the schema as it is.
 */
export function outboxLink(queue: WriteQueue): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const { operationName } = operation;
    const queued =
      operation.operationType === OperationTypeNode.MUTATION &&
      isQueuedWrite(operationName) &&
      !operation.getContext().idempotencyKey;
    if (!queued) return forward(operation);
    // The variables are those of a typed `mutate` of this very operation (graphql/generated).
    const mutation = { operationName, variables: operation.variables } as QueuedMutation;
    return from(queue.enqueue(mutation)).pipe(
      map((): ApolloLink.Result => ({
        data: answerWhileQueued(operationName),
        extensions: { [QUEUED_EXTENSION]: true },
      })),
    );
  });
}
