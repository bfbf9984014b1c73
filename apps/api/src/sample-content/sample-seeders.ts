import { teachersSample } from '../teachers/teachers.sample';
import { testimonialsSample } from '../testimonials/testimonials.sample';
import type { SampleSeeder } from './sample-seeder';

/** Every area's sample content, in the order it is made. Add an area's seeder here. */
export const SAMPLE_SEEDERS: SampleSeeder[] = [teachersSample, testimonialsSample];
