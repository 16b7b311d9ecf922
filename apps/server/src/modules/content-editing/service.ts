import {
  type ContentDocument,
  contentDocumentSchemas,
  type ContentItem,
  type ContentItemList,
  contentItemListMax,
  type ContentKind,
  type ContentRevision,
  fixedContentKeys,
  isReservedArticleId,
  missingTranslations,
} from '@portico/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { StaffActor } from '../staff/guard.ts';
import { recordAuditEvent } from '../staff/audit.ts';
import { homeTiles } from './home-tiles.ts';
import { checkPicture, type PictureLibrary } from './picture-check.ts';
import { checkArticleRefs } from './kinds/article-refs.ts';
import { contentStores } from './kinds/index.ts';
import type { ContentListedItem } from './kinds/store.ts';
import { createItemTurns, type ItemTurns } from './item-turns.ts';
import { busyOr, publishLimits } from './publish-bounds.ts';
import { type PublishBounds, PublishClock } from './publish-clock.ts';
import {
  type ContentItemRef,
  draftOnlyItems,
  findRevision,
  insertRevision,
  listRevisions,
  type RevisionRow,
} from './revisions.ts';

export interface ContentEditingService {
  /** The items of a kind: the live ones, then those only drafts hold (new articles). */
  listItems(actor: StaffActor, kind: ContentKind): Promise<ContentItemList>;
  getItem(actor: StaffActor, kind: ContentKind, key: string): Promise<ContentItem>;
  /** `document` must be the kind's (400 invalid_request otherwise). */
  saveDraft(
    actor: StaffActor,
    kind: ContentKind,
    key: string,
    document: ContentDocument,
  ): Promise<ContentRevision>;
  /**
   * `clientGone`: aborted when the person's request is gone; while waiting for the item it stops
   * the wait, before the write it rolls back.
   */
  publish(
    actor: StaffActor,
    kind: ContentKind,
    key: string,
    revisionId: number,
    clientGone?: AbortSignal,
  ): Promise<ContentItem>;
}

export interface ContentEditingDeps {
  db: Database;
  /**
   * Told after a publication commits, so this process's caches of the portal's content forget
   * what they hold at once; other processes see it when their cache lapses (CONTENT_CACHE_MS).
   */
  onPublished: (whitelabelId: number) => void;
  /** How long a publication may wait for its item, then hold it (CONTENT_PUBLISH_*_MS). */
  bounds: PublishBounds;
  /** This process's queue per item (one per service; a test may share one to hold an item). */
  turns?: ItemTurns;
  /** The white-label's pictures, which a document's picture must be one of. */
  pictures: PictureLibrary;
}

const presentRevision = (row: RevisionRow): ContentRevision => ({
  id: String(row.id),
  state: row.state,
  document: row.document,
  author: row.author,
  createdAt: row.createdAt.toISOString(),
});

/** A kind's store, typed for any of the kind's documents (the service checks which). */
interface AnyKindStore {
  live(db: Database, whitelabelId: number, key: string): Promise<ContentDocument | null>;
  write(db: Database, whitelabelId: number, key: string, document: ContentDocument): Promise<void>;
  items(db: Database, whitelabelId: number): Promise<ContentListedItem[]>;
  exists?(db: Database, whitelabelId: number, key: string): Promise<boolean>;
  checkRefs?(db: Database, whitelabelId: number, document: ContentDocument): Promise<void>;
}
const storeOf = (kind: ContentKind) => contentStores[kind] as unknown as AnyKindStore;

const fixedKeysOf = (kind: ContentKind): readonly string[] | undefined =>
  (fixedContentKeys as Partial<Record<ContentKind, readonly string[]>>)[kind];

/**
 * The item a request names: a kind with fixed items only knows those (404); an article may be
 * any slug that is not a page of the portal (a new one is created by publishing it).
 */
function itemOf(actor: StaffActor, kind: ContentKind, key: string): ContentItemRef {
  const fixed = fixedKeysOf(kind);
  if (fixed && !fixed.includes(key)) throw new AppError(404, 'content_not_found');
  if (kind === 'article' && isReservedArticleId(key)) {
    throw new AppError(400, 'article_id_reserved', [{ path: 'key', code: 'reserved' }]);
  }
  return { whitelabelId: actor.whitelabelId, kind, key };
}

/** The item, when its kind's items are rows made elsewhere and this one exists (else 404). */
async function knownItemOf(
  db: Database,
  actor: StaffActor,
  kind: ContentKind,
  key: string,
): Promise<ContentItemRef> {
  const item = itemOf(actor, kind, key);
  const exists = storeOf(kind).exists;
  if (exists && !(await exists(db, item.whitelabelId, key))) {
    throw new AppError(404, 'content_not_found');
  }
  return item;
}

/** The draft's document, checked against its kind's schema (the route took any kind's). */
function documentOfKind(kind: ContentKind, document: ContentDocument): ContentDocument {
  const checked = contentDocumentSchemas[kind].safeParse(document);
  if (!checked.success) {
    throw new AppError(400, 'invalid_request', [{ path: 'document', code: `not_a_${kind}` }]);
  }
  return checked.data;
}

/** The name of an item's publication turn (item-turns.ts) and advisory lock. */
export const publicationLockName = (kind: ContentKind, key: string) => `content:${kind}:${key}`;

/** The item's place in this process's queue of publications: its white-label and lock name. */
export const publicationTurn = (whitelabelId: number, kind: ContentKind, key: string) =>
  `${whitelabelId}:${publicationLockName(kind, key)}`;

const auditTarget = (item: ContentItemRef) => ({ type: 'content', id: `${item.kind}/${item.key}` });

/**
 * Drafts and publications of the portal's content (issue 28 item 10). A draft is a revision and
 * nothing else; a publication copies a revision into the live tables, keeps the copy as the
 * newest `published` revision and writes its audit event, all in one transaction, then tells the
 * caches. Publications of one item run one at a time (an advisory lock), so the live row and the
 * newest published revision never disagree.
 */
export function createContentEditingService({
  db,
  onPublished,
  bounds,
  turns = createItemTurns(),
  pictures,
}: ContentEditingDeps): ContentEditingService {
  async function readItem(database: Database, item: ContentItemRef): Promise<ContentItem> {
    // One after the other: inside a publication's transaction they share one connection, which
    // runs one query at a time (pg warns of queries queued on a busy client).
    const live = await storeOf(item.kind).live(database, item.whitelabelId, item.key);
    const history = await listRevisions(database, item);
    const tiles = item.kind === 'home' ? await homeTiles(database, item.whitelabelId) : [];
    const newest = history[0];
    return {
      kind: item.kind,
      key: item.key,
      live,
      draft: newest?.state === 'draft' ? presentRevision(newest) : null,
      history: history.map(presentRevision),
      homeTiles: tiles,
    };
  }

  return {
    async listItems(actor, kind) {
      const listed = await storeOf(kind).items(db, actor.whitelabelId);
      // Only an article is made by its first publication; a help category by the help page's.
      const drafts =
        kind !== 'article'
          ? []
          : await draftOnlyItems(
              db,
              actor.whitelabelId,
              kind,
              listed.map(({ key }) => key),
            );
      const items = [...listed, ...drafts.map((draft) => ({ ...draft, live: false }))];
      return { kind, items: items.slice(0, contentItemListMax) };
    },

    getItem: async (actor, kind, key) => readItem(db, await knownItemOf(db, actor, kind, key)),

    async saveDraft(actor, kind, key, unchecked) {
      const item = await knownItemOf(db, actor, kind, key);
      const document = documentOfKind(kind, unchecked);
      return db.transaction(async (tx) => {
        await checkArticleRefs(tx, item.whitelabelId, kind, document);
        await storeOf(kind).checkRefs?.(tx, item.whitelabelId, document);
        const [previous] = await listRevisions(tx, item);
        const live = await storeOf(kind).live(tx, item.whitelabelId, item.key);
        await checkPicture(tx, pictures, item.whitelabelId, document, live);
        const before = previous?.state === 'draft' ? previous.document : live;
        const id = await insertRevision(tx, item, { state: 'draft', document, authorId: actor.id });
        await recordAuditEvent(tx, {
          whitelabelId: item.whitelabelId,
          staff: actor,
          action: 'content.edit',
          target: auditTarget(item),
          reason: `draft ${id}`,
          before,
          after: document,
          address: actor.address,
          requestId: actor.requestId,
        });
        const saved = await findRevision(tx, item, id);
        if (!saved) throw new Error('saved draft not found');
        return presentRevision(saved);
      });
    },

    async publish(actor, kind, key, revisionId, clientGone = new AbortController().signal) {
      const item = itemOf(actor, kind, key);
      const lockName = publicationLockName(item.kind, item.key);
      const clock = new PublishClock(bounds, clientGone);
      const release = await turns
        .take(publicationTurn(item.whitelabelId, item.kind, item.key), clock.signal)
        .catch((error: unknown) => {
          throw busyOr(error);
        });
      const work = db
        .transaction(async (tx) => {
          // The connection came too late (PGlite's one connection, a full pool): give it back.
          clock.check();
          await tx.execute(publishLimits(clock.waitLeftMs(), bounds.timeoutMs));
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(${lockName}), ${item.whitelabelId}::int)`,
          );
          clock.holding();
          const revision = await findRevision(tx, item, revisionId);
          if (!revision) throw new AppError(404, 'content_not_found');
          const missing = missingTranslations(item.kind, revision.document);
          if (missing.length > 0) {
            throw new AppError(
              400,
              'content_incomplete',
              missing.flatMap(({ field, languages }) =>
                languages.map((language) => ({ path: `${field}.${language}`, code: 'missing' })),
              ),
            );
          }
          // An article may have left since the draft was saved (a tenant file applied).
          await checkArticleRefs(tx, item.whitelabelId, item.kind, revision.document);
          const store = storeOf(item.kind);
          await store.checkRefs?.(tx, item.whitelabelId, revision.document);
          const before = await store.live(tx, item.whitelabelId, item.key);
          await checkPicture(tx, pictures, item.whitelabelId, revision.document, before);
          clock.check();
          await store.write(tx, item.whitelabelId, item.key, revision.document);
          const after = await store.live(tx, item.whitelabelId, item.key);
          if (!after) throw new Error('published content not found');
          const id = await insertRevision(tx, item, {
            state: 'published',
            document: after,
            authorId: actor.id,
          });
          await recordAuditEvent(tx, {
            whitelabelId: item.whitelabelId,
            staff: actor,
            action: 'content.publish',
            target: auditTarget(item),
            // A published revision published again is a revert to it.
            reason:
              revision.state === 'draft'
                ? `published draft ${revisionId} as ${id}`
                : `reverted to revision ${revisionId} as ${id}`,
            before,
            after,
            address: actor.address,
            requestId: actor.requestId,
          });
          // Past the hold's deadline nothing is committed: the answer already said so.
          clock.check();
          return readItem(tx, item);
        })
        // The item is given back when the transaction ends, however it ends.
        .finally(release);
      // Answered when the work ends or a deadline passes, whichever is first; the work then
      // rolls back at its next check (or its statement is cancelled by the database).
      work.catch(() => {});
      const published = await Promise.race([work, clock.over]).catch((error: unknown) => {
        throw busyOr(error);
      });
      onPublished(item.whitelabelId);
      return published;
    },
  };
}
