import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import type { Article } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { paragraphs } from '../../../lib/text.ts';
import styles from './footer-article.module.css';

/** The optional article closing the home page. */
export function FooterArticle({ article }: { article: Article }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.article}>
      <div className={styles.body}>
        {article.catchphrase ? <p className={styles.catchphrase}>{article.catchphrase}</p> : null}
        <h2 id={titleId} className={styles.title}>
          {article.title}
        </h2>
        {paragraphs(article.content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {article.url ? (
          <Button variant="secondary" href={article.url} newWindow={article.urlOpenNewTab}>
            {article.buttonText ?? t('common.learnMore')}
          </Button>
        ) : null}
      </div>
      {article.picture ? (
        <img className={styles.picture} src={article.picture} alt="" loading="lazy" />
      ) : null}
    </section>
  );
}
