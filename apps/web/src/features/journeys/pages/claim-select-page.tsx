import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  canChoose,
  chosenCategory,
  claimGroupOrder,
  contestableList,
  groupByClaimCategory,
  isContestable,
  protestTypeOfChoice,
  sortJourneys,
  toggleClaimJourney,
  type Journey,
} from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { VehiclePlate } from '../../../components/vehicle-plate.tsx';
import { chooseClaimJourneys, type ClaimDraft } from '../../../lib/claim-draft.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { useSelectionError } from '../utils/use-selection-error.ts';
import { JourneyRow } from '../components/journey-row.tsx';
import styles from '../components/trips.module.css';

interface ClaimSelectPageProps {
  draft: ClaimDraft;
}

/**
 * /{lang}/claim/select (spec 000 section 4, claim mode): the claim's trips grouped by claim
 * category, none checked and rows not clickable; the visitor ticks the trips of one category
 * (a claim has one type), OMP cases are listed with why they cannot be contested here, and a trip
 * already contested shows it, unticked. "Continua" keeps the choice and opens the claim form.
 */
export function ClaimSelectPage({ draft }: ClaimSelectPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const journeys = useMemo(
    () => contestableList(sortJourneys(draft.journeySet.journeys)),
    [draft.journeySet.journeys],
  );
  const groups = useMemo(() => groupByClaimCategory(journeys), [journeys]);
  // Back from the claim form, the choice made before is kept.
  const [selection, setSelection] = useState(
    () =>
      new Set(
        journeys
          .filter((journey) => draft.journeyIds.includes(journey.id) && isContestable(journey))
          .map((journey) => journey.id),
      ),
  );
  const [now] = useState(() => new Date());
  const tripsRef = useRef<HTMLDivElement>(null);
  const selectionError = useSelectionError(tripsRef);
  const category = chosenCategory(selection, journeys);
  const title = t('claims.select.title');
  const formTitle = t('claims.form.title');

  const onToggle = (journey: Journey) => {
    selectionError.hide();
    setSelection((current) => toggleClaimJourney(current, journey, journeys));
  };

  const next = () => {
    const chosen = journeys.filter((journey) => selection.has(journey.id));
    const type = protestTypeOfChoice(chosen);
    if (!type) return selectionError.show();
    chooseClaimJourneys(
      chosen.map((journey) => journey.id),
      type,
    );
    void navigate(localizedPath(language, 'claim'));
  };

  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[
          { label: t('common.home'), url: '/' },
          { label: formTitle, url: '/form/claim' },
          { label: title },
        ]}
      />
      <div className={styles.page}>
        <VehiclePlate
          plate={draft.journeySet.plate}
          countryCode={draft.journeySet.countryCode}
          className={styles.plate}
        />
        <p>{t('claims.select.intro')}</p>
        {journeys.length === 0 ? (
          <div className={styles.noTravel}>
            <p>{t('claims.select.none')}</p>
            <Link to={localizedPath(language, 'form/claim')}>{t('claims.select.searchAgain')}</Link>
          </div>
        ) : (
          <div className={styles.layout}>
            <div ref={tripsRef}>
              {selectionError.shown ? (
                <p id={selectionError.id} role="alert" className={styles.selectionError}>
                  {t('errors.renter_protest_no_journey_selected')}
                </p>
              ) : null}
              {claimGroupOrder.map((group) =>
                groups[group].length === 0 ? null : (
                  <section key={group} className={styles.group}>
                    <h2 id={`claim-${group}`}>{t(`claims.select.categories.${group}`)}</h2>
                    {group === 'omp' ? (
                      <p className={styles.note}>{t('claims.select.ompNote')}</p>
                    ) : category !== null && category !== group ? (
                      <p className={styles.note}>{t('claims.select.otherCategory')}</p>
                    ) : null}
                    <ul className={styles.list} aria-labelledby={`claim-${group}`}>
                      {groups[group].map((journey) => (
                        <JourneyRow
                          key={journey.id}
                          journey={journey}
                          mode="claim"
                          checked={selection.has(journey.id)}
                          enabled={canChoose(journey, selection, journeys)}
                          hasRentalDates={false}
                          now={now}
                          onToggle={onToggle}
                          describedBy={selectionError.describedBy}
                        />
                      ))}
                    </ul>
                  </section>
                ),
              )}
            </div>
            <aside className={styles.summary} aria-labelledby="claim-choice-title">
              <h2 id="claim-choice-title" className={styles.summaryTitle}>
                {title}
              </h2>
              <p aria-live="polite">{t('claims.select.count', { count: selection.size })}</p>
              <Button
                onClick={next}
                aria-describedby={selectionError.describedBy}
                track="claim-select-continue"
              >
                {t('claims.select.continue')}
              </Button>
              <Link to={localizedPath(language, 'form/claim')}>
                {t('claims.select.searchAgain')}
              </Link>
            </aside>
          </div>
        )}
      </div>
    </>
  );
}
