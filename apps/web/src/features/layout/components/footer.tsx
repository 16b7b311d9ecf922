import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import type { FooterEntry } from '@portico/contract';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { isExternalUrl, localizedPath } from '../../../lib/paths.ts';
import styles from './footer.module.css';

interface FooterProps {
  entries: FooterEntry[] | undefined;
  onOpenCookieSettings: () => void;
}

/** Spec 000 "Footer": the server's links, the help centre and the cookie settings. */
export function Footer({ entries, onOpenCookieSettings }: FooterProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.links}>
            {(entries ?? []).map((entry) => (
              <li key={entry.footerEntrySection}>
                <FooterLink entry={entry} />
              </li>
            ))}
            <li>
              <Link to={localizedPath(language, 'help')} data-track="footer-help">
                {t('footer.help')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={styles.cookies}
                onClick={onOpenCookieSettings}
                data-track="footer-cookies"
              >
                {t('footer.cookies')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

function FooterLink({ entry }: { entry: FooterEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const target = entry.article ?? entry.link;
  if (!target) return null;
  const newTab = target.urlOpenNewTab
    ? ({ target: '_blank', rel: 'noopener noreferrer' } as const)
    : {};
  const label = (
    <>
      {target.title}
      {target.urlOpenNewTab ? (
        <>
          {' '}
          <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
        </>
      ) : null}
    </>
  );
  const track = `footer-${entry.footerEntrySection.toLowerCase()}`;
  if (entry.link && isExternalUrl(target.url)) {
    return (
      <a href={target.url} {...newTab} data-track={track}>
        {label}
      </a>
    );
  }
  return (
    <Link to={localizedPath(language, target.url)} {...newTab} data-track={track}>
      {label}
    </Link>
  );
}
