import { lazy, Suspense } from 'react';
import type { PrepaymentModal } from './prepayment-notice.tsx';

// React Aria's modal code (about 15 KiB compressed) is downloaded only when an estimate opens a
// modal, not with the prepayment and in-progress screens (issue 26 item 19: dialogs on demand).
const PrepaymentNotice = lazy(async () => ({
  default: (await import('./prepayment-notice.tsx')).PrepaymentNotice,
}));

// The type comes with the notice's module (only its type: its code stays on demand).
export type { PrepaymentModal };

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
