import {
  authenticatedJourneysQuerySchema,
  type CreateProtestClaim,
  type CreateProtestResponse,
  int4Max,
  type Journey,
  type Language,
  type OperatorProtestsQuery,
  type OperatorProtestsResponse,
  type ProtestDecisionBody,
  type ProtestDetail,
  type ProtestReason,
  type ProtestType,
} from '@portico/contract';
import type { Database } from '../../db/database.ts';
import type { ByteaParameters, UploadedFile } from '../../shared/attachments/index.ts';
import { AppError } from '../../shared/app-error.ts';
import { localize } from '../../shared/localized.ts';
import type { AuthenticatedAccount } from '../accounts/sessions.ts';
import type { LookupsService, LookupTenant } from '../lookups/service.ts';
import type { MailService } from '../mail/service.ts';
import { decideClaim } from './decide-claim.ts';
import { type ClaimableJourney, fileClaim } from './file-claim.ts';
import { presentProtestDetail, presentProtestSummary } from './presenter.ts';
import {
  findAttachment,
  findAttachmentsMeta,
  findClaimedJourneys,
  findProtest,
  findReason,
  findReasons,
  listProtests,
} from './repository.ts';

/** Claims (issue 14): the reasons, filing a claim, and the operator's claim desk. */
export interface ProtestsService {
  /** GET /protests/reasons: the white-label's reasons of a type, labelled in `language`. */
  reasons(whitelabelId: number, type: ProtestType, language: Language): Promise<ProtestReason[]>;
  /**
   * The journeys the caller may contest, by id: those of the lookup session (403
   * protest_session_invalid when malformed, forged, expired or another tenant's), else those of
   * the signed-in customer's plates; a renter or a visitor needs a session.
   */
  claimable(
    tenant: LookupTenant,
    access: { sessionId: string | undefined; account: AuthenticatedAccount | null },
  ): Promise<Map<string, ClaimableJourney>>;
  /**
   * A renter's claim (issue 25): the journeys it names, of its company's fleet, as its lists show
   * them. Its fleet may hold a million trips, so they are read by the claim's ids once its body
   * is read, not listed beforehand; one not of its fleet (another company's, outside the plate's
   * fleet period, unknown) is 404 protest_journeys_invalid.
   */
  renterClaimable(
    tenant: LookupTenant,
    companyId: number,
    journeyIds: readonly string[],
  ): Promise<Map<string, ClaimableJourney>>;
  /** POST /protests once the body is read (file-claim.ts). */
  file(
    whitelabelId: number,
    input: {
      type: ProtestType;
      claim: CreateProtestClaim;
      files: readonly UploadedFile[];
      language: Language;
      accountId: string | null;
      claimable: ReadonlyMap<string, ClaimableJourney>;
    },
  ): Promise<CreateProtestResponse>;
  list(whitelabelId: number, query: OperatorProtestsQuery): Promise<OperatorProtestsResponse>;
  /** One claim with its journeys and its files' metadata; 404 protest_not_found. */
  detail(whitelabelId: number, reference: string): Promise<ProtestDetail>;
  /** A claim's file; 404 protest_not_found or protest_attachment_not_found. */
  attachment(
    whitelabelId: number,
    reference: string,
    attachmentId: string,
  ): Promise<{ fileName: string; mediaType: string; content: Buffer }>;
  decide(
    whitelabelId: number,
    reference: string,
    decision: ProtestDecisionBody,
  ): Promise<ProtestDetail>;
}

export interface ProtestsServiceDeps {
  lookups: Pick<LookupsService, 'openSession' | 'customerJourneys'>;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  clock?: () => Date;
  /** The database driver's way with bytea parameters; hex (works on both) by default. */
  byteaParameters?: ByteaParameters;
  /** A rental company's fleet trips by id, as its lists show them (issue 25: renters' claims). */
  fleetTrips?: (
    tenant: LookupTenant,
    companyId: number,
    ids: readonly number[],
  ) => Promise<(Journey & { numberPlate: string; countryCode: string })[]>;
}

export function createProtestsService(
  db: Database,
  {
    lookups,
    mail,
    clock = () => new Date(),
    byteaParameters = 'hex',
    fleetTrips = async () => [],
  }: ProtestsServiceDeps,
): ProtestsService {
  async function detail(whitelabelId: number, reference: string): Promise<ProtestDetail> {
    const protest = await findProtest(db, whitelabelId, reference);
    if (!protest) throw new AppError(404, 'protest_not_found');
    const [claimed, files, reason] = await Promise.all([
      findClaimedJourneys(db, protest.id),
      findAttachmentsMeta(db, protest.id),
      findReason(db, whitelabelId, protest.type, protest.reasonCode),
    ]);
    return presentProtestDetail(protest, {
      reasonLabel: reason ? localize(reason.label, protest.language) : protest.reasonCode,
      journeys: claimed,
      attachments: files,
    });
  }

  return {
    async reasons(whitelabelId, type, language) {
      const rows = await findReasons(db, whitelabelId, type);
      return rows.map((row) => ({
        id: row.code,
        label: localize(row.label, language),
        commentMandatory: row.commentMandatory,
        attachmentMandatory: row.attachmentMandatory,
      }));
    },

    async claimable(tenant, { sessionId, account }) {
      const claimable = new Map<string, ClaimableJourney>();
      if (sessionId !== undefined) {
        const session = await lookups.openSession(tenant, sessionId, clock());
        if (!session) throw new AppError(403, 'protest_session_invalid');
        for (const journey of session.journeys) {
          claimable.set(journey.id, { journey, vehicle: session.vehicle });
        }
        return claimable;
      }
      if (account?.accountType !== 'customer') throw new AppError(403, 'protest_session_invalid');
      const sets = await lookups.customerJourneys(
        tenant,
        account.userId,
        authenticatedJourneysQuerySchema.parse({}),
      );
      for (const set of sets) {
        const vehicle = { plate: set.plate, countryCode: set.countryCode };
        for (const journey of set.journeys) claimable.set(journey.id, { journey, vehicle });
      }
      return claimable;
    },

    async renterClaimable(tenant, companyId, journeyIds) {
      const ids = journeyIds.map(Number);
      if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0 || id > int4Max)) {
        throw new AppError(404, 'protest_journeys_invalid');
      }
      const trips = await fleetTrips(tenant, companyId, ids);
      if (new Set(trips.map((trip) => trip.id)).size !== new Set(ids).size) {
        throw new AppError(404, 'protest_journeys_invalid');
      }
      return new Map(
        trips.map(({ numberPlate, countryCode, ...journey }) => [
          journey.id,
          { journey, vehicle: { plate: numberPlate, countryCode } },
        ]),
      );
    },

    file: (whitelabelId, input) =>
      fileClaim({ db, mail, clock, byteaParameters }, whitelabelId, input),

    async list(whitelabelId, query) {
      const { total, rows } = await listProtests(db, whitelabelId, query);
      return {
        page: query.page,
        pageSize: query.pageSize,
        pageTotal: Math.ceil(total / query.pageSize),
        total,
        data: rows.map(presentProtestSummary),
      };
    },

    detail,

    async attachment(whitelabelId, reference, attachmentId) {
      const protest = await findProtest(db, whitelabelId, reference);
      if (!protest) throw new AppError(404, 'protest_not_found');
      const file = await findAttachment(db, protest.id, attachmentId);
      if (!file) throw new AppError(404, 'protest_attachment_not_found');
      return { fileName: file.fileName, mediaType: file.mediaType, content: file.content };
    },

    async decide(whitelabelId, reference, decision) {
      await decideClaim({ db, mail, clock }, whitelabelId, reference, decision);
      return detail(whitelabelId, reference);
    },
  };
}
