import { useMutation } from '@tanstack/react-query';
import { apply } from '@trailside/domain/admissions/applications.client';
import type { ApplyResponse } from '@trailside/domain/admissions/applications.contract';
import type { ApplyInput } from '@trailside/domain/admissions/applications.schema';
import { useApi } from '../../api/api-provider';

/** POST /api/applications with its documents. The form shows the answer itself (what to do next) and any refusal beside it. */
export function useApply() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ application, documents }: { application: ApplyInput; documents: readonly File[] }): Promise<ApplyResponse> => apply(api, application, documents),
    meta: { errorBanner: false },
  });
}
