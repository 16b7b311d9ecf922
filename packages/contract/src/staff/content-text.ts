import type { Language } from '../languages.ts';

/**
 * The two shapes every content kind's texts share (content-rules.ts, help-content-rules.ts), in a
 * module of their own so the two rule files need not import each other.
 */

/** A text in each language; a draft may leave some empty (""), publishing may not. */
export type DraftLocalized = Record<Language, string>;

/** How a localized field must be written to publish, and how long it may be. */
export interface ContentTextField {
  requirement: 'required' | 'optional';
  max: number;
}
