import {
  claimsQueueOrders,
  claimsQueueStatuses,
  protestTypes,
  type ClaimsQueueOrder,
  type ClaimsQueueStatus,
  type ProtestType,
  type RouteQuery,
} from '@portico/contract';

/** The queue's filters as the page's address and its form carry them. */
export const queueFilterFields = [
  'status',
  'type',
  'reason',
  'plate',
  'minAgeDays',
  'order',
] as const;
export type QueueFilterField = (typeof queueFilterFields)[number];
export type QueueFilterValues = Record<QueueFilterField, string>;

type QueueQuery = NonNullable<RouteQuery<'claimsQueue'>>;

const oneOf = <Value extends string>(values: readonly Value[], value: string): value is Value =>
  (values as readonly string[]).includes(value);

export function queueValuesOf(search: URLSearchParams): QueueFilterValues {
  const values = {} as QueueFilterValues;
  for (const field of queueFilterFields) values[field] = search.get(field)?.trim() ?? '';
  return values;
}

/**
 * The API's query: what the address says and the API accepts; anything else left out (a hand-made
 * address shows the default queue rather than an error). No status is the open claims.
 */
export function queueQueryOf(values: QueueFilterValues): QueueQuery {
  const query: QueueQuery = {};
  if (oneOf<ClaimsQueueStatus>(claimsQueueStatuses, values.status)) query.status = values.status;
  if (oneOf<ProtestType>(protestTypes, values.type)) query.type = values.type;
  if (/^[A-Za-z0-9_-]{1,64}$/.test(values.reason)) query.reason = values.reason;
  if (values.plate && values.plate.length <= 20) query.plate = values.plate;
  if (/^\d{1,4}$/.test(values.minAgeDays)) query.minAgeDays = Number(values.minAgeDays);
  if (oneOf<ClaimsQueueOrder>(claimsQueueOrders, values.order)) query.order = values.order;
  return query;
}

/** The page's address for a set of values: only the fields filled in. */
export function queueSearchOf(values: QueueFilterValues): URLSearchParams {
  const search = new URLSearchParams();
  for (const field of queueFilterFields) {
    const value = values[field].trim();
    if (value) search.set(field, value);
  }
  return search;
}
