import { useMutation } from '@tanstack/react-query';
import { routes, type SendReceiptBody } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** POST /payments/receipt: the receipt is mailed to the address (202, nothing to read back). */
export function useSendReceipt() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: SendReceiptBody) =>
      apiRequest(routes.sendPaymentReceipt, { language, body }),
  });
}
