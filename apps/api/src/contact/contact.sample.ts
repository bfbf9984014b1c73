import type { SampleSeeder } from '../sample-content/sample-seeder';
import { Enquiry } from './enquiry.entity';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A few enquiries as a school office receives them, so staff see what the list looks like. Stored directly,
 * not through ContactService, so a first start mails nobody.
 */
const SAMPLE_ENQUIRIES = [
  {
    daysAgo: 9,
    handled: true,
    source: 'contact' as const,
    name: 'Priya Natarajan',
    email: 'priya.natarajan@families.trailside-montessori.example',
    phone: '(555) 014-3391',
    message:
      'Hello! Our daughter Anika turns six in March and has been at a play-based preschool. Could we visit a morning in the ' +
      'five-to-seven class before we apply? Tuesdays and Thursdays work best for us.',
  },
  {
    daysAgo: 4,
    handled: false,
    source: 'faq' as const,
    name: 'Marcus Bell',
    email: 'marcus.bell@families.trailside-montessori.example',
    phone: '(555) 014-7720',
    message:
      'We home-school two boys, 10 and 12. The FAQ says families can combine home days with days at school: how many days a ' +
      'week do most families choose, and is the monthly tuition lower for fewer days?',
  },
  {
    daysAgo: 1,
    handled: false,
    source: 'contact' as const,
    name: 'Sofia Marchetti',
    email: 'sofia.marchetti@families.trailside-montessori.example',
    phone: '(555) 014-5204',
    message:
      'My son loves building things. Does the engineering club meet after school, and can students from other schools join ' +
      'for the spring build?',
  },
];

export const contactSampleSeeder: SampleSeeder = {
  name: 'enquiries',
  seed: async ({ em }) => {
    for (const { daysAgo, handled, ...fields } of SAMPLE_ENQUIRIES) {
      const enquiry = new Enquiry(fields);
      enquiry.createdAt = new Date(Date.now() - daysAgo * DAY);
      enquiry.handled = handled;
      // As in the console: an enquiry marked handled was opened first, so it is read.
      enquiry.read = handled;
      enquiry.mailed = true;
      em.persist(enquiry);
    }
    await em.flush();
  },
};
