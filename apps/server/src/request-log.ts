import { pathOf } from './shared/url-path.ts';

/** What pino gets for `req`: Fastify's request (the raw Node request lacks the routed parts). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  routeOptions?: { url?: string | undefined };
  socket?: { remotePort?: number | undefined } | null;
}

/**
 * What a log line says about a request (issue 9 item 14): never its query string (plates, case
 * numbers, lookup session ids, captcha tokens) nor any header (x-api-key, cookies); for a route
 * with parameters, the route's pattern rather than the path, since a payment id in the path opens
 * that payment's receipt and e-mail address.
 */
export function serializeRequest(request: LoggedRequest) {
  const route = request.routeOptions?.url;
  const url = route?.includes(':') ? route : pathOf(request.url ?? '');
  return {
    method: request.method,
    url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
