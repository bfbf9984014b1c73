import { useMutation } from '@tanstack/react-query';
import { downloadMyData } from '@trailside/domain/account/account.client';
import { useApi } from '../../api/api-provider';

/** GET /api/account/data, saved by the browser as one JSON file. */
export function useDownloadMyData() {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const data = await downloadMyData(api);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'my-trailside-data.json' });
      document.body.append(link);
      link.click();
      link.remove();
      // The click has handed the file to the browser; the address is no longer needed.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      return data;
    },
  });
}
