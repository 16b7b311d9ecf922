import { describe, expect, it } from 'vitest';
import { auditFiltersOf, filterValuesOf, searchOf } from './audit-filters.ts';

describe('the audit log’s filters', () => {
  it('leave out empty fields', () => {
    expect(auditFiltersOf(filterValuesOf(new URLSearchParams('action=&targetType=staff')))).toEqual(
      { targetType: 'staff' },
    );
  });

  it('take "to" as a whole day: the window ends at the start of the next one', () => {
    const filters = auditFiltersOf(
      filterValuesOf(new URLSearchParams('from=2026-11-01&to=2026-11-01')),
    );
    expect(filters.from).toBe(new Date('2026-11-01T00:00:00').toISOString());
    expect(filters.to).toBe(new Date('2026-11-02T00:00:00').toISOString());
  });

  it('ignore a date that is not a day', () => {
    expect(auditFiltersOf(filterValuesOf(new URLSearchParams('from=yesterday')))).toEqual({});
  });

  it('round-trip through the address', () => {
    const values = filterValuesOf(new URLSearchParams('action=staff.&from=2026-11-01'));
    expect(searchOf(values).toString()).toBe('action=staff.&from=2026-11-01');
  });
});
