import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { FaqArticleSummary } from '@portico/contract';
import { Spinner } from '../../../components/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { faqArticleQueryOptions } from '../api/get-faq-article.ts';
import styles from './article-accordion.module.css';

interface ArticleAccordionProps {
  article: FaqArticleSummary;
  open: boolean;
  onToggle: () => void;
}

/**
 * One article of a help category (spec 000 "Help category"): a heading whose button opens a
 * panel; the extract is fetched when it first opens (loading and error states), then cached.
 * The panel slides open in 500 ms (spec 000 section 9), at once under prefers-reduced-motion.
 */
export function ArticleAccordion({ article, open, onToggle }: ArticleAccordionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const buttonId = useId();
  const panelId = useId();
  const extract = useQuery({ ...faqArticleQueryOptions(language, article.id), enabled: open });
  return (
    <div className={styles.item}>
      <h2 className={styles.heading}>
        <button
          id={buttonId}
          type="button"
          className={styles.button}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>{article.title}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h2>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className={styles.panel}
        data-open={open}
        inert={!open}
      >
        <div className={styles.panelInner}>
          <div className={styles.body}>
            {extract.isPending && open ? <Spinner label={t('help.loading')} /> : null}
            {extract.isError ? <p role="alert">{t('help.loadError')}</p> : null}
            {extract.data ? (
              <>
                {extract.data.catchphrase ? (
                  <p className={styles.catchphrase}>{extract.data.catchphrase}</p>
                ) : null}
                <p>{extract.data.extract}</p>
                <Link to={localizedPath(language, article.id)} className={styles.more}>
                  {t('help.readArticle')}
                </Link>
              </>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
