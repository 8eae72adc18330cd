import { createServer, type Server } from 'node:http';
import Koa from 'koa';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchByPrefix, pathPrefix } from './router-dispatch.js';

/** Routers shaped like the app's: literal prefixes, a parameter in the first segments, a prefix route. */
function routers(): Router[] {
  const messages = new Router();
  messages.get('/api/messages/unread', (ctx) => (ctx.body = 'unread'));
  messages.post('/api/messages/:id', (ctx) => (ctx.body = `sent ${ctx.params.id}`));
  const bookings = new Router();
  bookings.post('/api/bookings', (ctx) => (ctx.body = 'requested'));
  bookings.get('/api/bookings/:id', (ctx) => (ctx.body = `booking ${ctx.params.id}`));
  const anyFirst = new Router();
  anyFirst.get('/:lang/about', (ctx) => (ctx.body = `about ${ctx.params.lang}`));
  const dev = new Router();
  dev.use(['/api/dev'], async (ctx, next) => {
    ctx.set('X-Dev', '1');
    await next();
  });
  dev.get('/api/dev/mail', (ctx) => (ctx.body = 'mail'));
  const empty = new Router();
  return [dev, messages, bookings, anyFirst, empty];
}

async function serve(mount: (app: Koa) => void): Promise<{ server: Server; url: string }> {
  const app = new Koa();
  mount(app);
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}` };
}

describe('dispatchByPrefix', () => {
  let line: Awaited<ReturnType<typeof serve>>;
  let dispatched: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    line = await serve((app) => {
      for (const r of routers()) app.use(r.routes()).use(r.allowedMethods());
    });
    dispatched = await serve((app) => app.use(dispatchByPrefix(routers())));
  });
  afterAll(() => Promise.all([line, dispatched].map(({ server }) => new Promise((resolve) => server.close(resolve)))));

  it('keys a path by its first two segments, as routers match it (no case, no trailing slash)', () => {
    expect(pathPrefix('/api/messages/123/read')).toBe('/api/messages');
    expect(pathPrefix('/API/Messages/')).toBe('/api/messages');
    expect(pathPrefix('/api/')).toBe('/api');
    expect(pathPrefix('/')).toBe('/');
  });

  it.each([
    ['POST', '/api/messages/42'],
    ['GET', '/api/messages/unread'],
    ['GET', '/API/Messages/unread/'],
    ['DELETE', '/api/messages/42'],
    ['OPTIONS', '/api/messages/42'],
    ['POST', '/api/bookings'],
    ['GET', '/api/bookings/7'],
    ['PUT', '/api/bookings'],
    ['GET', '/fr/about'],
    ['GET', '/api/dev/mail'],
    ['GET', '/api/unknown'],
    ['PROPFIND', '/api/unknown'],
    ['PROPFIND', '/api/messages/42'],
    ['GET', '/'],
  ])('answers %s %s as the routers in line do', async (method, path) => {
    const [a, b] = await Promise.all([line, dispatched].map(async ({ url }) => {
      const res = await fetch(`${url}${path}`, { method });
      return { status: res.status, allow: res.headers.get('allow'), dev: res.headers.get('x-dev'), body: await res.text() };
    }));
    expect(b).toEqual(a);
  });

  it('answers from the right router, and refuses a wrong method with Allow', async () => {
    const sent = await fetch(`${dispatched.url}/api/messages/42`, { method: 'POST' });
    expect(await sent.text()).toBe('sent 42');
    const wrong = await fetch(`${dispatched.url}/api/bookings`, { method: 'PUT' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
  });
});
