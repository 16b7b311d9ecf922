import { useTranslation } from '../../../lib/i18n.ts';
import type { Article } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { Carousel } from '../../../components/carousel.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { excerpt } from '../../../lib/text.ts';
import { useSliderArticles } from '../api/get-slider-articles.ts';
import styles from './article-slider.module.css';

/** The home's slider block: full articles, one at a time. */
export function ArticleSlider({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  const { articles } = useSliderArticles(ids);
  if (articles.length === 0) return null;
  return (
    <Carousel
      title={t('home.sliderTitle')}
      previousLabel={t('home.sliderPrevious')}
      nextLabel={t('home.sliderNext')}
      className={styles.slider}
      slides={articles.map((article) => ({
        key: article.id,
        content: <SliderArticle article={article} />,
      }))}
    />
  );
}

function SliderArticle({ article }: { article: Article }) {
  const { t } = useTranslation();
  const url = article.url ?? `/${article.id}`;
  return (
    <article className={`${styles.article} ${article.darkMode ? styles.dark : styles.light}`}>
      {article.picture ? (
        <img className={styles.picture} src={article.picture} alt="" loading="lazy" />
      ) : null}
      <div className={styles.body}>
        {article.catchphrase ? <p className={styles.catchphrase}>{article.catchphrase}</p> : null}
        <h3 className={styles.title}>{article.title}</h3>
        <p className={styles.excerpt}>{excerpt(article.content)}</p>
        <Button
          variant={article.darkMode ? 'accent' : 'primary'}
          href={url}
          newWindow={article.url !== null && article.urlOpenNewTab}
          className={styles.button}
        >
          {article.buttonText ?? (
            <>
              {t('common.learnMore')}
              <VisuallyHidden>: {article.title}</VisuallyHidden>
            </>
          )}
        </Button>
      </div>
    </article>
  );
}
