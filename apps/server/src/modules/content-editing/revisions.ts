import {
  type ContentDocument,
  type ContentKind,
  contentHistoryMax,
  type DraftLocalized,
} from '@portico/contract';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contentRevisions, staffMembers } from '../../db/schema/index.ts';
import { contentStores } from './kinds/index.ts';
import { pictureKinds, pictureOf } from './picture-check.ts';

/** An item of content: its white-label, kind and key. */
export interface ContentItemRef {
  whitelabelId: number;
  kind: ContentKind;
  key: string;
}

export interface RevisionRow {
  id: number;
  state: 'draft' | 'published';
  document: ContentDocument;
  author: string | null;
  createdAt: Date;
}

const revisionColumns = {
  id: contentRevisions.id,
  state: contentRevisions.state,
  document: contentRevisions.document,
  author: staffMembers.name,
  createdAt: contentRevisions.createdAt,
};

const ofItem = (item: ContentItemRef) =>
  and(
    eq(contentRevisions.whitelabelId, item.whitelabelId),
    eq(contentRevisions.kind, item.kind),
    eq(contentRevisions.key, item.key),
  );

/**
 * Brings stored documents to today's contract (each passed the contract of its day) through the
 * item's store, which may read the live document once for a field added since. One saved before
 * pictures were editable names none: it reads as the picture visitors see now, so publishing it
 * again keeps the picture rather than removing it.
 */
function documentsOf(db: Database, whitelabelId: number, kind: ContentKind, key: string) {
  let live: Promise<ContentDocument | null> | undefined;
  const readLive = () =>
    (live ??= (contentStores[kind] as unknown as LiveReader).live(db, whitelabelId, key));
  return async (stored: unknown): Promise<ContentDocument> => {
    const document = await (contentStores[kind] as unknown as LiveReader).current(stored, readLive);
    if (!pictureKinds.has(kind) || !lacksPicture(stored)) return document;
    const now = await readLive();
    return { ...document, picture: now ? pictureOf(now) : null } as ContentDocument;
  };
}

const lacksPicture = (stored: unknown): boolean =>
  typeof stored === 'object' && stored !== null && !('picture' in stored);

/** A kind's store, typed for any kind's document. */
interface LiveReader {
  live(db: Database, whitelabelId: number, key: string): Promise<ContentDocument | null>;
  current(stored: unknown, live: () => Promise<ContentDocument | null>): Promise<ContentDocument>;
}

/** The item's newest revisions, newest first (the stored documents passed the contract). */
export async function listRevisions(db: Database, item: ContentItemRef): Promise<RevisionRow[]> {
  const rows = await db
    .select(revisionColumns)
    .from(contentRevisions)
    .leftJoin(staffMembers, eq(staffMembers.id, contentRevisions.authorId))
    .where(ofItem(item))
    .orderBy(desc(contentRevisions.id))
    .limit(contentHistoryMax);
  const documentOf = documentsOf(db, item.whitelabelId, item.kind, item.key);
  return Promise.all(
    rows.map(async (row) => ({ ...row, document: await documentOf(row.document) })),
  );
}

/** One revision of this item (another item's or white-label's id finds nothing). */
export async function findRevision(
  db: Database,
  item: ContentItemRef,
  id: number,
): Promise<RevisionRow | null> {
  const [row] = await db
    .select(revisionColumns)
    .from(contentRevisions)
    .leftJoin(staffMembers, eq(staffMembers.id, contentRevisions.authorId))
    .where(and(ofItem(item), eq(contentRevisions.id, id)));
  if (!row) return null;
  const documentOf = documentsOf(db, item.whitelabelId, item.kind, item.key);
  return { ...row, document: await documentOf(row.document) };
}

export async function insertRevision(
  db: Database,
  item: ContentItemRef,
  revision: { state: 'draft' | 'published'; document: ContentDocument; authorId: string },
): Promise<number> {
  const [row] = await db
    .insert(contentRevisions)
    .values({ ...item, ...revision })
    .returning({ id: contentRevisions.id });
  if (!row) throw new Error('content revision not inserted');
  return row.id;
}

/**
 * The items of a kind that only drafts hold (a new article not published yet), among the keys not
 * in `known`: each with its newest draft's title.
 */
export async function draftOnlyItems(
  db: Database,
  whitelabelId: number,
  kind: ContentKind,
  known: readonly string[],
): Promise<{ key: string; title: DraftLocalized }[]> {
  const rows = await db
    .selectDistinctOn([contentRevisions.key], {
      key: contentRevisions.key,
      document: contentRevisions.document,
    })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.whitelabelId, whitelabelId),
        eq(contentRevisions.kind, kind),
        known.length > 0 ? notInArray(contentRevisions.key, [...known]) : undefined,
      ),
    )
    .orderBy(contentRevisions.key, desc(contentRevisions.id))
    .limit(500);
  return Promise.all(
    rows.map(async (row) => {
      const document = await documentsOf(db, whitelabelId, kind, row.key)(row.document);
      return { key: row.key, title: (document as { title: DraftLocalized }).title };
    }),
  );
}
