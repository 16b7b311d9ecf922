import type { ContentItem, MissingTranslation, TileTexts } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import { missingIn } from '../utils/missing-in.ts';
import { LocalizedFields } from './localized-fields.tsx';

type HomeTile = ContentItem['homeTiles'][number];

/**
 * The home's tiles, each its title and subtitle in five languages. An empty field shows the
 * portal's standard words as its placeholder: left empty in all five, visitors keep reading them.
 * A tile the home does not offer now (its action is off) is still editable, and says so.
 */
export function TileFields({
  tiles,
  value,
  missing,
  onChange,
}: {
  tiles: readonly HomeTile[];
  value: Record<HomeTile['tile'], TileTexts>;
  missing: readonly MissingTranslation[];
  onChange: (tile: HomeTile['tile'], texts: TileTexts) => void;
}) {
  const { t } = useI18n();
  return (
    <section className="stack" aria-labelledby="content-tiles-title">
      <h2 id="content-tiles-title">{t('content.tiles.title')}</h2>
      <p className="hint">{t('content.tiles.intro')}</p>
      {tiles.map(({ tile, shown, standard }) => {
        const name = t(`content.tiles.names.${tile}`);
        return (
          <div key={tile} className="stack" data-tile={tile}>
            {shown ? null : <p className="hint">{t('content.tiles.hidden', { tile: name })}</p>}
            <LocalizedFields
              legend={t('content.tiles.titleOf', { tile: name })}
              value={value[tile].title}
              placeholders={standard.title}
              missing={missingIn(missing, `tiles.${tile}.title`)}
              onChange={(title) => onChange(tile, { ...value[tile], title })}
            />
            <LocalizedFields
              legend={t('content.tiles.subtitleOf', { tile: name })}
              value={value[tile].subtitle}
              placeholders={standard.subtitle}
              missing={missingIn(missing, `tiles.${tile}.subtitle`)}
              onChange={(subtitle) => onChange(tile, { ...value[tile], subtitle })}
            />
          </div>
        );
      })}
    </section>
  );
}
