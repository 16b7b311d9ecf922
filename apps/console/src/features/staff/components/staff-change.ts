import type { ErrorMessageKey } from '../../../lib/error-message.ts';
import type { MessageKey } from '../../../lib/messages.ts';

/** What a change ends in: null when made, else the text of why not. */
export type ChangeOutcome = ErrorMessageKey | null;

/**
 * The staff page's way to make a change (through the fresh check), as its dialogs call it: on
 * success the dialog closes, the page says `done` and reads the list again.
 */
export type StaffChange = (
  run: () => Promise<unknown>,
  done: MessageKey,
  values: Record<string, string>,
) => Promise<ChangeOutcome>;
