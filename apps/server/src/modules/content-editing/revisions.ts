import { type ContentKind, contentHistoryMax, type HomeContent } from '@portico/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contentRevisions, staffMembers } from '../../db/schema/index.ts';
import { currentDocument } from './home-document.ts';

/** An item of content: its white-label, kind and key. */
export interface ContentItemRef {
  whitelabelId: number;
  kind: ContentKind;
  key: string;
}

export interface RevisionRow {
  id: number;
  state: 'draft' | 'published';
  document: HomeContent;
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

/** A stored document: it passed the contract of its day (currentDocument brings it to today's). */
const documentOf = (stored: unknown): HomeContent =>
  currentDocument(stored as Parameters<typeof currentDocument>[0]);

/** The item's newest revisions, newest first (the stored documents passed the contract). */
export async function listRevisions(db: Database, item: ContentItemRef): Promise<RevisionRow[]> {
  const rows = await db
    .select(revisionColumns)
    .from(contentRevisions)
    .leftJoin(staffMembers, eq(staffMembers.id, contentRevisions.authorId))
    .where(ofItem(item))
    .orderBy(desc(contentRevisions.id))
    .limit(contentHistoryMax);
  return rows.map((row) => ({ ...row, document: documentOf(row.document) }));
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
  return row ? { ...row, document: documentOf(row.document) } : null;
}

export async function insertRevision(
  db: Database,
  item: ContentItemRef,
  revision: { state: 'draft' | 'published'; document: HomeContent; authorId: string },
): Promise<number> {
  const [row] = await db
    .insert(contentRevisions)
    .values({ ...item, ...revision })
    .returning({ id: contentRevisions.id });
  if (!row) throw new Error('content revision not inserted');
  return row.id;
}
