import { useMutation } from '@tanstack/react-query';
import { routes, type Language } from '@portico/contract';
import { apiBlobRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { saveFile } from '../../../lib/save-file.ts';

export const receiptFileName = 'receipt.pdf';

/** GET /payments/receipt?sessionId=: the PDF receipt of a SUCCEED payment. */
export function getReceipt(language: Language, sessionId: string): Promise<Blob> {
  return apiBlobRequest(routes.paymentReceipt, {
    language,
    accept: 'application/pdf',
    query: { sessionId },
  });
}

export function useDownloadReceipt() {
  const language = useLanguage();
  return useMutation({
    mutationFn: async (sessionId: string) =>
      saveFile(await getReceipt(language, sessionId), receiptFileName),
  });
}
