/** The origin API requests name while the server renders a page (see client.ts). */
export const SERVER_RENDER_ORIGIN = 'http://server-render.invalid';

/** See serverFetch. */
const SERVER_RENDER_API_TIMEOUT_MS = 3000;

let apiOrigin: string | null = null;

/** Set by the server before each render: where this process's own API listens (loopback). */
export function setServerApiOrigin(origin: string): void {
  apiOrigin = origin;
}

export function serverFetch(request: Request): Promise<Response> {
  if (!apiOrigin) return Promise.reject(new Error('server render without an API origin'));
  const url = new URL(request.url);
  // As a visitor: no cookie or token is forwarded, so what is drawn is what anyone may see. Renders
  // wait for each other, so a slow answer is given up sooner than in the browser (the page is then
  // drawn with what it has, and the browser app asks again).
  const forwarded = new Request(`${apiOrigin}${url.pathname}${url.search}`, request);
  // The server's admission control and per-address limits count the page request, not these calls made
  // for it over loopback (src/http/admission/request-classes.ts, isOwnRender).
  forwarded.headers.set('X-Eclat-Render', '1');
  return fetch(forwarded, {
    signal: AbortSignal.any([request.signal, AbortSignal.timeout(SERVER_RENDER_API_TIMEOUT_MS)]),
  });
}
