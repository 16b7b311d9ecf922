import { useMutation } from '@tanstack/react-query';
import { routes, type Language } from '@portico/contract';
import { apiBlobRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { saveFile } from '../../../lib/save-file.ts';

export interface OwnReceipt {
  reference: string;
  receiptNumber: string;
}

/**
 * GET /users/me/payments/{reference}/receipt: the receipt of one of the customer's own payments,
 * with the customer's token (the server answers 404 for anyone else's), in the page's language.
 */
export function getMyReceipt(language: Language, reference: string): Promise<Blob> {
  return apiBlobRequest(routes.myPaymentReceipt, {
    language,
    accept: 'application/pdf',
    params: { reference },
  });
}

/** Saved under the receipt's number: several receipts in a downloads folder stay apart. */
export function useDownloadMyReceipt() {
  const language = useLanguage();
  return useMutation({
    mutationFn: async ({ reference, receiptNumber }: OwnReceipt) =>
      saveFile(await getMyReceipt(language, reference), `${receiptNumber}.pdf`),
  });
}
