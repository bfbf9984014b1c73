import { useMutation } from '@tanstack/react-query';
import { downloadMyData } from '@trailside/domain/account/account.client';
import { useApi } from '../../api/api-provider';
import { saveFile } from '../../api/save-file';

/** GET /api/account/data, saved by the browser as one JSON file. */
export function useDownloadMyData() {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const data = await downloadMyData(api);
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), 'my-trailside-data.json');
      return data;
    },
  });
}
