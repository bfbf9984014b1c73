import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSiteSettings } from '@trailside/domain/settings/site-settings.client';
import { SETTINGS_SUCCESS } from '@trailside/domain/settings/site-settings.messages';
import type { UpdateSiteSettingsInput } from '@trailside/domain/settings/site-settings.schema';
import { useApi } from '../../api/api-provider';
import { settingsKeys } from './settings-keys';

/** PUT /api/settings: only the settings that change (check with updateSiteSettingsSchema first). */
export function useUpdateSiteSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateSiteSettingsInput) => (await updateSiteSettings(api, change)).settings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.all, settings),
    meta: { successMessage: SETTINGS_SUCCESS.updated },
  });
}
