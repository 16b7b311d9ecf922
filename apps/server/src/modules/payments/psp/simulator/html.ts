/**
 * The simulator pages' HTML. Every value that came from a request goes through escapeHtml; no
 * inline style or script anywhere (the portal's CSP forbids both), one linked stylesheet.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export interface PageFrame {
  /** Where the plugin is mounted, e.g. `/psp-simulator`: the stylesheet lives under it. */
  readonly prefix: string;
  /** "Paybox" or "Axepta", named in the banner and the title. */
  readonly psp: string;
  readonly title: string;
  /** Already-escaped HTML of the main landmark's content. */
  readonly body: string;
}

/** A whole page, French-first like both PSPs' pages, clearly marked as a simulator. */
export function renderPage(frame: PageFrame): string {
  const banner = `Simulateur ${escapeHtml(frame.psp)} — aucun paiement réel`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(frame.title)} — ${banner}</title>
<link rel="stylesheet" href="${escapeHtml(frame.prefix)}/simulator.css">
</head>
<body>
<header class="banner"><p>${banner}</p></header>
<main>
${frame.body}
</main>
</body>
</html>
`;
}

/** Hidden inputs carrying fields to the next step, in the given order. */
export function hiddenInputs(fields: readonly (readonly [string, string])[]): string {
  return fields
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}

/** `12,34 €`, as a French page shows it. */
export function formatAmount(amountCents: number, currency = 'EUR'): string {
  try {
    return new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(
      amountCents / 100,
    );
  } catch {
    return `${(amountCents / 100).toFixed(2)} ${currency}`;
  }
}
