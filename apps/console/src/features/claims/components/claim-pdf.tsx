import type { ProtestAttachment } from '@portico/contract';
import { useEffect } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey, type ErrorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useClaimPdfUrl } from '../api/get-claim-file.ts';

/**
 * Why a file was refused, and whether asking again may help: no answer, a server that cannot
 * give it now (503), the requests limiter; not the hour's or day's file views used up
 * (claim_file_view_limit), nor a file or claim that does not exist.
 */
function refusal(error: unknown): {
  reason: ErrorMessageKey | 'claim.fileUnavailable';
  retry: boolean;
} {
  if (!isApiError(error)) return { reason: errorMessageKey(error), retry: true };
  if (error.status >= 500) return { reason: 'claim.fileUnavailable', retry: true };
  const retry = error.status === 0 || error.code === 'too_many_requests';
  return { reason: errorMessageKey(error), retry };
}

/**
 * A claim's PDF in the page: read first, then framed from memory (a blob: URL, which the console's
 * policy lets it frame), so a refusal is never framed as the server's raw JSON but said in words,
 * with a way to ask again when that may help.
 */
export function ClaimPdf({ reference, file }: { reference: string; file: ProtestAttachment }) {
  const { t } = useI18n();
  const { data: frameUrl, error, reload } = useClaimPdfUrl(reference, file.id);
  useEffect(() => {
    if (!frameUrl) return undefined;
    return () => URL.revokeObjectURL(frameUrl);
  }, [frameUrl]);

  if (error) {
    const { reason, retry } = refusal(error);
    return (
      <div role="alert" className="error-alert">
        <p>
          {t('claim.fileRefused', { name: file.fileName })} {t(reason)}
        </p>
        {retry ? (
          <button type="button" className="button" onClick={reload}>
            {t('claim.fileRetry')}
          </button>
        ) : null}
      </div>
    );
  }
  if (!frameUrl) return <p className="hint">{t('claim.fileLoading')}</p>;
  return <iframe className="claim-pdf" src={frameUrl} title={file.fileName} />;
}
