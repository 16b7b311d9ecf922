import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { gateText, type Journey } from '@portico/contract';
import { formatDateTime } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';
import { caseNumber } from '../utils/case-number.ts';
import styles from './trips.module.css';

interface ProsecutorCasesProps {
  /** The plate's trips with paymentLimit OMP. */
  cases: readonly Journey[];
  /** Nothing else is payable: the screen would otherwise say there is nothing to pay. */
  nothingPayable: boolean;
}

/**
 * The journeys screen leaves OMP trips out of its list (spec 000/001 section 4) and they cannot
 * be paid here; this says they exist, why they are not payable any more and what to do, instead
 * of a bare "no trips to pay".
 */
export function ProsecutorCases({ cases, nothingPayable }: ProsecutorCasesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const count = cases.length;
  return (
    <section className={styles.prosecutor} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('journeys.prosecutor.title', { count })}</h2>
      {nothingPayable ? <p>{t('journeys.prosecutor.nothingOnline')}</p> : null}
      <p>{t('journeys.prosecutor.why', { count })}</p>
      <ul className={styles.prosecutorCases} aria-labelledby={titleId}>
        {cases.map((journey) => {
          const number = caseNumber(journey);
          return (
            <li key={journey.id} className={styles.prosecutorCase}>
              <p>
                <time dateTime={journey.date}>{formatDateTime(journey.date, language)}</time>{' '}
                {t('journeys.row.parisTime')}
                {number ? (
                  <span>
                    {' · '}
                    {t('journeys.row.caseNumber')} {number}
                  </span>
                ) : null}
              </p>
              <p>
                {t('journeys.row.entry')} {gateText(journey.in)}
                {journey.out ? (
                  <>
                    <span aria-hidden="true"> → </span>
                    {t('journeys.row.exit')} {gateText(journey.out)}
                  </>
                ) : null}
              </p>
              <p className={styles.prosecutorStatus}>{t('journeys.deadline.omp')}</p>
            </li>
          );
        })}
      </ul>
      <h3>{t('journeys.prosecutor.whatToDoTitle')}</h3>
      <p>{t('journeys.prosecutor.whatToDo')}</p>
    </section>
  );
}
