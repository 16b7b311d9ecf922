import { Button } from '../../../components/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './renters.module.css';

interface PagerProps {
  page: number;
  pageTotal: number;
  total: number;
  onPage: (page: number) => void;
  track: string;
}

/** A list's paging: where the visitor is among the pages, the previous and next ones. */
export function Pager({ page, pageTotal, total, onPage, track }: PagerProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.pager} aria-label={t('renters.list.paging')}>
      <p className={styles.muted} aria-live="polite">
        {t('renters.list.pageOf', { page, pageTotal: Math.max(pageTotal, 1), total })}
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          track={`${track}-previous`}
        >
          {t('renters.list.previous')}
        </Button>
        <Button
          variant="secondary"
          disabled={page >= pageTotal}
          onClick={() => onPage(page + 1)}
          track={`${track}-next`}
        >
          {t('renters.list.next')}
        </Button>
      </div>
    </nav>
  );
}
