import { z } from 'zod';
import { textSchema } from '../text.ts';

/**
 * The console's audit log (issue 28 item 5): what staff did, newest first, filtered by person,
 * action, target and time, a page at a time (a keyset cursor), or the same filters as a CSV file.
 */

export const auditPageSizeMax = 100;
export const auditPageSizeDefault = 50;
/** The widest time window one query or export may ask for. */
export const auditWindowDaysMax = 366;
/** At most this many rows in one CSV export: a narrower window gives the rest. */
export const auditExportRowsMax = 50_000;

const dayMs = 24 * 3_600_000;
const dateTime = z.iso.datetime({ offset: true });
const word = (max: number) =>
  textSchema()
    .min(1)
    .max(max)
    .regex(/^[\w.:-]+$/);

/**
 * The position after the last event of a page: its time and id, opaque to the client (base64url
 * of `iso-time|id`).
 */
export const auditCursorSchema = z
  .string()
  .max(120)
  .regex(/^[A-Za-z0-9_-]+$/);

/** The filters of both the page and the export. The window is `from <= at < to`. */
const auditFilterShape = {
  /** One person's events (their staff id). */
  staffId: z.uuid().optional(),
  /** Events whose action starts with this (`staff.` for every staff administration). */
  action: word(60).optional(),
  /** Events on one target: its type, and optionally its id. */
  targetType: word(40).optional(),
  targetId: word(120).optional(),
  from: dateTime.optional(),
  to: dateTime.optional(),
};

interface FilterFields {
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A target id only with its type; a window in order and at most `auditWindowDaysMax` wide. */
function withFilterRules<Schema extends z.ZodType<FilterFields>>(schema: Schema): Schema {
  return schema
    .refine((query) => query.targetId === undefined || query.targetType !== undefined, {
      message: 'a target id needs its type',
      path: ['targetId'],
    })
    .refine(
      (query) =>
        query.from === undefined ||
        query.to === undefined ||
        (Date.parse(query.from) < Date.parse(query.to) &&
          Date.parse(query.to) - Date.parse(query.from) <= auditWindowDaysMax * dayMs),
      { message: `from before to, at most ${auditWindowDaysMax} days apart`, path: ['to'] },
    );
}

/** GET /operator/audit.csv. */
export const auditFiltersSchema = withFilterRules(z.object(auditFilterShape));
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** GET /operator/audit. */
export const auditQuerySchema = withFilterRules(
  z.object({
    ...auditFilterShape,
    cursor: auditCursorSchema.optional(),
    pageSize: z.coerce.number().int().min(1).max(auditPageSizeMax).default(auditPageSizeDefault),
  }),
);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  at: dateTime,
  /** The person; null for a command run on the server. */
  staffId: z.uuid().nullable(),
  staffName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEventView = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  /** The next page's cursor; null on the last page. */
  nextCursor: auditCursorSchema.nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
