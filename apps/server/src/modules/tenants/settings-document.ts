import type { TenantFile, TenantSettings } from '@portico/contract/tenant-file';
import type { WhitelabelSettings } from '../../db/schema/whitelabels.ts';

/**
 * A tenant file's settings as the white-label's settings document (its jsonb), and back. The
 * document is what the modules read (journeys/settings.ts reads the rules at its top level,
 * alerts/settings.ts and the alert jobs share `alerts`, help/settings.ts reads `help` and
 * `contactLimits`, claims-desk/decision-reasons.ts `decisionReasons`...); the file groups them by
 * what an operator decides. Applying a file writes the whole document: a setting removed from the
 * file is removed from the tenant.
 */
export function settingsDocument(file: Pick<TenantFile, 'settings' | 'legal'>): WhitelabelSettings {
  const {
    rules,
    alerts,
    payments,
    help,
    renters,
    retention,
    mail,
    tagManager,
    staffSso,
    decisionReasons,
  } = file.settings;
  const { contactLimits, ...helpDesk } = help ?? {};
  return dropUndefined({
    ...rules,
    legal: file.legal,
    alerts,
    payments,
    help: help ? helpDesk : undefined,
    contactLimits,
    renters,
    retention,
    mail,
    tagManager,
    staffSso,
    decisionReasons,
  });
}

const ruleKeys = [
  'paymentWindowHours',
  'journeyGapMinutes',
  'reducedIndemnityDays',
  'reducedIndemnityCents',
  'fullIndemnityCents',
  'ompAfterDays',
  'prepaymentCreditDays',
  'retentionYears',
] as const;

/** The document back to the file's sections; `legal` is returned beside them. */
export function fileSettings(document: WhitelabelSettings): {
  settings: TenantSettings;
  legal: unknown;
} {
  const rules = Object.fromEntries(
    ruleKeys.filter((key) => document[key] !== undefined).map((key) => [key, document[key]]),
  );
  const help = document.help as Record<string, unknown> | undefined;
  const helpSection =
    help || document.contactLimits !== undefined
      ? dropUndefined({ ...help, contactLimits: document.contactLimits })
      : undefined;
  const settings = dropUndefined({
    rules: Object.keys(rules).length > 0 ? rules : undefined,
    alerts: document.alerts,
    payments: document.payments,
    help: helpSection,
    renters: document.renters,
    retention: document.retention,
    mail: document.mail,
    tagManager: document.tagManager,
    staffSso: document.staffSso,
    decisionReasons: document.decisionReasons,
  });
  // The stored document was written from a checked file (or by hand): parsed again by the caller.
  return { settings: settings as TenantSettings, legal: document.legal };
}

function dropUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
