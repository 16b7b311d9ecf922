import { useTranslation } from '../../../lib/i18n.ts';
import type { Article } from '@portico/contract';
import { CarouselCard } from '../../../components/carousel-card.tsx';
import styles from './result.module.css';

/** The confirmation page's promo articles, as the home's cards. */
export function PromoArticles({ articles }: { articles: Article[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="payment-articles-title">
      <h2 id="payment-articles-title">{t('paymentResult.articlesTitle')}</h2>
      <ul className={styles.articles}>
        {articles.map((article) => (
          <li key={article.id}>
            <CarouselCard
              title={article.title}
              img={article.picture}
              icon={article.icon}
              url={article.url ?? `/${article.id}`}
              newWindow={article.url !== null && article.urlOpenNewTab}
              buttonLabel={article.buttonText ?? t('common.learnMore')}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
