import { apiPrefix, type Language, routes } from '@portico/contract';
import { mailLink } from '../../mail/links.ts';

/**
 * The portal's pages and calls an alert e-mail links to (web routes of apps/web/src/app/router.tsx,
 * API paths of the contract), absolute on the white-label's origin (mail/links.ts).
 */
export const alertLinks = {
  /** The confirmation page, which posts the token (POST /customers/confirmations). */
  confirm: (origin: string, language: Language, token: string): string =>
    mailLink(origin, `/${language}/alert/confirm`, { token }),
  /** The alert form, to subscribe again. */
  subscribe: (origin: string, language: Language): string => mailLink(origin, `/${language}/alert`),
  /**
   * The unsubscribe page, its address filled in (spec 000: "unsubscribe, with query parameter
   * email"), with the address's one-click token: the page's button stops the alerts at once
   * (issue 24 item 5), where the address alone only asks for this e-mail.
   */
  unsubscribePage: (origin: string, language: Language, email: string, token: string): string =>
    mailLink(origin, `/${language}/unsubscribe`, { email, token }),
  /** Issue 24: the page where the address receiving a plate's alerts keeps or hands them over. */
  handover: (origin: string, language: Language, token: string): string =>
    mailLink(origin, `/${language}/alert/handover`, { token }),
  /** The help centre (a vehicle whose alerts someone else kept). */
  help: (origin: string, language: Language): string => mailLink(origin, `/${language}/help`),
  /** RFC 8058 one-click unsubscribe: what a mail client posts to (List-Unsubscribe). */
  oneClick: (origin: string, token: string): string =>
    mailLink(origin, `${apiPrefix}${routes.oneClickUnsubscribeAlert.path}`, { token }),
  /**
   * The trip lookup of the plate: the payment form, with the plate and its country in the query
   * for the form to start with (the lookup needs a captcha, so it cannot open the trips itself).
   */
  lookup: (origin: string, language: Language, plate: string, countryCode: string): string =>
    mailLink(origin, `/${language}/form/payment`, { plate, country: countryCode }),
};
