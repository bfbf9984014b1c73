import { useMutation } from '@tanstack/react-query';
import { exportVisitBookings } from '@trailside/domain/admissions/visits.client';
import { useApi } from '../../api/api-provider';
import { saveFile } from '../../api/save-file';

type ExportQuery = { visitId: string } | { from: string; to: string };

/** GET /api/visits/bookings.csv (staff): one time's bookings, or a range of days', saved as a CSV file. */
export function useExportVisitBookings() {
  const api = useApi();
  return useMutation({
    mutationFn: async (query: ExportQuery) => {
      const csv = await exportVisitBookings(api, query);
      saveFile(new Blob([csv], { type: 'text/csv' }), `visit-bookings-${'visitId' in query ? query.visitId : `${query.from}-to-${query.to}`}.csv`);
      return csv;
    },
  });
}
