import type { ProtestAttachment } from '@portico/contract';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { claimFileUrl } from '../api/claim-file-url.ts';
import { ClaimPdf } from './claim-pdf.tsx';

/**
 * The claim's files shown in the page, from the console's own origin: an image in an <img>, a
 * PDF in an <iframe> once read (the browser's viewer; a refusal said in words: claim-pdf.tsx).
 * Each has a link to open it alone. Every reading is in the audit log, and counted against the
 * person's files of the hour and the day (429 claim_file_view_limit): an image the server
 * refused says so in words instead of a broken picture.
 */
export function ClaimFiles({
  reference,
  files,
}: {
  reference: string;
  files: readonly ProtestAttachment[];
}) {
  const { t } = useI18n();
  const [notShown, setNotShown] = useState<ReadonlySet<string>>(new Set());
  if (files.length === 0) return <p>{t('claim.noFiles')}</p>;
  return (
    <ul className="claim-files">
      {files.map((file) => {
        const url = claimFileUrl(reference, file.id);
        return (
          <li key={file.id}>
            <p className="claim-file-name">
              {file.fileName}{' '}
              <span className="hint">
                ({file.mediaType}, {t('claim.kib', { count: String(Math.ceil(file.bytes / 1024)) })}
                )
              </span>{' '}
              <a href={url} target="_blank" rel="noopener noreferrer">
                {t('claim.openFile')}
              </a>
            </p>
            {file.mediaType === 'application/pdf' ? (
              <ClaimPdf reference={reference} file={file} />
            ) : notShown.has(file.id) ? (
              <p role="alert">{t('claim.fileNotShown')}</p>
            ) : (
              <img
                className="claim-image"
                src={url}
                alt={t('claim.imageAlt', { name: file.fileName })}
                onError={() => setNotShown((shown) => new Set(shown).add(file.id))}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
