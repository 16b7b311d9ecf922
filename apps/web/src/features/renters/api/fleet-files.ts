import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type SpreadsheetFormat } from '@portico/contract';
import { apiBlobRequest } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { useLanguage } from '../../../lib/language.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { datedFileName, spreadsheetMediaTypes } from '../utils/spreadsheet-media.ts';

export type FleetFile = 'plates' | 'template';

/** The fleet's export (the import's own layout) or the empty template, saved under a dated name. */
export function useDownloadFleetFile() {
  const language = useLanguage();
  return useMutation({
    mutationFn: async ({ file, format }: { file: FleetFile; format: SpreadsheetFormat }) => {
      const template = file === 'template';
      const blob = await apiBlobRequest(
        template ? routes.renterPlatesTemplate : routes.renterPlatesExport,
        {
          language,
          accept: spreadsheetMediaTypes[format],
          query: template ? { format, language } : { format },
        },
      );
      saveFile(blob, template ? `fleet-template.${format}` : datedFileName('fleet', format));
    },
  });
}

/**
 * POST /renters/me/plates/import (multipart importFile), with the share sent so far: the
 * whole file is checked before anything is written; a refusal carries the row report.
 */
export function useImportFleet(onProgress: (sent: number) => void) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    // A good import changed the fleet: every cached page of the list is stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['fleet-plates'] }),
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('importFile', file);
      return apiUpload(routes.renterPlatesImport, {
        language,
        body,
        onProgress,
      });
    },
  });
}
