import type { ModerationAction } from '@trailside/domain/moderation/moderation.rules';
import type { SampleSeeder } from '../sample-content/sample-seeder';
import { TestimonialsService } from './testimonials.service';

/** Which family (by index) says what, and what the office did with it: every state is represented. */
const SAMPLE_TESTIMONIALS: { family: number; text: string; action: ModerationAction | null }[] = [
  {
    family: 0,
    action: 'approve',
    text:
      'Theo was a shy five-year-old when he started in Primary. Two years on, he gives us tours of his classroom and ' +
      'explains the golden beads better than I ever could. Ms. Bell saw who he was from the first week.',
  },
  {
    family: 1,
    action: 'approve',
    text:
      'Lucia comes home speaking Spanish to the dog and talking about bridges. The classes are small enough that every ' +
      'teacher knows her, and the monthly tuition made it possible for our family to choose Trailside at all.',
  },
  {
    family: 2,
    action: 'approve',
    text:
      'We moved Elsa here in fourth grade after a hard year elsewhere. Mr. Ortega gave her time and real projects, and ' +
      'this spring she presented her fossil research at the science fair. She is proud of her work again.',
  },
  {
    family: 0,
    action: null,
    text: 'The spring concert was wonderful. Thank you, Ms. Holt, for giving every child a moment on stage!',
  },
  {
    family: 1,
    action: 'delete',
    text: 'Does anyone know if the car-pool list for the Meadow Lane side is still going? Please call me.',
  },
];

export const testimonialsSample: SampleSeeder = {
  name: 'testimonials',
  async seed({ get, families }) {
    const testimonials = get(TestimonialsService);
    for (const { family, text, action } of SAMPLE_TESTIMONIALS) {
      const record = await testimonials.create(families[family]!, { text });
      if (action) await testimonials.moderate({ ids: [record.id], action });
    }
  },
};
