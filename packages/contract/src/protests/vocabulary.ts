import type { ClaimCategory } from '../journeys/journey-category.ts';

/**
 * Claims (protests) of spec 000 sections 4, 7 and 8 and issue 14, without Zod so that the claim
 * pages can check files before uploading them (the schemas are in schemas.ts).
 */

/** The `type` query of GET /protests/reasons and POST /protests (spec 000 section 7). */
export const protestTypes = ['CNP', 'LATE_PAYMENT', 'FREE_FLOW'] as const;
export type ProtestType = (typeof protestTypes)[number];

/**
 * The protest type of each claim category (spec 000 section 4). `omp` has none: a case transmitted
 * to the prosecutor's officer is contested with that officer, not online, so such journeys are
 * refused with `protest_journey_not_contestable`.
 */
export const protestTypeOfClaimCategory: Readonly<Record<ClaimCategory, ProtestType | null>> = {
  retardPaiement: 'LATE_PAYMENT',
  cnp: 'CNP',
  fluxLibre: 'FREE_FLOW',
  omp: null,
};

/**
 * What the claim form may attach (spec 000 section 8/9: 5 MB in total; PNG, JPG, GIF or PDF).
 * "5 MB" is read as 5 MiB. At most 5 files (Portico's choice: a claim needs a notice, an ID or a
 * registration document and a proof of sale or theft at most). The server checks the type by the
 * file's first bytes, never by its name or declared type; the web checks names and sizes first
 * so the driver hears of it before uploading.
 */
export const attachmentLimits = {
  totalBytes: 5 * 1024 * 1024,
  maxFiles: 5,
  mediaTypes: ['image/png', 'image/jpeg', 'image/gif', 'application/pdf'],
  /** File-name endings the picker offers (`accept`), lower case. */
  extensions: ['.png', '.jpg', '.jpeg', '.gif', '.pdf'],
} as const;
export type AttachmentMediaType = (typeof attachmentLimits.mediaTypes)[number];

/** The multipart field names of POST /protests. */
export const protestFormFields = {
  /** The claim as JSON (createProtestClaimSchema). */
  claim: 'claim',
  /** Each attached file, repeated. */
  attachments: 'attachments',
} as const;

/** Bounds of the claim body. */
export const protestCommentMaxLength = 2000;
export const protestEmailMaxLength = 100;
export const protestMaxJourneys = 200;

/** A claim's reference as the driver receives it, e.g. `CL-2026-000123`. */
export const protestReferencePattern = /^CL-\d{4}-\d{6}$/;

/**
 * Where a claim stands. OPEN: filed, the journeys' dunning ladder paused. ACCEPTED: the operator
 * cancelled the journeys or lowered their price. REJECTED: the ladder resumed, its deadlines moved
 * by the time paused.
 */
export const protestStatuses = ['OPEN', 'ACCEPTED', 'REJECTED'] as const;
export type ProtestStatus = (typeof protestStatuses)[number];

export const protestDecisionOutcomes = ['ACCEPTED', 'REJECTED'] as const;
export type ProtestDecisionOutcome = (typeof protestDecisionOutcomes)[number];

/** Whether a file name ends with an extension the claim form accepts (a first check; the server sniffs). */
export function hasAcceptedAttachmentExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return attachmentLimits.extensions.some((extension) => lower.endsWith(extension));
}

export type AttachmentCheck =
  | { ok: true }
  | { ok: false; code: 'mime_type_not_valid' | 'claim_files_toobig' | 'protest_files_number' };

/**
 * The web's check of the files picked, before uploading, with the server's codes: count, then
 * total size, then the name's extension. The contact form shows its own text
 * (`claim_files_toobig_contact`) for `claim_files_toobig`.
 */
export function checkAttachments(
  files: readonly { name: string; size: number }[],
): AttachmentCheck {
  if (files.length > attachmentLimits.maxFiles) return { ok: false, code: 'protest_files_number' };
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > attachmentLimits.totalBytes) return { ok: false, code: 'claim_files_toobig' };
  if (files.some((file) => !hasAcceptedAttachmentExtension(file.name))) {
    return { ok: false, code: 'mime_type_not_valid' };
  }
  return { ok: true };
}
