/**
 * The school's own details as seeded (CONTENT.md). Read them only through `useSiteDetails()`: they
 * will come from the admin-edited settings record, with these as the defaults until it has loaded.
 */
export const siteConfig = {
  name: 'Trailside Montessori K-8',
  phone: '(555) 014-2780',
  email: 'hello@trailside-montessori.example',
  address: '1200 Meadow Lane, Springfield',
  hours: '8:30am-3:30pm',
  /** The merchandise store; with none set, the home page hides its Get Merchandise button. */
  storeUrl: null as string | null,
  /** The YouTube id of the introduction video; with none set, the home page hides the video. */
  videoId: null as string | null,
};

export type SiteSettingsLike = typeof siteConfig;
