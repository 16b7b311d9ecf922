import { type EntryPoint, entryPoints, type MissingTranslation } from '@portico/contract';
import type { useI18n } from '../../../lib/i18n.tsx';

type Translate = ReturnType<typeof useI18n>['t'];
type BannerField = Exclude<MissingTranslation['field'], `tiles.${string}`>;

const isTile = (name: string | undefined): name is EntryPoint =>
  entryPoints.some((tile) => tile === name);

/** A document's field as the editor reads it: "Banner title", "Tile "Pay": subtitle". */
export function fieldLabel(t: Translate, field: MissingTranslation['field']): string {
  const [group, tile, text] = field.split('.');
  if (group === 'tiles' && isTile(tile)) {
    const name = t(`content.tiles.names.${tile}`);
    return t(text === 'title' ? 'content.tiles.titleOf' : 'content.tiles.subtitleOf', {
      tile: name,
    });
  }
  return t(`content.fields.${field as BannerField}`);
}
