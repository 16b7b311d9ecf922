import { useTranslation } from '../../../lib/i18n.ts';
import { NoticeDialog } from '../../../components/notice-dialog.tsx';

/** Which modal the estimate opened: nothing to pay (price 0), or the price call failed. */
export type PrepaymentModal = 'noPayment' | 'error';

interface PrepaymentDialogProps {
  modal: PrepaymentModal | null;
  onClose: () => void;
}

/** Spec 001: the "no payment needed" modal and the price failure's "Errore"; OK closes them. */
export function PrepaymentDialog({ modal, onClose }: PrepaymentDialogProps) {
  const { t } = useTranslation();
  const shown = modal ?? 'error';
  return (
    <NoticeDialog
      isOpen={modal !== null}
      onClose={onClose}
      role="alertdialog"
      title={t(`prepayment.${shown}.title`)}
      description={t(`prepayment.${shown}.text`)}
      closeLabel={t('prepayment.ok')}
    />
  );
}
