import { eq } from 'drizzle-orm';
import { contactRequestAttachments, contactRequests, whitelabels } from '../../db/schema/index.ts';
import { byteaFrom, type ByteaParameters } from '../../shared/attachments/index.ts';
import type { Queryable } from '../mail/outbox.ts';

export interface NewContactRequest {
  whitelabelId: number;
  nodeId: string;
  topic: string;
  email: string;
  language: (typeof contactRequests.$inferInsert)['language'];
  message: string;
  fields: { name: string; label: string; value: string }[];
  createdAt: Date;
}

export interface ContactFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Stores a request and its files; the reference is HC-{year}-{id, 6 digits}: the identity makes
 * it unique without a counter of our own, and the year tells the desk how old it is.
 */
export async function insertContactRequest(
  tx: Queryable,
  request: NewContactRequest,
  files: readonly ContactFile[],
  byteaParameters: ByteaParameters = 'hex',
): Promise<{ id: number; reference: string }> {
  const [row] = await tx
    .insert(contactRequests)
    .values(request)
    .returning({ id: contactRequests.id });
  if (!row) throw new Error('the contact request insert returned no row');
  const reference = `HC-${request.createdAt.getUTCFullYear()}-${String(row.id).padStart(6, '0')}`;
  await tx.update(contactRequests).set({ reference }).where(eq(contactRequests.id, row.id));
  if (files.length > 0) {
    await tx.insert(contactRequestAttachments).values(
      files.map((file) => ({
        requestId: row.id,
        filename: file.filename,
        contentType: file.contentType,
        size: file.content.length,
        // As the driver takes bytes best (shared/attachments/bytea.ts): PGlite, hex text.
        content: byteaFrom(file.content, byteaParameters),
      })),
    );
  }
  return { id: row.id, reference };
}

export async function findWhitelabelSettings(
  db: Queryable,
  whitelabelId: number,
): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ settings: whitelabels.settings })
    .from(whitelabels)
    .where(eq(whitelabels.id, whitelabelId));
  return row?.settings ?? {};
}
