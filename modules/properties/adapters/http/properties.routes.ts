import Router from '@koa/router';
import { bodyOf, unwrap, type AppState } from '../../../../src/shared/http-kit.js';
import type { PropertiesDeps } from '../../application/ports.js';
import { listProperties } from '../../application/list-properties.js';
import { createProperty, type PropertyInput } from '../../application/create-property.js';
import { getOwnProperty } from '../../application/get-property.js';
import { updateProperty } from '../../application/update-property.js';
import { deleteProperty } from '../../application/delete-property.js';
import { presentProperty } from './property.presenter.js';
import { requireClient } from './properties.policy.js';

/** A client's own properties; every route answers only about the caller's properties. */
export function propertiesRouter(deps: PropertiesDeps): Router<AppState> {
  const router = new Router<AppState>();
  const present = presentProperty(deps.addresses);

  router.get('/api/properties', async (ctx) => {
    const { userId } = requireClient(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await listProperties(deps)(userId)).map(present);
  });

  router.post('/api/properties', async (ctx) => {
    const { userId } = requireClient(ctx);
    const property = unwrap(await createProperty(deps)(userId, bodyOf<PropertyInput>(ctx)));
    ctx.status = 201;
    ctx.set('Location', `/api/properties/${property.id}`);
    ctx.body = present(property);
  });

  router.get('/api/properties/:id', async (ctx) => {
    const { userId } = requireClient(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = present(unwrap(await getOwnProperty(deps)(userId, ctx.params.id!)));
  });

  router.put('/api/properties/:id', async (ctx) => {
    const { userId } = requireClient(ctx);
    ctx.body = present(unwrap(await updateProperty(deps)(userId, ctx.params.id!, bodyOf<PropertyInput>(ctx))));
  });

  router.delete('/api/properties/:id', async (ctx) => {
    const { userId } = requireClient(ctx);
    unwrap(await deleteProperty(deps)(userId, ctx.params.id!));
    ctx.status = 204;
  });

  return router;
}
