import { SelectField } from '@trailside/ui/form-field/select-field';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useMemo, useState } from 'react';

/** "America/Chicago (GMT-06:00)": the zone's name as people read it, and how far it is from UTC today. */
function zoneLabel(zone: string, now: Date): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(now).find((part) => part.type === 'timeZoneName')?.value;
  return `${zone.replaceAll('_', ' ')}${offset ? ` (${offset})` : ''}`;
}

/**
 * The school's time zone, chosen from every zone this computer knows (Intl.supportedValuesOf), found by typing a
 * city or a region: the list narrows as she types and takes the first match, so "Chicago" is one word away.
 */
export function TimeZonePicker({ value, error }: { value: string; error?: string | null }) {
  const zones = useMemo(() => {
    const now = new Date();
    // Chromium lists the zones of places only; UTC, a fresh server's own zone, is offered too.
    return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')].map((zone) => ({ zone, label: zoneLabel(zone, now) }));
  }, []);
  const [query, setQuery] = useState('');
  const [zone, setZone] = useState(value);
  const words = query.trim().toLowerCase();
  const shown = words ? zones.filter(({ label }) => label.toLowerCase().includes(words)) : zones;
  // The chosen zone and the saved one stay listed, even one this computer does not list (such as UTC): the list
  // always shows what is chosen, and the saved zone can be chosen again.
  const kept = [...new Set([zone, value])].filter((each) => !shown.some((listed) => listed.zone === each));
  const options = [...kept.map((each) => ({ zone: each, label: zoneLabel(each, new Date()) })), ...shown];

  const search = (text: string) => {
    setQuery(text);
    const found = zones.filter(({ label }) => label.toLowerCase().includes(text.trim().toLowerCase()));
    if (text.trim() && found.length && !found.some((each) => each.zone === zone)) setZone(found[0]!.zone);
  };

  return (
    <fieldset className="settings__time-zone form-grid__wide">
      <legend>The school’s time zone</legend>
      <TextField
        label="Find a time zone"
        name="timeZoneSearch"
        type="search"
        value={query}
        onChange={(event) => search(event.target.value)}
        hint="Type a city or a region, such as Chicago or Europe. The calendar’s times and the notices’ ends are in this zone."
      />
      <SelectField label="Time zone" name="timeZone" value={zone} onChange={(event) => setZone(event.target.value)} error={error}>
        {options.map((each) => (
          <option key={each.zone} value={each.zone}>
            {each.label}
          </option>
        ))}
      </SelectField>
      <p className="settings__time-zone-count" aria-live="polite">
        {words && (shown.length ? `${shown.length} ${shown.length === 1 ? 'zone matches' : 'zones match'}.` : 'No zone matches; try the name of a nearby city.')}
      </p>
    </fieldset>
  );
}
