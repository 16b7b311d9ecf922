import { useState } from 'react';
import type { FaqArticleSummary } from '@portico/contract';
import { ArticleAccordion } from './article-accordion.tsx';
import { HelpLink } from './help-link.tsx';
import styles from './article-accordion.module.css';

/**
 * A category's list (spec 000 "Help category"): articles as accordions of which one at most is
 * open (opening one closes the other), URL-type articles as plain links.
 */
export function CategoryArticles({ articles }: { articles: readonly FaqArticleSummary[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className={styles.list}>
      {articles.map((article) =>
        article.articleType === 'URL' && article.url ? (
          <p key={article.id} className={styles.link}>
            <HelpLink url={article.url} newTab={article.urlOpenNewTab}>
              {article.title}
            </HelpLink>
          </p>
        ) : (
          <ArticleAccordion
            key={article.id}
            article={article}
            open={openId === article.id}
            onToggle={() => setOpenId((current) => (current === article.id ? null : article.id))}
          />
        ),
      )}
    </div>
  );
}
