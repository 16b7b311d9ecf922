import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { RegisteredPlate } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useMyPlates } from '../api/get-my-plates.ts';
import { alertToggleShown } from '../utils/alert-toggle-shown.ts';
import { VehicleRow } from './vehicle-row.tsx';
import styles from './vehicles.module.css';

// The dialogs bring React Aria: loaded when opened, not with the profile page.
const AddVehicleDialog = lazy(async () => ({
  default: (await import('./add-vehicle-dialog.tsx')).AddVehicleDialog,
}));
const RemoveVehicleDialog = lazy(async () => ({
  default: (await import('./remove-vehicle-dialog.tsx')).RemoveVehicleDialog,
}));
const VerifyVehicleDialog = lazy(async () => ({
  default: (await import('./verify-vehicle-dialog.tsx')).VerifyVehicleDialog,
}));

export interface VehiclesPanelProps {
  /**
   * Whether the home page's actions include "subscription" (spec 000 section 6): only then do
   * the vehicles show their "Notifica Info transito" toggle. The account feature cannot read the
   * home page itself (features do not import each other), so the route passes it, e.g.
   * `useHomePage().data?.actions.includes('subscription') ?? false`.
   */
  alertsOffered: boolean;
}

/** What the panel last told the driver: a vehicle added, removed or verified. */
type Notice = { kind: 'added' | 'removed' | 'verified'; plate: string } | null;

/**
 * Spec 000 "Customer profile screen", right part: "Veicoli registrati" with the add-vehicle
 * link, then each vehicle (vehicle-row.tsx); a spinner while the list loads, an error text if it
 * fails. A vehicle not proven yet (issue 24) opens the verify dialog from its row.
 */
export function VehiclesPanel({ alertsOffered }: VehiclesPanelProps) {
  const { t } = useTranslation();
  const plates = useMyPlates();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<RegisteredPlate | null>(null);
  const [verifying, setVerifying] = useState<RegisteredPlate | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const titleId = useId();
  // The removed vehicle's delete icon, or the verified one's button, is gone: the focus goes back
  // to the panel's title.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (notice?.kind === 'removed' || notice?.kind === 'verified') titleRef.current?.focus();
  }, [notice]);

  let content;
  if (plates.isPending) {
    content = <Spinner label={t('account.vehicles.loading')} />;
  } else if (plates.isError) {
    content = (
      <p role="alert" className={styles.error}>
        {t('account.vehicles.loadError')}
      </p>
    );
  } else if (plates.data.length === 0) {
    content = <p className={styles.muted}>{t('account.vehicles.empty')}</p>;
  } else {
    const now = new Date();
    content = (
      <ul className={styles.list}>
        {plates.data.map((plate) => (
          <VehicleRow
            key={plate.id}
            plate={plate}
            alertToggle={alertToggleShown(plate, alertsOffered, now)}
            onDelete={setRemoving}
            onVerify={setVerifying}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 ref={titleRef} id={titleId} tabIndex={-1} className={styles.title}>
          {t('account.vehicles.title')}
        </h2>
        <Button variant="secondary" onClick={() => setAdding(true)} track="vehicle-add">
          {t('account.vehicles.add')}
        </Button>
      </div>
      {/* Always rendered, so that screen readers announce the text when it appears. */}
      <p role="status" className={styles.status}>
        {notice ? t(`account.vehicles.${notice.kind}`, { plate: notice.plate }) : null}
      </p>
      {content}
      <Suspense fallback={null}>
        {adding ? (
          <AddVehicleDialog
            ownPlates={plates.data ?? []}
            onAdded={(plate) => {
              setAdding(false);
              setNotice({ kind: 'added', plate });
            }}
            onCancel={() => setAdding(false)}
          />
        ) : null}
        {removing ? (
          <RemoveVehicleDialog
            plate={removing}
            onRemoved={(plate) => {
              setRemoving(null);
              setNotice({ kind: 'removed', plate: plate.numberPlate });
            }}
            onCancel={() => setRemoving(null)}
          />
        ) : null}
        {verifying ? (
          <VerifyVehicleDialog
            plate={verifying}
            onVerified={(plate) => {
              setVerifying(null);
              setNotice({ kind: 'verified', plate: plate.numberPlate });
            }}
            onCancel={() => setVerifying(null)}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
