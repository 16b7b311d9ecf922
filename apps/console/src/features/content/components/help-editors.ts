/**
 * The help centre's editors and their texts, one chunk fetched when one of them first opens
 * (kind-editor.tsx). The texts' part is named here, not in the content route's modules, so the
 * route's first visit neither loads nor counts it.
 */
export { contentHelpTexts } from '../help-texts.ts';
export { default as AssistantEditor } from './assistant-editor.tsx';
export { default as HelpCategoryEditor } from './help-category-editor.tsx';
export { default as HelpEditor } from './help-editor.tsx';
