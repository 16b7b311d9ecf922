import { type HomeContent, homeArticleListMax } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import type { ArticleChoice } from '../api/use-article-choices.ts';
import { ArticleListField } from './article-list-field.tsx';
import { ArticleSelect } from './article-select.tsx';

type Blocks = Pick<
  HomeContent,
  'listBlockArticleIds' | 'sliderBlockArticleIds' | 'footerArticleId'
>;

/**
 * The home's article blocks: the list under its title, the slider, and the article at the foot
 * of the page (or none), each from the white-label's published articles.
 */
export function HomeArticleBlocks({
  value,
  articles,
  onChange,
}: {
  value: Blocks;
  /** The white-label's published articles; null while they load. */
  articles: readonly ArticleChoice[] | null;
  onChange: (next: Partial<Blocks>) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <ArticleListField
        legend={t('content.home.listBlock')}
        value={value.listBlockArticleIds}
        max={homeArticleListMax}
        articles={articles}
        onChange={(listBlockArticleIds) => onChange({ listBlockArticleIds })}
      />
      <ArticleListField
        legend={t('content.home.sliderBlock')}
        value={value.sliderBlockArticleIds}
        max={homeArticleListMax}
        articles={articles}
        onChange={(sliderBlockArticleIds) => onChange({ sliderBlockArticleIds })}
      />
      <ArticleSelect
        label={t('content.home.footerArticle')}
        value={value.footerArticleId}
        articles={articles}
        noneLabel={t('content.home.noFooterArticle')}
        onChange={(footerArticleId) => onChange({ footerArticleId })}
      />
    </>
  );
}
