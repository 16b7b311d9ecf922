import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { paragraphs } from '../../../lib/text.ts';
import { useArticle } from '../api/get-article.ts';
import styles from './article-page.module.css';

/** Spec route {articleId}: a cover (title, picture) and the article's paragraphs. */
export function ArticlePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data: article } = useArticle(id);
  return (
    <>
      <PageHead title={article.title} />
      <CoverBanner
        title={article.title}
        picture={article.picture}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: article.title }]}
      />
      <div className={styles.content}>
        {article.catchphrase ? <p className={styles.catchphrase}>{article.catchphrase}</p> : null}
        {paragraphs(article.content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {article.url && article.url !== `/${article.id}` ? (
          <div>
            <Button href={article.url} newWindow={article.urlOpenNewTab}>
              {article.buttonText ?? t('common.learnMore')}
            </Button>
          </div>
        ) : null}
      </div>
    </>
  );
}
