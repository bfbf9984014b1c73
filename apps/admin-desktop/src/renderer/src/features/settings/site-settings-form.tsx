import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { changedFields } from '@trailside/domain/changes/changed-fields';
import { updateSiteSettingsSchema } from '@trailside/domain/settings/site-settings.schema';
import type { SiteSettings } from '@trailside/domain/settings/site-settings.types';
import { youtubeIdOf } from '@trailside/domain/video/youtube';
import { WEEKDAY_NAMES } from '@trailside/domain/mail/weekly-letter.rules';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { textFieldsOf } from '@trailside/ui/form-field/form-data';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useUpdateSiteSettings } from '@trailside/ui/settings/api/update-site-settings';
import type { FormEvent } from 'react';
import { TimeZonePicker } from './time-zone-picker';
import './settings.css';

const limits = Object.fromEntries(
  (['schoolName', 'phone', 'email', 'hours', 'address', 'storeUrl'] as const).map((name) => [name, textLimitOf(updateSiteSettingsSchema.shape[name])]),
) as Record<'schoolName' | 'phone' | 'email' | 'hours' | 'address' | 'storeUrl', number | undefined>;

/**
 * The school's details as the website shows them, checked with the domain's schema and its messages.
 * Only what changed is sent; a pasted YouTube link is read down to its video id.
 */
export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const { formRef, check, errorFor } = useFormValidation();
  const update = useUpdateSiteSettings();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const fields = textFieldsOf(new FormData(event.currentTarget));
    const edited = check(updateSiteSettingsSchema, { ...fields, introVideoId: youtubeIdOf(fields.introVideoId) ?? fields.introVideoId });
    if (!edited) return;
    // Checked again as a change, so an unchanged form says "Please change at least one setting".
    const change = check(updateSiteSettingsSchema, changedFields<Record<string, unknown>>({ ...settings }, edited));
    if (change) update.mutate(change);
  };

  const formError = errorFor('');
  return (
    <form ref={formRef} className="form-grid card" onSubmit={submit} noValidate aria-label="School details">
      <TextField label="School name" name="schoolName" limit={limits.schoolName} required defaultValue={settings.schoolName} error={errorFor('schoolName')} hint="In the header, the footer and the page titles." />
      <TextField label="Phone" name="phone" limit={limits.phone} type="tel" required defaultValue={settings.phone} error={errorFor('phone')} hint="In the top bar and the footer." />
      <TextField label="Email" name="email" limit={limits.email} type="email" required defaultValue={settings.email} error={errorFor('email')} hint="In the top bar, the footer and the contact page." />
      <TextField label="School hours" name="hours" limit={limits.hours} required defaultValue={settings.hours} error={errorFor('hours')} hint="Like 8:30am-3:30pm." />
      <TextField label="Address" name="address" limit={limits.address} required defaultValue={settings.address} error={errorFor('address')} hint="In the footer and the contact page." />
      <TextField
        label="Merchandise store address"
        name="storeUrl"
        limit={limits.storeUrl}
        type="url"
        defaultValue={settings.storeUrl ?? ''}
        error={errorFor('storeUrl')}
        hint="The home page's Get Merchandise button goes here; leave empty to hide the button."
      />
      <TextField
        label="Intro video"
        name="introVideoId"
        defaultValue={settings.introVideoId ?? ''}
        error={errorFor('introVideoId')}
        hint="A YouTube link or video id for the home page; leave empty to hide the video."
      />
      <TimeZonePicker value={settings.timeZone} error={errorFor('timeZone')} />
      <SelectField label="Weekly letter day" name="weeklyLetterDay" defaultValue={String(settings.weeklyLetterDay)} error={errorFor('weeklyLetterDay')}>
        {WEEKDAY_NAMES.map((name, day) => (
          <option key={name} value={day}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Weekly letter time"
        name="weeklyLetterTime"
        type="time"
        required
        defaultValue={settings.weeklyLetterTime}
        error={errorFor('weeklyLetterTime')}
        hint="The letter to This week subscribers goes on this day at this time, in the school's time zone."
      />
      {formError && (
        <p className="form-grid__wide settings__form-error" role="alert">
          {formError}
        </p>
      )}
      <FormActions submitLabel="Save settings" busy={update.isPending} busyLabel="Saving the settings" className="form-grid__wide" />
    </form>
  );
}
