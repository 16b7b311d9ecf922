import type { MediaPictureType } from '@portico/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffMembers } from './staff.ts';
import { whitelabels } from './whitelabels.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A white-label's pictures uploaded from the console (the media store, issue 28 item 10), served
 * at /media/<white-label code>/<name>. The name holds the content's hash, so a name always means
 * the same bytes; a row is never updated. The bytes live in the database like claims' files: the
 * database is the one thing to back up.
 */
export const mediaPictures = pgTable(
  'media_pictures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Found in the first bytes (never the name nor the browser's word). */
    contentType: text('content_type').$type<MediaPictureType>().notNull(),
    content: bytea('content').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Hex SHA-256 of the content: the name's hash part, and the served ETag. */
    sha256: text('sha256').notNull(),
    /** Who uploaded it; kept when they leave (their name is in the audit log). */
    uploadedBy: uuid('uploaded_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('media_pictures_name_key').on(table.whitelabelId, table.name),
    // The library, newest first.
    index('media_pictures_library_idx').on(table.whitelabelId, table.id),
    check('media_pictures_size_check', sql`${table.size} = octet_length(${table.content})`),
  ],
);
