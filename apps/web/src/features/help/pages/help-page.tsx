import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { LoadingPage } from '../../../components/loading-page.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { faqQueryOptions } from '../../../lib/faq.ts';
import { contactFormQueryOptions } from '../api/get-contact-form.ts';
import { CategoryTiles } from '../components/category-tiles.tsx';
import { HelpSearch } from '../components/help-search.tsx';
import styles from './help-pages.module.css';

/** Spec 000 "Help menu": cover, search (issue 14), category tiles and the "Contatti" tile. */
export function HelpPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const tilesTitleId = useId();
  const faq = useQuery(faqQueryOptions(language));
  const contactForm = useQuery(contactFormQueryOptions(language));
  if (faq.isPending) return <LoadingPage label={t('help.loading')} />;
  if (faq.isError) {
    return (
      <div className={styles.page}>
        <PageHead title={t('header.help')} />
        <h1>{t('header.help')}</h1>
        <p role="alert">{t('help.loadError')}</p>
      </div>
    );
  }
  const title = faq.data.title || t('header.help');
  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        subtitle={faq.data.subtitle}
        picture={faq.data.picture}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>
        <HelpSearch />
        <section className={styles.section} aria-labelledby={tilesTitleId}>
          <h2 id={tilesTitleId}>{t('help.categoriesTitle')}</h2>
          <CategoryTiles
            categories={faq.data.categories}
            hasContactForm={(contactForm.data?.contactFormEntries.length ?? 0) > 0}
            labelledBy={tilesTitleId}
          />
        </section>
      </div>
    </>
  );
}
