import { type ContentKind, type EntryPoint, entryPoints } from '@portico/contract';
import type { useI18n } from '../../../lib/i18n.tsx';
import type { MessageKey } from '../../../lib/messages.ts';

type Translate = ReturnType<typeof useI18n>['t'];

const isTile = (name: string | undefined): name is EntryPoint =>
  entryPoints.some((tile) => tile === name);

/** Which editor's labels name a kind's fields (the two page kinds share theirs). */
export const fieldGroupOf = (kind: ContentKind) =>
  kind === 'home' || kind === 'article' || kind === 'help' || kind === 'footer'
    ? kind
    : kind === 'help-category' || kind === 'assistant'
      ? 'help'
      : kind === 'trips-page'
        ? 'tripsPage'
        : 'page';

/**
 * A document's field as the editor reads it: "Banner title", "Tile "Pay": subtitle", "Footer
 * entry 2: title".
 */
export function fieldLabel(t: Translate, kind: ContentKind, field: string): string {
  const [group, tile, text] = field.split('.');
  if (group === 'entries' && tile !== undefined) {
    return t('content.footer.entryTitle', { number: String(Number(tile) + 1) });
  }
  if (group === 'tiles' && isTile(tile)) {
    const name = t(`content.tiles.names.${tile}`);
    return t(text === 'title' ? 'content.tiles.titleOf' : 'content.tiles.subtitleOf', {
      tile: name,
    });
  }
  // A text in a help list: `categories.2.title`, `entries.0.title`.
  if ((group === 'categories' || group === 'entries') && tile !== undefined) {
    const position = String(Number(tile) + 1);
    return t(
      group === 'categories' ? 'helpEditors.help.categoryAt' : 'helpEditors.help.linkTitle',
      {
        position,
      },
    );
  }
  // A step of the assistant: `nodes.3.label`, `nodes.3.text`, its form's `nodes.3.form.title`,
  // `nodes.3.form.fields.0.label`, `nodes.3.form.fields.0.options.1.label`.
  if (group === 'nodes' && tile !== undefined) {
    const position = String(Number(tile) + 1);
    const [, , , , formField, , option] = field.split('.');
    const ordinal = (index: string | undefined) => String(Number(index) + 1);
    if (text === 'form') {
      if (option !== undefined) {
        return t('helpEditors.assistant.optionLabelAt', {
          position,
          field: ordinal(formField),
          option: ordinal(option),
        });
      }
      return formField === undefined
        ? t('helpEditors.assistant.formTitleAt', { position })
        : t('helpEditors.assistant.fieldLabelAt', { position, field: ordinal(formField) });
    }
    return t(text === 'text' ? 'helpEditors.assistant.textAt' : 'helpEditors.assistant.labelAt', {
      position,
    });
  }
  // The field names come from the contract's contentTextFields, each labelled in the locales.
  return t(`content.fields.${fieldGroupOf(kind)}.${field}` as MessageKey);
}
