import type { ContentNode, ContentNodeSummary } from '@portico/contract';

/** An answer the visitor reached: a text or an article with nothing more to choose after it. */
export function isFinalAnswer(node: ContentNode | null): boolean {
  if (!node) return false;
  return (node.kind === 'TEXT' || node.kind === 'ARTICLE') && node.children.length === 0;
}

/**
 * The contact form to offer when an answer did not help (issue 26 item 17): the form beside the
 * answer (its question's own "write to us"), else the last form of the assistant's first choices
 * (the demo's "Other request"); none when the assistant has no form at all.
 */
export function writeToUsAction(
  siblings: readonly ContentNodeSummary[],
  entries: readonly ContentNodeSummary[],
): ContentNodeSummary | null {
  const beside = siblings.find((node) => node.kind === 'ACTION');
  if (beside) return beside;
  return entries.findLast((node) => node.kind === 'ACTION') ?? null;
}
