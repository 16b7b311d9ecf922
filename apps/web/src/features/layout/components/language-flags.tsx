import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { languages } from '@portico/contract';
import { languageAutonyms, languageFlagCountry, useLanguage } from '../../../lib/language.ts';
import { switchLanguagePath } from '../../../lib/paths.ts';
import styles from './language-flags.module.css';

/** One flag per language, each leading to the same page (and query) in that language. */
export function LanguageFlags() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t('header.languages')}>
      <ul className={styles.flags}>
        {languages.map((language) => (
          <li key={language}>
            <Link
              to={switchLanguagePath(pathname, search, language)}
              className={styles.flag}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              data-track="header-language"
            >
              <img
                src={`/flags/${languageFlagCountry[language]}.svg`}
                alt={languageAutonyms[language]}
                width="28"
                height="20"
                // Small and many: not preloaded ahead of the page's largest picture.
                fetchPriority="low"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
