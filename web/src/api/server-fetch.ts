/** The origin API requests name while the server renders a page (see client.ts). */
export const SERVER_RENDER_ORIGIN = 'http://server-render.invalid';

let apiOrigin: string | null = null;

/** Set by the server before each render: where this process's own API listens (loopback). */
export function setServerApiOrigin(origin: string): void {
  apiOrigin = origin;
}

export function serverFetch(request: Request): Promise<Response> {
  if (!apiOrigin) return Promise.reject(new Error('server render without an API origin'));
  const url = new URL(request.url);
  // As a visitor: no cookie or token is forwarded, so what is drawn is what anyone may see.
  return fetch(new Request(`${apiOrigin}${url.pathname}${url.search}`, request));
}
