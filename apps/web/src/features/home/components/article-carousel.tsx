import { useTranslation } from '../../../lib/i18n.ts';
import type { Article } from '@portico/contract';
import { Carousel } from '../../../components/carousel.tsx';
import { CarouselCard } from '../../../components/carousel-card.tsx';
import styles from './article-carousel.module.css';

interface ArticleCarouselProps {
  title: string | null;
  articles: Article[];
}

/** The home's list block: article cards, 1 to 4 per view by width (spec 001 section 9). */
export function ArticleCarousel({ title, articles }: ArticleCarouselProps) {
  const { t } = useTranslation();
  return (
    <Carousel
      title={title ?? t('home.articlesTitle')}
      previousLabel={t('home.articlesPrevious')}
      nextLabel={t('home.articlesNext')}
      slideClassName={styles.slide}
      slides={articles.map((article) => ({
        key: article.id,
        content: (
          <CarouselCard
            title={article.title}
            img={article.picture}
            icon={article.icon}
            url={article.url ?? `/${article.id}`}
            newWindow={article.url !== null && article.urlOpenNewTab}
            buttonLabel={article.buttonText ?? t('common.learnMore')}
          />
        ),
      }))}
    />
  );
}
