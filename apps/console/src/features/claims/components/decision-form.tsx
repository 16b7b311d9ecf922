import { useId, useState, type FormEvent } from 'react';
import {
  isLanguage,
  type ClaimCase,
  type ClaimDecisionReason,
  type ProtestDecisionOutcome,
} from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDecisionReasons } from '../api/get-decision-reasons.ts';
import type { ClaimDecision } from '../api/preview-claim-decision.ts';
import { centsOfEuros } from '../utils/money.ts';
import { ReasonPicker, reasonKeyOf, reasonKindsOf } from './reason-picker.tsx';

/**
 * The decision: accept (each unpaid trip may keep a new, lower toll instead of being cancelled) or
 * reject, with the reason the claimant reads in the e-mail, written in their language: the agent's
 * own words, or a ready-made reason of the white-label filled in that language and edited at will
 * (what is sent is the text as it stands). Sending the form asks for the e-mail's preview; the
 * decision is confirmed from it.
 */
export function DecisionForm({
  claim,
  busy,
  onPreview,
}: {
  claim: ClaimCase;
  busy: boolean;
  onPreview: (decision: ClaimDecision) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [outcome, setOutcome] = useState<ProtestDecisionOutcome>('ACCEPTED');
  const [reason, setReason] = useState('');
  const [chosen, setChosen] = useState<ClaimDecisionReason | null>(null);
  const { data: ready, error: readyError } = useDecisionReasons(claim.reference);
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [priceError, setPriceError] = useState<string | null>(null);
  const repriceable = claim.journeys.filter((journey) => !journey.paid);
  const language = isLanguage(claim.language) ? t(`languages.${claim.language}`) : claim.language;

  function choose(next: ClaimDecisionReason | null) {
    setChosen(next);
    if (next) setReason(next.text);
  }

  function changeOutcome(next: ProtestDecisionOutcome) {
    setOutcome(next);
    // A reason of the other outcome no longer fits: its text goes too, unless the agent edited it.
    if (chosen && !reasonKindsOf[next].includes(chosen.kind)) {
      if (reason === chosen.text) setReason('');
      setChosen(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const reducedPrices: { journeyId: string; reducedTtcPrice: number }[] = [];
    if (outcome === 'ACCEPTED') {
      for (const journey of repriceable) {
        const typed = prices[journey.id]?.trim() ?? '';
        if (!typed) continue;
        const cents = centsOfEuros(typed);
        if (cents === null || cents >= journey.currentTtcPrice) {
          setPriceError(journey.id);
          return;
        }
        reducedPrices.push({ journeyId: journey.id, reducedTtcPrice: cents });
      }
    }
    setPriceError(null);
    onPreview({
      outcome,
      reason: reason.trim(),
      ...(reducedPrices.length > 0 ? { reducedPrices } : {}),
    });
  }

  return (
    <form className="stack" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('decision.title')}</h2>
      <fieldset className="role-choice">
        <legend>{t('decision.outcome')}</legend>
        {(['ACCEPTED', 'REJECTED'] as const).map((value) => (
          <label key={value} className="check">
            <input
              type="radio"
              name={`${id}-outcome`}
              value={value}
              checked={outcome === value}
              onChange={() => changeOutcome(value)}
            />
            {t(`decision.${value}`)}
          </label>
        ))}
      </fieldset>
      {outcome === 'ACCEPTED' && repriceable.length > 0 ? (
        <fieldset className="role-choice">
          <legend>{t('decision.newPrices')}</legend>
          <p className="hint">{t('decision.newPricesHint')}</p>
          {repriceable.map((journey) => (
            <div className="field" key={journey.id}>
              <label htmlFor={`${id}-price-${journey.id}`}>
                {t('decision.newPrice', { plate: journey.plate, date: journey.date.slice(0, 10) })}
              </label>
              <input
                id={`${id}-price-${journey.id}`}
                inputMode="decimal"
                autoComplete="off"
                value={prices[journey.id] ?? ''}
                onChange={(event) =>
                  setPrices((current) => ({ ...current, [journey.id]: event.target.value }))
                }
                aria-invalid={priceError === journey.id}
                aria-describedby={priceError === journey.id ? `${id}-price-error` : undefined}
              />
              {priceError === journey.id ? (
                <span id={`${id}-price-error`} className="field-error">
                  {t('decision.priceInvalid')}
                </span>
              ) : null}
            </div>
          ))}
        </fieldset>
      ) : null}
      {ready ? (
        <ReasonPicker
          id={`${id}-ready`}
          outcome={outcome}
          reasons={ready.reasons}
          chosen={chosen ? reasonKeyOf(chosen) : ''}
          onChoose={choose}
        />
      ) : null}
      {readyError ? <p className="hint">{t('decision.readyUnavailable')}</p> : null}
      <div className="field wide">
        <label htmlFor={`${id}-reason`}>{t('decision.reason')}</label>
        <textarea
          id={`${id}-reason`}
          lang={claim.language}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          minLength={3}
          maxLength={2000}
          rows={5}
          aria-describedby={`${id}-reason-hint ${id}-reason-filled`}
        />
        <span id={`${id}-reason-hint`} className="hint">
          {t('decision.reasonHint', { language })}
        </span>
        {/* Said as it happens: the text just changed under the agent's eyes, in another language. */}
        <span id={`${id}-reason-filled`} className="hint" role="status">
          {chosen ? t('decision.reasonFilled', { reason: chosen.label, language }) : ''}
        </span>
      </div>
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          {t('decision.preview')}
        </button>
      </div>
    </form>
  );
}
