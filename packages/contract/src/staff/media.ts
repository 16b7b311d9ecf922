import { z } from 'zod';
import { mediaLimits, mediaPathPattern, mediaPictureTypes } from './media-rules.ts';

/** A picture's path in a content document (a banner, a page's picture): one of the white-label's. */
export const mediaPathSchema = z
  .string()
  .max(300)
  .regex(mediaPathPattern, 'a path /media/<white-label>/<name>');

/** One picture of the white-label's media store. */
export const mediaPictureSchema = z
  .object({
    /** Content-hashed, so a name always means the same bytes (served with a long cache). */
    name: z.string(),
    /** Where the content refers to it: `/media/<white-label code>/<name>`. */
    path: z.string(),
    contentType: z.enum(mediaPictureTypes),
    size: z.number().int().nonnegative(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** The staff member who uploaded it (null once they were removed). */
    uploadedBy: z.string().nullable(),
    uploadedAt: z.iso.datetime(),
  })
  .meta({ id: 'MediaPicture' });
export type MediaPicture = z.infer<typeof mediaPictureSchema>;

/** GET /operator/media: the white-label's pictures, newest first. */
export const mediaLibrarySchema = z.object({
  pictures: z.array(mediaPictureSchema).max(mediaLimits.listMax),
});
export type MediaLibrary = z.infer<typeof mediaLibrarySchema>;
