import { z } from 'zod';
import { positiveInt, variable } from './variable.ts';

const between = (min: number, max: number) => positiveInt.pipe(z.number().min(min).max(max));

/**
 * What one console person may take of what is costly or sensitive (issue 28): a claimant's files
 * are personal data (identity papers), and the dashboard reads the whole white-label. A stolen
 * session, a runaway script or a tab left reloading is bounded per person, not only per IP.
 */
export const staffLimitVariables = {
  CLAIM_FILE_VIEWS_PER_STAFF_PER_HOUR: variable({
    description:
      'Claim files (GET /operator/claims/:reference/files/:id, audited claims.file.view) one console person may open in a UTC hour; more: 429 claim_file_view_limit until the hour ends. Counted in the database before the file is read, so across instances.',
    defaultValue: '120',
    expected: 'an integer from 1 to 10000',
    schema: between(1, 10_000),
  }),
  CLAIM_FILE_VIEWS_PER_STAFF_PER_DAY: variable({
    description:
      'Claim files one console person may open in a UTC day; more: 429 claim_file_view_limit until the day ends.',
    defaultValue: '600',
    expected: 'an integer from 1 to 100000',
    schema: between(1, 100_000),
  }),
  CLAIM_FILE_MB_PER_STAFF_PER_DAY: variable({
    description:
      'Megabytes (MiB) of claim files one console person may be served in a UTC day; a file that would pass it: 429 claim_file_view_limit.',
    defaultValue: '1024',
    expected: 'an integer from 1 to 100000 (MiB)',
    schema: between(1, 100_000),
  }),
  MEDIA_MB_PER_STAFF_PER_DAY: variable({
    description:
      'Megabytes (MiB) of pictures one console person may upload to the media store in a UTC day; a picture that would pass it: 429 media_staff_limit. Reserved in the database before the picture is stored, so across instances.',
    defaultValue: '50',
    expected: 'an integer from 1 to 10000 (MiB)',
    schema: between(1, 10_000),
  }),
  MEDIA_MB_PER_WHITELABEL_PER_DAY: variable({
    description:
      'Megabytes (MiB) of pictures the console people of one white-label may upload together in a UTC day; a picture that would pass it: 429 media_whitelabel_limit.',
    defaultValue: '200',
    expected: 'an integer from 1 to 100000 (MiB)',
    schema: between(1, 100_000),
  }),
  DASHBOARD_REQUESTS_PER_STAFF_PER_MINUTE: variable({
    description:
      'Dashboard reads (GET /operator/dashboard, the costliest console read) one console person may make a minute; more: 429 dashboard_rate_limit with Retry-After. Counted in Redis when REDIS_URL is set, else per instance.',
    defaultValue: '10',
    expected: 'an integer from 1 to 600',
    schema: between(1, 600),
  }),
  CONTENT_PUBLISH_WAIT_MS: variable({
    description:
      'How long a publication of the portal’s content waits for another publication of the same item (its lock) before 503 content_publish_busy; a client that hangs up stops waiting at once.',
    defaultValue: '5000',
    expected: 'an integer from 100 to 60000 (milliseconds)',
    schema: between(100, 60_000),
  }),
  CONTENT_PUBLISH_TIMEOUT_MS: variable({
    description:
      'The longest a publication may hold its item’s lock (and its database transaction); past it, it is rolled back (nothing published) and answers 503 content_publish_busy.',
    defaultValue: '10000',
    expected: 'an integer from 1000 to 60000 (milliseconds)',
    schema: between(1000, 60_000),
  }),
  STAFF_SSO_CALL_TIMEOUT_MS: variable({
    description:
      'The longest one call to a white-label’s identity provider (discovery, keys, code exchange, userinfo) may take; past it: 503 staff_sso_unavailable.',
    defaultValue: '5000',
    expected: 'an integer from 500 to 30000 (milliseconds)',
    schema: between(500, 30_000),
  }),
  STAFF_SSO_REQUEST_TIMEOUT_MS: variable({
    description:
      'The longest all the calls to the identity provider of one sign-in request may take together; past it, or when the browser hangs up, the call in flight is aborted: 503 staff_sso_unavailable.',
    defaultValue: '12000',
    expected: 'an integer from 1000 to 60000 (milliseconds)',
    schema: between(1000, 60_000),
  }),
} as const;

/** The per-person limits of the console (claims desk, dashboard) and its bounded waits. */
export interface StaffLimits {
  claimFiles: { perHour: number; perDay: number; bytesPerDay: number };
  /** The media store's uploads: bytes a UTC day per person and per white-label. */
  mediaUploads: { bytesPerStaffPerDay: number; bytesPerWhitelabelPerDay: number };
  dashboardPerMinute: number;
  contentPublish: { waitMs: number; timeoutMs: number };
  staffSso: { callTimeoutMs: number; requestTimeoutMs: number };
}
