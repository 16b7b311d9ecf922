/**
 * The client-side storage keys of the spec (000 section 3), in one place. Values are JSON.
 * Access never throws: a browser that refuses storage (private mode, quota) reads as empty.
 */
export const storageKeys = {
  plateForm: 'form/plate',
  userToken: 'spiritUserToken',
  journeys: 'journeys',
  sessionId: 'sessionId',
  paymentNoticeIsValid: 'paymentNoticeIsValid',
  locationDates: 'location/dates',
  inProgressJourney: 'inprogress/journey',
  /** Portico: the trips chosen on a trips list, read by the payment page. */
  paymentJourneys: 'payment/journeys',
  /**
   * Portico: the payment session the result pages belong to (spec: "If no sessionId is stored,
   * redirect to /"). Kept apart from the lookup's `sessionId`, which still reopens the plate.
   */
  paymentSession: 'payment/sessionId',
  /** Portico: the prepaid trips added on the prepayment screen (spec: "the prepaid list"). */
  prepaidJourneys: 'prepayment/journeys',
  /** Portico: the plate country last chosen in a lookup form, the next form's start. */
  plateCountry: 'form/plateCountry',
  isFromAvisOrCnp: 'isFromAvisOrCnp',
  protestFaq: 'protest/faq',
  renterFaq: 'renter/faq',
  whitelabel: 'whitelabel',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(kind: StorageArea, key: StorageKey): unknown {
  try {
    const raw = area(kind)?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** A stored JSON object, before its fields are checked. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function writeStored(kind: StorageArea, key: StorageKey, value: unknown): void {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the app works without persistence.
  }
}

export function removeStored(kind: StorageArea, key: StorageKey): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Same as above.
  }
}
