import { spreadsheetFormats, type SpreadsheetFormat } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { ServerError } from './server-error.tsx';
import styles from './renters.module.css';

interface DownloadButtonsProps {
  /** The buttons' text, given the format's name (CSV, XLSX). */
  label: (format: string) => string;
  onDownload: (format: SpreadsheetFormat) => void;
  pending: boolean;
  error: unknown;
  track: string;
}

/** One button per file format (CSV as Excel reads it, XLSX), and the download's failure. */
export function DownloadButtons({
  label,
  onDownload,
  pending,
  error,
  track,
}: DownloadButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.actions}>
        {spreadsheetFormats.map((format) => (
          <Button
            key={format}
            variant="secondary"
            loading={pending}
            onClick={() => onDownload(format)}
            track={`${track}-${format}`}
          >
            {label(t(`renters.formats.${format}`))}
          </Button>
        ))}
      </div>
      <ServerError error={error} />
    </>
  );
}
