import { useTranslation } from '../../../lib/i18n.ts';
import { NoticeDialog } from '../../../components/notice-dialog.tsx';

/** Which modal the estimate opened: nothing to pay (price 0), or the price call failed. */
export type PrepaymentModal = 'noPayment' | 'error';

/** Spec 001: the "no payment needed" modal and the price failure's "Errore"; OK closes them. */
export function PrepaymentNotice({
  modal,
  onClose,
}: {
  modal: PrepaymentModal;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <NoticeDialog
      isOpen
      onClose={onClose}
      role="alertdialog"
      title={t(`prepayment.${modal}.title`)}
      description={t(`prepayment.${modal}.text`)}
      closeLabel={t('prepayment.ok')}
    />
  );
}
