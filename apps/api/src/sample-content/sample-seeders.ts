import { gallerySampleSeeder } from '../gallery/gallery.sample';
import { socialEventSampleSeeder } from '../social-events/social-event.sample';
import type { SampleSeeder } from './sample-seeder';

/** Every area's sample content, in the order it is made. Add an area's seeder here. */
export const SAMPLE_SEEDERS: SampleSeeder[] = [socialEventSampleSeeder, gallerySampleSeeder];
