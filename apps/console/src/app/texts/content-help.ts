/**
 * The help centre editors' texts: a part of the content page's, which its lazy editors load when
 * one opens (features/content/help-texts.ts), not its route's loader.
 */
export { contentHelpTexts } from '../../features/content/help-texts.ts';
