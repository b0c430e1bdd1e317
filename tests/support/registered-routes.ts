import type { RunningPortal } from '@ghost/web/embedded';

type Service = RunningPortal['services']['command'];

/** What @koa/router leaves on the middleware it gives a Koa app: the router and its layers. */
interface RouterMiddleware {
  router?: { stack: { path: string | RegExp; methods: string[] }[] };
}

/**
 * The routes a service's routers register, as 'METHOD /path' with the paths as written (e.g.
 * 'PUT /api/users/:id'); the HEAD the router adds to every GET is left out.
 */
export const registeredRoutes = (service: Service): string[] =>
  service.middleware.flatMap((middleware) =>
    ((middleware as RouterMiddleware).router?.stack ?? []).flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${String(layer.path)}`),
    ),
  );
