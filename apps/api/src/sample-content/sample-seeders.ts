import { calendarSampleSeeder } from '../calendar/calendar.sample';
import { contactSampleSeeder } from '../contact/contact.sample';
import { gallerySampleSeeder } from '../gallery/gallery.sample';
import { socialEventSampleSeeder } from '../social-events/social-event.sample';
import { teachersSample } from '../teachers/teachers.sample';
import { testimonialsSample } from '../testimonials/testimonials.sample';
import { blogsSample } from './blogs.sample';
import { homeSliderSeeder } from './home-slider.sample';
import type { SampleSeeder } from './sample-seeder';

/** Every area's sample content, in the order it is made. Add an area's seeder here. */
export const SAMPLE_SEEDERS: SampleSeeder[] = [homeSliderSeeder, teachersSample, testimonialsSample, blogsSample, contactSampleSeeder, gallerySampleSeeder, socialEventSampleSeeder, calendarSampleSeeder];
