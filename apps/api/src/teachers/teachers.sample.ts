import type { CreateTeacher } from '@trailside/domain/teachers/teacher.schema';
import type { SampleSeeder } from '../sample-content/sample-seeder';
import { TeachersService } from './teachers.service';

const links = (handle: string) => ({
  facebook: `https://social.example/facebook/${handle}`,
  googlePlus: `https://social.example/googleplus/${handle}`,
  linkedin: `https://social.example/linkedin/${handle}`,
  instagram: `https://social.example/instagram/${handle}`,
  twitter: `https://social.example/twitter/${handle}`,
});

/** The head of school, a guide for each class level, and the specialists. No video: none is invented. */
export const SAMPLE_TEACHERS: CreateTeacher[] = [
  {
    name: 'Ruth Calder',
    subject: 'Head of School',
    role: 'OWNER',
    email: 'ruth.calder@trailside-montessori.example',
    phone: '(555) 014-2781',
    ...links('ruth.calder'),
    desc:
      'Ruth started Trailside in her own living room with six children and a shelf of Montessori materials. Twenty years ' +
      'of teaching later, she still knows every child by name and still reads aloud to the Primary class on Fridays. She ' +
      'meets every family who visits, so if you come to look around, it will probably be Ruth who shows you the garden.',
    passions: 'Sourdough, long walks on the Meadow Lane trail, and a good picture book read in funny voices.',
    skills: [
      { name: 'Montessori leadership', percent: 95 },
      { name: 'Family partnership', percent: 90 },
      { name: 'Storytelling', percent: 85 },
    ],
    videoUrl: null,
  },
  {
    name: 'Amara Bell',
    subject: 'Primary K-2 Guide',
    role: null,
    email: 'amara.bell@trailside-montessori.example',
    phone: '(555) 014-2782',
    ...links('amara.bell'),
    desc:
      "Amara guides our youngest learners, ages five to eight. Her classroom is calm and busy at once: one child building " +
      'the pink tower, two more counting golden beads, someone watering the bean plants. She believes a five-year-old can ' +
      'do far more than we expect, given the right material and a little patience.',
    passions: 'Gardening with children, sandpaper letters, and singing the days of the week in three languages.',
    skills: [
      { name: 'Early literacy', percent: 92 },
      { name: 'Practical life', percent: 88 },
      { name: 'Patience', percent: 99 },
    ],
    videoUrl: null,
  },
  {
    name: 'Luis Ortega',
    subject: 'Secondary 3-5 Guide',
    role: null,
    email: 'luis.ortega@trailside-montessori.example',
    phone: '(555) 014-2783',
    ...links('luis.ortega'),
    desc:
      'Luis teaches grades three to five, where questions get bigger: why do volcanoes erupt, how did people live a thousand ' +
      'years ago, what is a fraction really? His students research in small groups and present to the class. He runs the ' +
      'spring science fair and has never once let a baking-soda volcano go unappreciated.',
    passions: 'Maps, fossils, and the school science fair.',
    skills: [
      { name: 'Science projects', percent: 90 },
      { name: 'Mathematics', percent: 85 },
      { name: 'Research skills', percent: 80 },
    ],
    videoUrl: null,
  },
  {
    name: 'Priya Natarajan',
    subject: 'Middle 6-8 Guide',
    role: null,
    email: 'priya.natarajan@trailside-montessori.example',
    phone: '(555) 014-2784',
    ...links('priya.natarajan'),
    desc:
      'Priya works with our oldest students, ages eleven to fourteen, as they learn to plan their own work and take on real ' +
      'responsibility: running the school market stall, mentoring younger children, writing and editing the class newsletter. ' +
      'She helps each of them leave Trailside ready for high school and sure of who they are.',
    passions: 'Debate, creative writing, and hiking with her two dogs.',
    skills: [
      { name: 'Writing and editing', percent: 90 },
      { name: 'Algebra', percent: 82 },
      { name: 'Mentoring teenagers', percent: 94 },
    ],
    videoUrl: null,
  },
  {
    name: 'Maren Holt',
    subject: 'Art and Music Specialist',
    role: null,
    email: 'maren.holt@trailside-montessori.example',
    phone: '(555) 014-2785',
    ...links('maren.holt'),
    desc:
      'Maren teaches art on Wednesday mornings and music on Monday afternoons. Her art room smells of clay and tempera paint, ' +
      'and her music room is full of hand drums, recorders and a well-loved upright piano. She directs the spring concert, ' +
      'where every child in the school takes a turn on stage.',
    passions: 'Pottery, choir singing, and collecting old instruments.',
    skills: [
      { name: 'Painting and clay', percent: 90 },
      { name: 'Piano', percent: 85 },
      { name: 'Choir direction', percent: 80 },
    ],
    videoUrl: null,
  },
  {
    name: 'Diego Marín',
    subject: 'Spanish and Engineering Specialist',
    role: null,
    email: 'diego.marin@trailside-montessori.example',
    phone: '(555) 014-2786',
    ...links('diego.marin'),
    desc:
      'Diego grew up in Valencia and teaches Spanish every day through songs, games and cooking. Twice a week he trades the ' +
      'vocabulary cards for a toolbox: his engineering club builds bridges from craft sticks, wires simple circuits and, ' +
      'this year, a small robot that waters the school garden.',
    passions: 'Paella, cycling, and taking old radios apart to see how they work.',
    skills: [
      { name: 'Spanish', percent: 98 },
      { name: 'Engineering and circuits', percent: 85 },
      { name: 'Coding for kids', percent: 75 },
    ],
    videoUrl: null,
  },
];

export const teachersSample: SampleSeeder = {
  name: 'teachers',
  async seed({ get, portrait }) {
    const teachers = get(TeachersService);
    for (const teacher of SAMPLE_TEACHERS) {
      await teachers.create(teacher, await portrait(teacher.name));
    }
  },
};
