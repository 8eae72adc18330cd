/** How far an upload has gone, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** `Headers` from XMLHttpRequest's raw "name: value" lines. */
export function parseResponseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** The share sent of an upload progress event, or null when the browser cannot tell the total. */
export function fractionOf(event: { loaded: number; total: number; lengthComputable: boolean }): number | null {
  if (!event.lengthComputable || event.total <= 0) return null;
  return Math.min(1, Math.max(0, event.loaded / event.total));
}

/**
 * A `fetch` for openapi-fetch's per-request option that sends `form` with XMLHttpRequest, whose
 * upload events report progress (fetch has none). The request it receives went through the app's
 * middleware (bearer token, language, X-Requested-With, the 10-second signal), so its headers and
 * signal are used as they are; the browser writes the multipart content type with its boundary.
 */
export function progressFetch(form: FormData, onProgress: UploadProgress | undefined): (request: Request) => Promise<Response> {
  return (request) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => {
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      });
      const abort = () => xhr.abort();
      const done = () => request.signal.removeEventListener('abort', abort);
      if (request.signal.aborted) {
        reject(request.signal.reason ?? new DOMException('Aborted', 'AbortError'));
        return;
      }
      request.signal.addEventListener('abort', abort);
      xhr.upload.addEventListener('progress', (event) => {
        const fraction = fractionOf(event);
        if (fraction !== null) onProgress?.(fraction);
      });
      xhr.addEventListener('load', () => {
        done();
        onProgress?.(1);
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers: parseResponseHeaders(xhr.getAllResponseHeaders()) }));
      });
      xhr.addEventListener('error', () => {
        done();
        reject(new TypeError('Network request failed'));
      });
      xhr.addEventListener('abort', () => {
        done();
        reject(request.signal.reason ?? new DOMException('Aborted', 'AbortError'));
      });
      onProgress?.(0);
      xhr.send(form);
    });
}
