/** Article ids are URL slugs: they also form the in-app route /{lang}/{articleId}. */
export const articleIdPattern = /^[a-z0-9][a-z0-9-]*$/;
export const articleIdMaxLength = 100;

/** Whether a path segment can be an article id (the web's article route checks it before asking). */
export function isArticleId(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= articleIdMaxLength && articleIdPattern.test(value)
  );
}

/**
 * The portal's own one-segment pages (apps/web's router): an article with one of these slugs would
 * never be reached, so the console refuses to create one. A web test keeps the list whole.
 */
export const reservedArticleIds = [
  'journeys',
  'travels',
  'prepayment',
  'inprogress',
  'payment',
  'alert',
  'unsubscribe',
  'claim',
  'help',
] as const;

export const isReservedArticleId = (id: string): boolean =>
  (reservedArticleIds as readonly string[]).includes(id);
