import type { ReactNode } from 'react';
import type { ErrorMessageKey } from '../../../lib/error-message.ts';

/**
 * What the page's dialogs call to act: runs the call (through the fresh passkey check when the
 * server asks for it), and on success closes the dialog, shows `done`'s text made from the
 * server's answer and reads the timeline again. Resolves to the error to show in the dialog, or
 * null.
 */
export type SupportChange = <Answer>(
  run: () => Promise<Answer>,
  done: (answer: Answer) => ReactNode,
) => Promise<ErrorMessageKey | null>;
