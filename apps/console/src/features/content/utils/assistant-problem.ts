import type { AssistantTreeProblem } from '@portico/contract';
import type { MessageKey } from '../../../lib/messages.ts';

/** The problems the console names in words; any other gets the general sentence. */
const named = new Set([
  'categoryId_repeated',
  'parentId_too_deep',
  'articleId_missing',
  'options_missing',
  'attachments_mandatory_not_allowed',
]);

/**
 * A tree problem (contract's assistantTreeProblems) as the step it is about (its index in the
 * document) and the text key that says it: `nodes.3.form.fields.0.options` + `missing` is step 3,
 * `helpEditors.assistant.problems.options_missing`.
 */
export function problemText(problem: AssistantTreeProblem): { step: number; key: MessageKey } {
  const parts = problem.path.split('.');
  const field = parts.filter((part) => !/^[0-9]+$/.test(part)).at(-1) ?? '';
  const name = `${field}_${problem.code}`;
  return {
    step: Number(parts[1] ?? 0),
    key: `helpEditors.assistant.problems.${named.has(name) ? name : 'other'}` as MessageKey,
  };
}
