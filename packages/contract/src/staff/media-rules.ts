/**
 * The media store's rules without Zod (issue 28 item 10), shared by the server and the console's
 * picture chooser: which pictures a white-label may upload, how big, and how a picture is named.
 */

/**
 * What the media store accepts, by content (the first bytes), never by name. No SVG: an SVG is a
 * document that may hold script, and it would be served from the portal's own origin.
 */
export const mediaPictureTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type MediaPictureType = (typeof mediaPictureTypes)[number];

export const mediaLimits = {
  /** One picture's bytes at most: a banner is well under it once compressed. */
  maxBytes: 2 * 1024 * 1024,
  /** Each side, in pixels, at most (a wide banner on a 4K screen is 3840). */
  maxSide: 8192,
  /** Width x height at most: what a browser decodes into memory (4 bytes a pixel). */
  maxPixels: 40_000_000,
  /** File-name endings the file input offers (`accept`). */
  extensions: ['.png', '.jpg', '.jpeg', '.webp'],
  /** The pictures one list answers at most (newest first). */
  listMax: 500,
} as const;

/** The extension a stored picture's name ends with, by its type. */
export const mediaExtensions: Record<MediaPictureType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * A picture's path as the content refers to it: `/media/<white-label code>/<name>`. The name is a
 * file name without folders (the media folder's files and the store's alike).
 */
export const mediaPathPattern =
  /^\/media\/[a-z0-9][a-z0-9-]{0,62}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The path of a white-label's picture. */
export const mediaPathOf = (whitelabelCode: string, name: string): string =>
  `/media/${whitelabelCode}/${name}`;
