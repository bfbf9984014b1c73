import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Timestamp, timestampOf } from '@trailside/domain/api/timestamp';
import { dayAt, instantOfText } from '@trailside/domain/calendar/zoned-time';
import sharp from 'sharp';
import type { SampleSeeder } from '../sample-content/sample-seeder';
import { SettingsService } from '../settings/settings.service';
import { SocialEventsService } from './social-events.service';

interface Flyer {
  title: string;
  /** About how many days from the seed's start, and on which weekday (0 Sunday to 6 Saturday) when its poster names one. */
  eventInDays: number;
  weekday?: number;
  launchInDays: number;
  /** The wall-clock time at the school, as the poster says it: "10:00". */
  time: string;
  lines: [string, string, string];
  colours: { paper: string; ink: string; accent: string; hill: string };
}

export const FLYERS: Flyer[] = [
  {
    title: 'Spring Open House',
    eventInDays: 21,
    weekday: 6,
    launchInDays: -3,
    time: '10:00',
    lines: ['Visit our classrooms, meet the teachers,', 'and let your child try the Montessori materials.', 'Saturday, 10am to 1pm - 1200 Meadow Lane'],
    colours: { paper: '#f3e6c8', ink: '#2c5e45', accent: '#f2b441', hill: '#6a994e' },
  },
  {
    title: 'Spring Concert',
    eventInDays: 70,
    launchInDays: 40,
    time: '18:00',
    lines: ['Songs, recorders and a strings ensemble', 'from all four classes, ages five to fourteen.', 'Bring a blanket - lemonade by the 7th grade'],
    colours: { paper: '#fdf6e9', ink: '#a8470c', accent: '#3d7ea6', hill: '#2c5e45' },
  },
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A drawn A-series poster: title, sun, hills and three lines of detail. */
async function drawFlyer(folder: string, flyer: Flyer): Promise<string> {
  const { paper, ink, accent, hill } = flyer.colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1270">
    <rect width="100%" height="100%" fill="${paper}"/>
    <rect x="30" y="30" width="840" height="1210" fill="none" stroke="${ink}" stroke-width="6" rx="18"/>
    <circle cx="650" cy="330" r="120" fill="${accent}"/>
    <path d="M30 620 Q 260 430 480 600 T 870 560 V 760 H 30 Z" fill="${hill}"/>
    <path d="M30 700 Q 300 560 560 700 T 870 660 V 800 H 30 Z" fill="${ink}" opacity="0.85"/>
    <text x="450" y="150" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="44" fill="${ink}">Trailside Montessori K-8</text>
    <text x="450" y="930" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="bold" font-size="70" fill="${ink}">${escapeXml(flyer.title)}</text>
    ${flyer.lines
      .map(
        (line, index) =>
          `<text x="450" y="${1030 + index * 56}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="34" fill="${ink}">${escapeXml(line)}</text>`,
      )
      .join('')}
  </svg>`;
  const file = join(folder, `${flyer.title.replace(/\W+/g, '-').toLowerCase()}.png`);
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

/** The day `days` after `day` ("2027-03-09"). */
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * When a flyer's event is and when it goes up, on the school's clock: the first day `eventInDays` or more from
 * `now` that is its poster's weekday, at its poster's time (the Open House's says "Saturday, 10am"), and 8am on
 * the day it goes up.
 */
export function flyerMoments(flyer: Pick<Flyer, 'eventInDays' | 'weekday' | 'launchInDays' | 'time'>, now: Date, timeZone: string): { eventDate: Timestamp; launchDate: Timestamp } {
  const today = dayAt(now, timeZone);
  let day = dayAfter(today, flyer.eventInDays);
  while (flyer.weekday !== undefined && new Date(`${day}T00:00:00Z`).getUTCDay() !== flyer.weekday) day = dayAfter(day, 1);
  return {
    eventDate: timestampOf(instantOfText(`${day}T${flyer.time}`, timeZone)),
    launchDate: timestampOf(instantOfText(`${dayAfter(today, flyer.launchInDays)}T08:00`, timeZone)),
  };
}

/** A launched Spring Open House about three weeks ahead (the home page's pinned flyer) and a later concert not yet launched. */
export const socialEventSampleSeeder: SampleSeeder = {
  name: 'event flyers',
  async seed({ get, em }) {
    const events = get(SocialEventsService);
    const timeZone = await get(SettingsService).timeZone(em);
    const folder = await mkdtemp(join(tmpdir(), 'trailside-flyers-'));
    try {
      for (const flyer of FLYERS) {
        await events.create({ title: flyer.title, ...flyerMoments(flyer, new Date(), timeZone) }, await drawFlyer(folder, flyer));
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  },
};
