/** Each reply names the request it answers, so answers may come back in any order. */

type Envelope<T> = { id: number; request: T };
type Reply<T> = { id: number; result: T } | { id: number; error: string };

export function workerRequests<TRequest, TResult>(
  create: () => Worker,
): (request: TRequest) => Promise<TResult> {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve: (result: TResult) => void; reject: (error: Error) => void }
  >();
  const started = (): Worker => {
    if (worker) return worker;
    worker = create();
    worker.onmessage = ({ data }: MessageEvent<Reply<TResult>>) => {
      const waiting = pending.get(data.id);
      pending.delete(data.id);
      if (!waiting) return;
      if ('error' in data) waiting.reject(new Error(data.error));
      else waiting.resolve(data.result);
    };
    return worker;
  };
  return (request) =>
    new Promise<TResult>((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject });
      started().postMessage({ id: nextId, request } satisfies Envelope<TRequest>);
    });
}

export function answerRequests<TRequest, TResult>(
  scope: { onmessage: unknown; postMessage(message: unknown): void },
  handle: (request: TRequest) => TResult | Promise<TResult>,
): void {
  scope.onmessage = async ({ data }: MessageEvent<Envelope<TRequest>>) => {
    try {
      scope.postMessage({
        id: data.id,
        result: await handle(data.request),
      } satisfies Reply<TResult>);
    } catch (problem) {
      scope.postMessage({ id: data.id, error: String(problem) } satisfies Reply<TResult>);
    }
  };
}
