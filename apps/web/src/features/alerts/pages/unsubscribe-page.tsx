import { useSearchParams } from 'react-router';
import { alertEmailMaxLength, alertUnsubscribeTokenPattern } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import {
  InvalidUnsubscribeLink,
  UnsubscribeConfirmation,
} from '../components/unsubscribe-confirmation.tsx';
import { UnsubscribeForm } from '../components/unsubscribe-form.tsx';
import styles from '../components/alerts.module.css';

/**
 * /{lang}/unsubscribe?email=[&token=]: stops the passage alerts of every vehicle of an address.
 * With a link's signed token the button stops them; without one, it e-mails the address a link
 * to confirm (issue 24: only the address's owner decides).
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const title = t('alerts.unsubscribe.title');
  const email = (searchParams.get('email') ?? '').slice(0, alertEmailMaxLength);
  const token = searchParams.get('token');
  let content;
  if (token === null) content = <UnsubscribeForm initialEmail={email} />;
  else if (alertUnsubscribeTokenPattern.test(token)) {
    content = <UnsubscribeConfirmation token={token} email={email} />;
  } else content = <InvalidUnsubscribeLink email={email} takeFocus={false} />;
  return (
    <>
      <PageHead title={title} />
      {/* Its links carry an address: not for search engines. */}
      <meta name="robots" content="noindex" />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>
        <div className={styles.intro}>
          <p>{t('alerts.unsubscribe.text')}</p>
          <p>{t('alerts.unsubscribe.account')}</p>
          {token === null ? <p>{t('alerts.unsubscribe.byMail')}</p> : null}
        </div>
        {content}
      </div>
    </>
  );
}
