import { useId } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { paragraphs } from '../../../lib/text.ts';
import { useAuthenticationPage } from '../api/get-authentication-page.ts';
import { audiencePages, useAudience } from '../utils/audience.ts';
import styles from './authentication-intro.module.css';

/** The demo's pictures are 800 x 450: the box keeps that ratio before the picture arrives. */
const pictureWidth = 800;
const pictureHeight = 450;

/**
 * Beside the sign-in and registration forms: the white-label's title, text and picture for its
 * customers (GET /whitelabels/authentication-page?type=user). A skeleton of the same size while
 * it loads; the portal's own texts when the white-label has none or the call fails.
 */
export function AuthenticationIntro() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: page, isPending } = useAuthenticationPage(
    audiencePages[useAudience()].presentation,
  );

  if (isPending) {
    return (
      <div className={styles.intro} role="status">
        <VisuallyHidden>{t('account.authPage.loading')}</VisuallyHidden>
        <div className={styles.skeleton} aria-hidden="true" data-testid="authentication-skeleton">
          <span className={styles.titleBar} />
          <span className={styles.textBar} />
          <span className={styles.textBar} />
          <span className={styles.shortBar} />
          <span className={styles.pictureBox} />
        </div>
      </div>
    );
  }

  return (
    <section className={styles.intro} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {page?.title ?? t('account.authPage.userTitle')}
      </h2>
      {paragraphs(page?.text ?? t('account.authPage.userText')).map((paragraph, index) => (
        <p key={index} className={styles.text}>
          {paragraph}
        </p>
      ))}
      {page?.picture ? (
        <img
          className={styles.picture}
          src={page.picture}
          alt={page.pictureAlt ?? ''}
          width={pictureWidth}
          height={pictureHeight}
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </section>
  );
}
