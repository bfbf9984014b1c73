import { useMutation } from '@tanstack/react-query';
import { downloadApplicationDocument } from '@trailside/domain/admissions/applications.client';
import type { ApplicationDocument } from '@trailside/domain/admissions/applications.types';
import { useApi } from '../../api/api-provider';
import { saveFile } from '../../api/save-file';

/** GET /api/applications/documents/:id (staff), saved by the browser under the document's name. */
export function useDownloadApplicationDocument() {
  const api = useApi();
  return useMutation({
    mutationFn: async (document: ApplicationDocument) => saveFile(await downloadApplicationDocument(api, document.id), document.name),
  });
}
