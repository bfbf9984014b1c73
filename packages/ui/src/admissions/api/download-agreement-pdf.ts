import { useMutation } from '@tanstack/react-query';
import { getAgreementPdf } from '@trailside/domain/admissions/agreements.client';
import { useApi } from '../../api/api-provider';

/** GET /api/admissions/agreements/:id/pdf (staff, signed in: not a plain link), saved by the browser as a file. */
export function useDownloadAgreementPdf() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, fileName }: { id: string; fileName: string }) => {
      const url = URL.createObjectURL(await getAgreementPdf(api, id));
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
      document.body.append(link);
      link.click();
      link.remove();
      // The click has handed the file to the browser; the address is no longer needed.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}
