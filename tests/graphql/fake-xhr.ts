// A scripted XMLHttpRequest for the upload-with-progress path (Node has no XHR).

type Handler = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  method = '';
  url = '';
  readonly headers = new Map<string, string>();
  body: FormData | null = null;
  status = 0;
  responseText = '';
  private responseHeaders = new Map<string, string>();
  readonly upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;

  private markSent: () => void = () => undefined;
  /** Resolves once the client called send(). */
  readonly sent = new Promise<void>((resolve) => {
    this.markSent = resolve;
  });

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  send(body: FormData) {
    this.body = body;
    this.markSent();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, text = '', headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = text;
    this.responseHeaders = new Map(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    this.onload?.({} as ProgressEvent);
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders.get(name.toLowerCase()) ?? null;
  }

  failNetwork() {
    this.onerror?.({} as ProgressEvent);
  }

  /** The fake stands in for the browser's XMLHttpRequest, of which it implements what the client uses. */
  asXhr(): XMLHttpRequest {
    return this as unknown as XMLHttpRequest;
  }
}
