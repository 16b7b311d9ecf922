import type { AuditFilters } from '@portico/contract';

/** The filters as the page's address and its form carry them: dates as days (yyyy-mm-dd). */
export const auditFilterFields = [
  'staffId',
  'action',
  'targetType',
  'targetId',
  'from',
  'to',
] as const;
export type AuditFilterField = (typeof auditFilterFields)[number];
export type AuditFilterValues = Record<AuditFilterField, string>;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a day in the person's time zone, as the API's ISO time. */
function startOfDay(day: string, addDays = 0): string | undefined {
  if (!dayPattern.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  date.setDate(date.getDate() + addDays);
  return date.toISOString();
}

export function filterValuesOf(search: URLSearchParams): AuditFilterValues {
  const values = {} as AuditFilterValues;
  for (const field of auditFilterFields) values[field] = search.get(field)?.trim() ?? '';
  return values;
}

/**
 * The API's filters: empty fields left out; "to" is a whole day, so the window ends at the start
 * of the day after it (the API's window is `from <= at < to`).
 */
export function auditFiltersOf(values: AuditFilterValues): AuditFilters {
  const filters: AuditFilters = {};
  if (values.staffId) filters.staffId = values.staffId;
  if (values.action) filters.action = values.action;
  if (values.targetType) filters.targetType = values.targetType;
  if (values.targetId) filters.targetId = values.targetId;
  const from = startOfDay(values.from);
  const to = startOfDay(values.to, 1);
  if (from) filters.from = from;
  if (to) filters.to = to;
  return filters;
}

/** The page's address for a set of values: only the fields filled in. */
export function searchOf(values: AuditFilterValues): URLSearchParams {
  const search = new URLSearchParams();
  for (const field of auditFilterFields) {
    const value = values[field].trim();
    if (value) search.set(field, value);
  }
  return search;
}
