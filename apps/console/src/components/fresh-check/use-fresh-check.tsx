import { useCallback, useRef, useState, type ReactElement } from 'react';
import { FreshCheckCancelledError, needsFreshCheck } from '../../lib/fresh-check.ts';
import { FreshCheckDialog } from './fresh-check-dialog.tsx';

interface PendingCheck {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Every change a page makes goes through `withFreshCheck`: when the server answers
 * `fresh_check_required` (a `staff.manage` change more than five minutes after the last passkey
 * check), the dialog asks the person to confirm with their passkey, then the change is tried once
 * more. Cancelling rejects with FreshCheckCancelledError, whose text says nothing was changed.
 * The page renders `freshCheckDialog` once.
 */
export function useFreshCheck(): {
  withFreshCheck: <Result>(change: () => Promise<Result>) => Promise<Result>;
  freshCheckDialog: ReactElement;
} {
  const [open, setOpen] = useState(false);
  const pending = useRef<PendingCheck | null>(null);

  const withFreshCheck = useCallback(async <Result,>(change: () => Promise<Result>) => {
    try {
      return await change();
    } catch (failure) {
      if (!needsFreshCheck(failure)) throw failure;
    }
    await new Promise<void>((resolve, reject) => {
      pending.current = { resolve, reject };
      setOpen(true);
    });
    // Once: a second refusal is an error like any other, not a loop of dialogs.
    return change();
  }, []);

  /** Ends the dialog: the change goes on (no error), or fails with why not. */
  const settle = (refusal: Error | null) => {
    const check = pending.current;
    pending.current = null;
    setOpen(false);
    if (refusal) check?.reject(refusal);
    else check?.resolve();
  };

  return {
    withFreshCheck,
    freshCheckDialog: (
      <FreshCheckDialog
        open={open}
        onConfirmed={() => settle(null)}
        onOtherPerson={(refusal) => settle(refusal)}
        onCancel={() => settle(new FreshCheckCancelledError())}
      />
    ),
  };
}
