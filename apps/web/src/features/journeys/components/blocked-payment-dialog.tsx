import { useTranslation } from '../../../lib/i18n.ts';
import type { BlockedPaymentModal } from '@portico/contract';
import { NoticeDialog } from '../../../components/notice-dialog.tsx';

interface BlockedPaymentDialogProps {
  modal: BlockedPaymentModal | null;
  onClose: () => void;
}

/** Spec section 8 "Pagamento bloccato": focus stays inside; Escape and OK close it. */
export function BlockedPaymentDialog({ modal, onClose }: BlockedPaymentDialogProps) {
  const { t } = useTranslation();
  return (
    <NoticeDialog
      isOpen={modal !== null}
      onClose={onClose}
      role="alertdialog"
      title={t('journeys.blocked.title')}
      description={modal ? t(`journeys.blocked.${modal}`) : null}
      closeLabel={t('journeys.blocked.ok')}
    />
  );
}
