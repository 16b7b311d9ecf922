import type { AttachmentMediaType, ProtestDetail, ProtestSummary } from '@portico/contract';
import type { ProtestListRow, ProtestRow } from './repository.ts';

/** A claim as the operator's list shows it. */
export function presentProtestSummary(row: ProtestListRow): ProtestSummary {
  return {
    reference: row.reference,
    type: row.type,
    status: row.status,
    reasonId: row.reasonCode,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    journeyCount: row.journeyCount,
    attachmentCount: row.attachmentCount,
  };
}

export interface ProtestDetailParts {
  reasonLabel: string;
  journeys: {
    id: number;
    plate: string;
    countryCode: string;
    firstPassageAt: Date;
    ttcCents: number;
    indemnityCents: number;
  }[];
  attachments: { id: string; fileName: string; mediaType: AttachmentMediaType; bytes: number }[];
}

/** One claim with its journeys (as filed) and its files' metadata. */
export function presentProtestDetail(row: ProtestRow, parts: ProtestDetailParts): ProtestDetail {
  return {
    ...presentProtestSummary({
      ...row,
      journeyCount: parts.journeys.length,
      attachmentCount: parts.attachments.length,
    }),
    reasonLabel: parts.reasonLabel,
    comment: row.comment,
    language: row.language,
    decisionNote: row.decisionNote,
    journeys: parts.journeys.map((journey) => ({
      id: String(journey.id),
      plate: journey.plate,
      countryCode: journey.countryCode,
      date: journey.firstPassageAt.toISOString(),
      ttcPrice: journey.ttcCents,
      indemnity: journey.indemnityCents,
    })),
    attachments: parts.attachments,
  };
}
