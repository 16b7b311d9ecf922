import { lazy, Suspense } from 'react';

// React Aria's modal code (about 15 KiB compressed) is downloaded only when an estimate opens a
// modal, not with the prepayment and in-progress screens (issue 26 item 19: dialogs on demand).
const PrepaymentNotice = lazy(async () => ({
  default: (await import('./prepayment-notice.tsx')).PrepaymentNotice,
}));

/** Which modal the estimate opened: nothing to pay (price 0), or the price call failed. */
export type PrepaymentModal = 'noPayment' | 'error';

interface PrepaymentDialogProps {
  modal: PrepaymentModal | null;
  onClose: () => void;
}

/** The estimate's modal, if one is open (prepayment-notice.tsx), its code fetched when it opens. */
export function PrepaymentDialog({ modal, onClose }: PrepaymentDialogProps) {
  if (modal === null) return null;
  return (
    <Suspense fallback={null}>
      <PrepaymentNotice modal={modal} onClose={onClose} />
    </Suspense>
  );
}
