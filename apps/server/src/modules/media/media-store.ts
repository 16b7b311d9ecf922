import {
  mediaLimits,
  type MediaLibrary,
  mediaPathOf,
  type MediaPicture,
  type MediaPictureType,
} from '@portico/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mediaPictures, staffMembers, whitelabels } from '../../db/schema/index.ts';
import { AppError } from '../../shared/app-error.ts';
import {
  byteaFrom,
  byteaHex,
  type ByteaParameters,
  bytesOfHex,
  type UploadedFile,
} from '../../shared/attachments/index.ts';
import { recordAuditEvent } from '../staff/audit.ts';
import type { StaffActor } from '../staff/guard.ts';
import { pictureDimensions } from './picture-dimensions.ts';
import { pictureName, sha256Hex } from './picture-name.ts';
import { type MediaUploadAllowance, reserveMediaUpload } from './upload-allowance.ts';

/** A stored picture as /media serves it. */
export interface ServedPicture {
  contentType: MediaPictureType;
  content: Buffer;
  sha256: string;
}

export interface MediaStore {
  /** The white-label's pictures, newest first. */
  list(actor: StaffActor): Promise<MediaLibrary>;
  /** Stores a picture (sniffed by the upload reader) in the actor's white-label's library. */
  upload(actor: StaffActor, file: UploadedFile<MediaPictureType>): Promise<MediaPicture>;
  /** The picture a white-label's code and a name name, or null. */
  find(whitelabelCode: string, name: string): Promise<ServedPicture | null>;
  /** Whether the white-label's library holds a picture at this path. */
  holds(db: Database, whitelabelId: number, path: string): Promise<boolean>;
}

export interface MediaStoreDeps {
  db: Database;
  allowance: MediaUploadAllowance;
  byteaParameters: ByteaParameters;
  clock: () => Date;
}

const listedColumns = {
  name: mediaPictures.name,
  contentType: mediaPictures.contentType,
  size: mediaPictures.size,
  width: mediaPictures.width,
  height: mediaPictures.height,
  uploadedBy: staffMembers.name,
  createdAt: mediaPictures.createdAt,
  code: whitelabels.code,
};

interface ListedRow {
  name: string;
  contentType: MediaPictureType;
  size: number;
  width: number;
  height: number;
  uploadedBy: string | null;
  createdAt: Date;
  code: string;
}

const presentPicture = (row: ListedRow): MediaPicture => ({
  name: row.name,
  path: mediaPathOf(row.code, row.name),
  contentType: row.contentType,
  size: row.size,
  width: row.width,
  height: row.height,
  uploadedBy: row.uploadedBy,
  uploadedAt: row.createdAt.toISOString(),
});

/** Refuses a picture whose header names no size, or a size browsers should not be made to decode. */
function checkedDimensions(file: UploadedFile<MediaPictureType>) {
  const dimensions = pictureDimensions(file.mediaType, file.content);
  if (!dimensions) {
    throw new AppError(400, 'media_type_not_valid', [{ path: 'picture', code: 'no_dimensions' }]);
  }
  const { width, height } = dimensions;
  if (
    width > mediaLimits.maxSide ||
    height > mediaLimits.maxSide ||
    width * height > mediaLimits.maxPixels
  ) {
    throw new AppError(400, 'media_dimensions_too_large');
  }
  return dimensions;
}

/**
 * The media store (issue 28 item 10): a white-label's pictures, uploaded from the console, kept
 * in the database and served at /media/<code>/<name>. An upload reserves its bytes of the day
 * (per person, per white-label), stores the picture and writes `media.upload` to the audit log,
 * all in one transaction.
 */
export function createMediaStore({
  db,
  allowance,
  byteaParameters,
  clock,
}: MediaStoreDeps): MediaStore {
  const libraryOf = (
    database: Database,
    whitelabelId: number,
    name?: string,
  ): Promise<ListedRow[]> =>
    database
      .select(listedColumns)
      .from(mediaPictures)
      .innerJoin(whitelabels, eq(whitelabels.id, mediaPictures.whitelabelId))
      .leftJoin(staffMembers, eq(staffMembers.id, mediaPictures.uploadedBy))
      .where(
        and(
          eq(mediaPictures.whitelabelId, whitelabelId),
          name === undefined ? undefined : eq(mediaPictures.name, name),
        ),
      )
      .orderBy(desc(mediaPictures.id))
      .limit(mediaLimits.listMax);

  return {
    async list(actor) {
      const rows = await libraryOf(db, actor.whitelabelId);
      return { pictures: rows.map(presentPicture) };
    },

    async upload(actor, file) {
      const { width, height } = checkedDimensions(file);
      const sha256 = sha256Hex(file.content);
      const name = pictureName(file.fileName, file.mediaType, sha256);
      return db.transaction(async (tx) => {
        const [already] = await libraryOf(tx, actor.whitelabelId, name);
        if (!already) {
          // Counted before the bytes are written; rolled back with them if the insert fails.
          await reserveMediaUpload(tx, allowance, actor, file.content.length, clock());
          await tx
            .insert(mediaPictures)
            .values({
              whitelabelId: actor.whitelabelId,
              name,
              contentType: file.mediaType,
              content: byteaFrom(file.content, byteaParameters),
              size: file.content.length,
              width,
              height,
              sha256,
              uploadedBy: actor.id,
            })
            // The same file sent at the same moment: one row, both answered with it.
            .onConflictDoNothing();
        }
        const [stored] = already ? [already] : await libraryOf(tx, actor.whitelabelId, name);
        if (!stored) throw new Error('uploaded picture not found');
        const picture = presentPicture(stored);
        await recordAuditEvent(tx, {
          whitelabelId: actor.whitelabelId,
          staff: actor,
          action: 'media.upload',
          target: { type: 'media', id: name },
          reason: already ? 'already in the library' : 'stored',
          after: { ...picture, sha256 },
          address: actor.address,
          requestId: actor.requestId,
        });
        return picture;
      });
    },

    async find(whitelabelCode, name) {
      const [row] = await db
        .select({
          contentType: mediaPictures.contentType,
          contentHex: byteaHex(mediaPictures.content),
          sha256: mediaPictures.sha256,
        })
        .from(mediaPictures)
        .innerJoin(whitelabels, eq(whitelabels.id, mediaPictures.whitelabelId))
        .where(and(eq(whitelabels.code, whitelabelCode), eq(mediaPictures.name, name)));
      if (!row) return null;
      return {
        contentType: row.contentType,
        content: bytesOfHex(row.contentHex),
        sha256: row.sha256,
      };
    },

    async holds(database, whitelabelId, path) {
      const name = path.split('/').at(-1) ?? '';
      const [row] = await libraryOf(database, whitelabelId, name);
      return row !== undefined && mediaPathOf(row.code, name) === path;
    },
  };
}
