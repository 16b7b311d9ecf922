import { useId, useRef, useState, type FormEvent } from 'react';
import { fleetImportMaxBytes, type FleetImportResult } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useImportFleet } from '../api/fleet-files.ts';
import { importReport } from '../utils/import-report.ts';
import styles from './renters.module.css';

/**
 * The fleet's import (issue 25 item 4): a CSV or XLSX file sent with its progress; the whole file
 * is checked before anything is written, so a refusal lists each bad row and its reason, and
 * names the renter support address, for the manager to fix the file and send it again.
 */
export function FleetImport({ supportEmail }: { supportEmail: string | null }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [tooLarge, setTooLarge] = useState(false);
  const [result, setResult] = useState<FleetImportResult | null>(null);
  const upload = useImportFleet(setProgress);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file || upload.isPending) return;
    setResult(null);
    setTooLarge(file.size > fleetImportMaxBytes);
    if (file.size > fleetImportMaxBytes) return;
    setProgress(0);
    upload.mutate(file, { onSuccess: setResult });
  };

  const failure = upload.error;
  const report = isApiError(failure) ? importReport(failure.body) : {};
  const support = report.supportEmail ?? supportEmail;

  return (
    <form className={`${styles.card} ${styles.form}`} noValidate onSubmit={onSubmit}>
      <h2 className={styles.title}>{t('renters.import.title')}</h2>
      <p className={styles.muted}>{t('renters.import.text')}</p>
      <div className={styles.filter}>
        <label htmlFor={inputId}>{t('renters.import.file')}</label>
        <input
          id={inputId}
          ref={input}
          type="file"
          name="importFile"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={() => {
            upload.reset();
            setResult(null);
            setTooLarge(false);
          }}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={upload.isPending} track="fleet-import">
          {t('renters.import.submit')}
        </Button>
      </div>
      {upload.isPending ? (
        <progress max={1} value={progress} aria-label={t('renters.import.progress')} />
      ) : null}
      <div role="status">
        {result ? (
          <p className={styles.success}>
            {t('renters.import.done', {
              rows: result.rows,
              added: result.added,
              closed: result.closed,
              unchanged: result.unchanged,
            })}
          </p>
        ) : null}
      </div>
      {tooLarge ? (
        <p role="alert" className={styles.error}>
          {t('renters.import.tooLarge')}
        </p>
      ) : null}
      {failure ? (
        <div role="alert" className={styles.form}>
          <p className={styles.error}>
            {t(errorMessageKey(isApiError(failure) ? failure.code : null))}
            {support ? ` ${t('renters.import.support', { email: support })}` : null}
          </p>
          {report.rows && report.rows.length > 0 ? (
            <div className={styles.report}>
              <p>{t('renters.import.rowCount', { count: report.rowErrorCount ?? 0 })}</p>
              <table className={styles.table}>
                <caption className="visually-hidden">{t('renters.import.reportCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('renters.import.row')}</th>
                    <th scope="col">{t('renters.vehicles.plate')}</th>
                    <th scope="col">{t('renters.import.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((row) => (
                    <tr key={`${row.row}-${row.reason}`}>
                      <td data-label={t('renters.import.row')}>
                        <span>{row.row}</span>
                      </td>
                      <td data-label={t('renters.vehicles.plate')}>
                        <span>{row.numberPlate ?? '—'}</span>
                      </td>
                      <td data-label={t('renters.import.reason')}>
                        <span>{t(`renters.import.reasons.${row.reason}`)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
