import { apiPrefix, type RouteName, routes } from '@portico/contract';

// The contract's route table by method and full path: its names are the operations' ids.
const contractNames = new Map(
  Object.entries(routes).map(([name, route]) => [
    `${route.method} ${apiPrefix}${route.path}`,
    name as RouteName,
  ]),
);

/** The contract's name of a route (a HEAD route by its GET's), if the contract lists it. */
export function contractRouteNameOf(method: string, url: string): RouteName | undefined {
  const verb = method.toUpperCase();
  return contractNames.get(`${verb === 'HEAD' ? 'GET' : verb} ${url}`);
}

const camel = (words: readonly string[]) =>
  words
    .filter(Boolean)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');

/**
 * The OpenAPI operationId of a route (issue 27: every operation has one, for generated clients):
 * the contract's name of it (`journeyPrice`), else its method and path in camel case
 * (`getReadyz`, `getDevMailboxById`). A HEAD route Fastify adds for a GET gets its own id.
 */
export function operationIdOf(method: string, url: string): string {
  const verb = method.toUpperCase();
  const named = contractRouteNameOf(verb, url);
  if (named) return verb === 'HEAD' ? `${named}Head` : named;
  const words = url
    .split('/')
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    );
  return camel([verb, ...words]);
}
