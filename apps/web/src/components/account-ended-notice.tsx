import { useLocation, useNavigate } from 'react-router';
import { accountEndingOf } from '../lib/account-ended.ts';
import { useTranslation } from '../lib/i18n.ts';
import styles from './account-ended-notice.module.css';

/**
 * Says on the page a customer lands on that the sign-out or the deletion happened (issue 26 item
 * 10): a status message, read out when it appears. Closing it drops the history state, so going
 * back and forth does not show it again.
 */
export function AccountEndedNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const ending = accountEndingOf(location.state);
  // Nothing at all without a message: an empty live region on every page would be one more
  // "status" beside each page's own. The landing page moves the focus to <main>, whose first
  // content this message is, so it is read first even though it arrives with the page.
  if (!ending) return null;
  return (
    <div role="status" className={styles.notice}>
      <p className={styles.text}>{t(`common.accountEnded.${ending}`)}</p>
      <button
        type="button"
        className={styles.close}
        onClick={() =>
          void navigate(
            { pathname: location.pathname, search: location.search, hash: location.hash },
            { replace: true, state: null, preventScrollReset: true },
          )
        }
      >
        {t('common.accountEnded.close')}
      </button>
    </div>
  );
}
