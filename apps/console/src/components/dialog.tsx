import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the browser's own <dialog> element: showModal() makes the page behind it
 * inert, moves focus into it, closes on Escape and gives focus back to what opened it. React
 * Aria's Modal is not used: on iOS Safari its scroll lock injects a <style> element the console's
 * CSP refuses (react-aria's usePreventScroll).
 */
export function Dialog({
  open,
  title,
  onDismiss,
  children,
}: {
  open: boolean;
  title: string;
  /** Escape: the same as the dialog's own cancel button. */
  onDismiss: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className="dialog"
      onCancel={(event) => {
        // The dialog closes when the page says so, never behind React's back.
        event.preventDefault();
        onDismiss();
      }}
    >
      {open ? (
        <>
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
