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
  /** The unsubscribe page, its address filled in (spec 000: "unsubscribe, with query parameter email"). */
  unsubscribePage: (origin: string, language: Language, email: string): string =>
    mailLink(origin, `/${language}/unsubscribe`, { email }),
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
