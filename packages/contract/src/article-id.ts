/** Article ids are URL slugs: they also form the in-app route /{lang}/{articleId}. */
export const articleIdPattern = /^[a-z0-9][a-z0-9-]*$/;
export const articleIdMaxLength = 100;

/** Whether a path segment can be an article id (the web's article route checks it before asking). */
export function isArticleId(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= articleIdMaxLength && articleIdPattern.test(value)
  );
}
