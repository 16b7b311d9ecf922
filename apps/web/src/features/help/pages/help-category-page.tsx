import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb } from '../../../components/breadcrumb.tsx';
import { LoadingPage } from '../../../components/loading-page.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { contactFormQueryOptions } from '../api/get-contact-form.ts';
import { faqCategoryQueryOptions } from '../api/get-faq-category.ts';
import { CategoryArticles } from '../components/category-articles.tsx';
import styles from './help-pages.module.css';

/**
 * Spec 000 "Help category": the way back to the topics, the title, the articles, and the link to
 * the assistant (starting at this category's node) when there is a contact form.
 */
export function HelpCategoryPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const category = useQuery(faqCategoryQueryOptions(language, id));
  const contactForm = useQuery(contactFormQueryOptions(language));
  const back = (current: string) => (
    <Breadcrumb items={[{ label: t('help.backToTopics'), url: '/help' }, { label: current }]} />
  );
  if (category.isPending) return <LoadingPage label={t('help.loading')} />;
  if (category.isError) {
    return (
      <div className={styles.page}>
        <PageHead title={t('header.help')} />
        {back(t('header.help'))}
        <h1>{t('header.help')}</h1>
        <p role="alert">{t('help.loadError')}</p>
      </div>
    );
  }
  const hasContactForm = (contactForm.data?.contactFormEntries.length ?? 0) > 0;
  return (
    <div className={styles.page}>
      <PageHead title={category.data.title} />
      <div className={styles.section}>
        {back(category.data.title)}
        <h1>{category.data.title}</h1>
        <CategoryArticles articles={category.data.articles} />
      </div>
      {hasContactForm ? (
        <p className={styles.contact}>
          {/* Spec 000 "Help category": the whole sentence is the link (a bigger target too). */}
          <Link to={localizedPath(language, `contact/chatbot?category=${encodeURIComponent(id)}`)}>
            {t('help.noAnswer')} {t('help.contactUs')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
