import { lazy, Suspense, useState } from 'react';
import type { FleetPlate } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDownloadFleetFile } from '../api/fleet-files.ts';
import { useFleetPlates, type FleetPlatesFilter } from '../api/fleet-plates.ts';
import { useRenterProfile } from '../api/renter-profile.ts';
import { DownloadButtons } from '../components/download-buttons.tsx';
import { FleetFilters } from '../components/fleet-filters.tsx';
import { FleetImport } from '../components/fleet-import.tsx';
import { FleetTable } from '../components/fleet-table.tsx';
import { Pager } from '../components/pager.tsx';
import { RenterNav } from '../components/renter-nav.tsx';
import { ServerError } from '../components/server-error.tsx';
import styles from '../components/renters.module.css';

// The dialogs bring React Aria: loaded when one opens, off the page's first load.
const AddPlateDialog = lazy(async () => ({
  default: (await import('../components/add-plate-dialog.tsx')).AddPlateDialog,
}));
const ClosePlateDialog = lazy(async () => ({
  default: (await import('../components/close-plate-dialog.tsx')).ClosePlateDialog,
}));

const firstFilter: FleetPlatesFilter = {
  page: 1,
  pageSize: 20,
  search: '',
  status: 'all',
  sortBy: 'numberPlate',
  order: 'asc',
};

/**
 * /{lang}/renters/vehicles, "Elenco dei veicoli" (issue 25 items 3-5): the fleet's vehicle periods,
 * paged, searched, filtered and sorted by the server; a vehicle added or closed in a dialog; the
 * import with its row report, the export and the template.
 */
export function RenterVehiclesPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(firstFilter);
  const search = useDebouncedValue(filter.search, 300);
  const plates = useFleetPlates({ ...filter, search });
  const supportEmail = useRenterProfile().data?.supportEmail ?? null;
  const download = useDownloadFleetFile();
  const [adding, setAdding] = useState(false);
  const [closing, setClosing] = useState<FleetPlate | null>(null);
  const title = t('renters.nav.vehicles');
  // Any change of the filters starts again at the first page.
  const change = (next: Partial<FleetPlatesFilter>) =>
    setFilter((previous) => ({ ...previous, page: 1, ...next }));
  const data = plates.data;

  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <RenterNav />
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <Button onClick={() => setAdding(true)} track="fleet-add-open">
            {t('renters.vehicles.add.open')}
          </Button>
          <DownloadButtons
            label={(format) => t('renters.vehicles.export', { format })}
            onDownload={(format) => download.mutate({ file: 'plates', format })}
            pending={download.isPending}
            error={download.error}
            track="fleet-export"
          />
        </div>
        <FleetFilters
          search={filter.search}
          status={filter.status}
          pageSize={filter.pageSize}
          onSearch={(value) => change({ search: value })}
          onStatus={(status) => change({ status })}
          onPageSize={(pageSize) => change({ pageSize })}
        />
        {plates.isPending ? <Spinner label={t('renters.loading')} /> : null}
        <ServerError error={plates.error} />
        {data && data.plates.length === 0 ? (
          <p className={styles.muted}>{t('renters.vehicles.empty')}</p>
        ) : null}
        {data && data.plates.length > 0 ? (
          <FleetTable
            plates={data.plates}
            sortBy={filter.sortBy}
            order={filter.order}
            onSort={(sortBy, order) => change({ sortBy, order })}
            onClosePlate={setClosing}
          />
        ) : null}
        {data ? (
          <Pager
            page={data.page}
            pageTotal={data.pageTotal}
            total={data.total}
            onPage={(page) => setFilter((previous) => ({ ...previous, page }))}
            track="fleet-page"
          />
        ) : null}
        <FleetImport supportEmail={supportEmail} />
        <section className={styles.card} aria-labelledby="fleet-template">
          <h2 id="fleet-template" className={styles.title}>
            {t('renters.template.title')}
          </h2>
          <p className={styles.muted}>{t('renters.template.text')}</p>
          <DownloadButtons
            label={(format) => t('renters.template.download', { format })}
            onDownload={(format) => download.mutate({ file: 'template', format })}
            pending={download.isPending}
            error={null}
            track="fleet-template"
          />
        </section>
      </div>
      <Suspense>
        {adding ? <AddPlateDialog onClose={() => setAdding(false)} /> : null}
        {closing ? <ClosePlateDialog plate={closing} onClose={() => setClosing(null)} /> : null}
      </Suspense>
    </>
  );
}
