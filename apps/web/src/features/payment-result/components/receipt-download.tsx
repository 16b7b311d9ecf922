import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useDownloadReceipt } from '../api/download-receipt.ts';
import styles from './result.module.css';

/** The PDF receipt of a SUCCEED payment, saved as receipt.pdf; a failure shows the mapped error. */
export function ReceiptDownload({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const download = useDownloadReceipt();
  const failure = download.error;
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        loading={download.isPending}
        onClick={() => download.mutate(sessionId)}
        track="payment-receipt-download"
      >
        {t('paymentResult.receipt.download')}
      </Button>
      <p role="alert" className={styles.error}>
        {failure ? t(errorMessageKey(isApiError(failure) ? failure.code : null)) : null}
      </p>
    </div>
  );
}
