/**
 * The school's own details, shown in the top bar, footer and pages. Kept in one place because they
 * will come from the admin-edited settings record; until then these are its seeded defaults.
 */
export const siteConfig = {
  name: 'Trailside Montessori K-8',
  phone: '(555) 014-2780',
  email: 'hello@trailside-montessori.example',
  address: '1200 Meadow Lane, Springfield',
  hours: '8:30am-3:30pm',
  /** The merchandise store; with none set, the home page hides its Get Merchandise button. */
  storeUrl: null as string | null,
};

export const phoneHref = `tel:${siteConfig.phone.replace(/[^\d+]/g, '')}`;
export const emailHref = `mailto:${siteConfig.email}`;
