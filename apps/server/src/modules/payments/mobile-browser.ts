/**
 * Whether the payer's browser is a phone's or a tablet's, from the request that starts the card
 * payment: Paybox then gets PBX_SOURCE=RWD, its responsive page (issue 26 item 18), as Crédit
 * Agricole's own modules send. Chromium's client hint `Sec-CH-UA-Mobile` answers when present;
 * otherwise the user agent's usual mobile tokens.
 */
const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile|Silk|Kindle/i;

export function isMobileBrowser(headers: {
  'sec-ch-ua-mobile'?: string | string[] | undefined;
  'user-agent'?: string | undefined;
}): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return MOBILE_USER_AGENT.test(headers['user-agent'] ?? '');
}
