/**
 * The metrics endpoint after the smoke's traffic (issue 15, "done when"): refused without the
 * token, and with it the series of issue 15 item 3 with the values this run must have left.
 */

/** Sample lines of `name` whose labels include every pair of `labels`. */
function samples(text: string, name: string, labels: Record<string, string> = {}): number[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) =>
      Object.entries(labels).every(([label, value]) => line.includes(`${label}="${value}"`)),
    )
    .map((line) => Number(line.slice(line.lastIndexOf(' ') + 1)));
}

/** The exposition text of GET /metrics, after checking that it is refused without the token. */
export async function readMetrics(url: string, token: string): Promise<string> {
  const refused = await fetch(`${url}/metrics`);
  if (refused.status !== 401) throw new Error(`GET /metrics without its token: ${refused.status}`);
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET /metrics: ${response.status} ${text.slice(0, 300)}`);
  return text;
}

/** The payments gauge of SUCCEED (the demo seeds some): read before the smoke's checkout. */
export const succeededPayments = (text: string): number =>
  samples(text, 'portico_payments', { status: 'SUCCEED' })[0] ?? 0;

/** The series after the smoke's traffic, `succeededBefore` read before its checkout. */
export function checkMetrics(text: string, succeededBefore: number): string {
  const expectations: [string, number[], (values: number[]) => boolean][] = [
    [
      'lookups answered 2xx',
      samples(text, 'portico_http_requests_total', {
        route: '/services/v1/detailedJourneys',
        status_class: '2xx',
      }),
      (values) => values.some((value) => value >= 1),
    ],
    [
      'a lookup duration observed',
      samples(text, 'portico_http_request_duration_seconds_count', {
        route: '/services/v1/detailedJourneys',
      }),
      (values) => values.some((value) => value >= 1),
    ],
    [
      'no 5xx',
      samples(text, 'portico_http_requests_total', { status_class: '5xx' }),
      (values) => values.every((value) => value === 0),
    ],
    [
      'the forged Paybox notification refused',
      samples(text, 'portico_psp_notifications_refused_total'),
      (values) => values.some((value) => value >= 1),
    ],
    [
      'one more payment SUCCEED',
      samples(text, 'portico_payments', { status: 'SUCCEED' }),
      (values) => values.length === 1 && values[0] === succeededBefore + 1,
    ],
    ['refund_due read', samples(text, 'portico_payments_refund_due'), (v) => v.length === 1],
    ['outbox backlog read', samples(text, 'portico_mail_outbox_backlog'), (v) => v.length === 1],
    ['pool connections', samples(text, 'portico_db_pool_connections'), (v) => v.length === 1],
    ['event-loop lag', samples(text, 'nodejs_eventloop_lag_seconds'), (v) => v.length === 1],
  ];
  const missed = expectations
    .filter(([, values, holds]) => !holds(values))
    .map(([what, values]) => `${what} (${values.join(', ') || 'no sample'})`);
  if (missed.length > 0) throw new Error(`GET /metrics: ${missed.join('; ')}`);
  return `${expectations.length} series as expected (401 without the token)`;
}
