import { lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/language.ts';
import { profileQueryOptions } from '../api/get-profile.ts';

// The /alert form's dialog, shared: React Aria comes with it, so it loads when a toggle needs it.
const ReassignDialog = lazy(async () => ({
  default: (await import('../../../components/reassign-dialog.tsx')).ReassignDialog,
}));

interface AlertReassignStepProps {
  plate: string;
  /** The address receiving the plate's alerts now, masked by the server. */
  hiddenEmail: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Spec 000 "Alert toggle": switching it on while another address receives the plate's alerts asks
 * "Vuoi continuare?" with the plate, that address (masked) and the account's own, which the
 * profile page has loaded already (GET /users/me). Render it inside a Suspense boundary.
 */
export function AlertReassignStep({
  plate,
  hiddenEmail,
  onConfirm,
  onCancel,
}: AlertReassignStepProps) {
  const language = useLanguage();
  const profile = useQuery(profileQueryOptions(language));
  if (!profile.data) return null;
  return (
    <ReassignDialog
      isOpen
      plate={plate}
      hiddenEmail={hiddenEmail}
      email={profile.data.email}
      movesAfter="account"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
