import type { EntityManager } from '@mikro-orm/core';
import { BlogPost } from '../blogs/blog.entity';
import { BlogsService } from '../blogs/blogs.service';
import { PostComment } from '../comments/comment.entity';
import { CommentsService } from '../comments/comments.service';
import type { PictureScene } from './sample-pictures';
import type { SampleSeeder } from './sample-seeder';

type State = 'approved' | 'pending' | 'rejected';

/** A comment by sample family `by` (0-2), in a moderation state, with its replies. */
interface SampleComment {
  by: number;
  text: string;
  state: State;
  replies?: SampleComment[];
}

interface SamplePost {
  title: string;
  /** When it was posted, in the 2025-26 school year. */
  date: string;
  scene: PictureScene;
  text: string;
  comments: SampleComment[];
}

const POSTS: SamplePost[] = [
  {
    title: 'How our multi-age classrooms work',
    date: '2025-09-12T15:00:00Z',
    scene: 'materials',
    text: `Visitors often ask why a six-year-old and an eight-year-old share a classroom at Trailside. It is the heart of a Montessori education. Our Primary room brings together children in kindergarten through second grade; Secondary covers grades three to five; Middle covers six to eight.

Each class has twelve to fifteen children and stays with the same teacher for three years. Younger children watch older ones work with the golden beads or the grammar boxes long before it is their turn, and older children cement what they know by showing a friend how. Nobody waits for the whole class to be ready: each child moves on when they have mastered a material, not when the calendar says so.

Art, music, physical education, Spanish and computer and engineering are taught by our specialists, so the classroom teacher can spend the morning work cycle with small groups and individual children.
[quote]
"The older children become teachers without anyone asking them to. It is the best thing I have seen in thirty years of teaching." - Ms. Alvarez, Primary guide
[end]`,
    comments: [
      {
        by: 0,
        state: 'approved',
        text: 'This is exactly what sold us on Trailside. Theo came home in October explaining the bead chains to his little cousin.',
        replies: [
          {
            by: 1,
            state: 'approved',
            text: 'Same with Lucia! She is in her third year in Primary now and she loves being one of the "big kids".',
            replies: [{ by: 0, state: 'approved', text: 'Ha, Theo says Lucia showed him how to do the stamp game. It all goes round.' }],
          },
          { by: 2, state: 'pending', text: 'Do the three-year groups ever get split if a class grows past fifteen?' },
        ],
      },
      { by: 2, state: 'approved', text: 'Thank you for explaining this so clearly. We are visiting for a tour next week.' },
    ],
  },
  {
    title: 'Día de español: a whole day in Spanish',
    date: '2025-10-17T15:00:00Z',
    scene: 'spanish',
    text: `Last Friday the whole school spoke Spanish from the morning greeting to the afternoon dismissal, or at least tried to! Señora Reyes planned a day of songs, a market where children bought fruit with paper pesos, and a read-aloud of "Donde viven los monstruos" for the Primary room.

The Middle class ran the market stalls and had to answer every question in Spanish. The Secondary class wrote and performed short weather reports. Lunch was arroz con pollo, cooked with help from three of our families.

Thank you to everyone who sent in costumes, recipes and patience.`,
    comments: [
      {
        by: 1,
        state: 'approved',
        text: 'Gracias a todos! Lucia has not stopped counting in Spanish at dinner.',
        replies: [{ by: 2, state: 'approved', text: 'Elsa wants to know when the next market day is. She saved her pesos.' }],
      },
      { by: 0, state: 'rejected', text: 'Does anyone have a spare Secondary class t-shirt in size M? (wrong post, sorry!)' },
    ],
  },
  {
    title: 'Engineering club builds a working marble run',
    date: '2026-01-23T15:00:00Z',
    scene: 'engineering',
    text: `Our Tuesday engineering club set itself a challenge in December: a marble run that carries a marble from the top of the bookshelf to the floor in exactly thirty seconds. Six weeks, forty cardboard tubes and one very patient glue gun later, they did it.

The students measured slopes, timed runs with a stopwatch and kept a notebook of every change. When the marble went too fast they added switchbacks; when it stalled they learned about friction the hard way. The Secondary children designed the funnel; the Middle children built a timing gate with a light sensor and a small computer.
[quote]
"We failed eleven times. The twelfth time it took 29.8 seconds, and we decided that counts." - Elsa, grade 5
[end]`,
    comments: [
      {
        by: 2,
        state: 'approved',
        text: 'Elsa talked about the timing gate for a week. Thank you for letting them fail eleven times!',
        replies: [
          { by: 0, state: 'approved', text: 'Theo wants to join the club next year. Is there a waiting list?' },
          { by: 1, state: 'pending', text: 'Could the club show the marble run at the spring open house?' },
        ],
      },
    ],
  },
  {
    title: 'Science fair 2026: volcanoes, bridges and a very loud potato',
    date: '2026-03-06T15:00:00Z',
    scene: 'science',
    text: `Thirty-eight projects filled the gym on Thursday evening for our science fair. Every child from kindergarten to eighth grade shared a question they had chosen, how they tested it, and what they found.

Highlights included a bridge made only of spaghetti that held four kilograms, a study of which classroom plant grows best by the window, and a potato battery wired to a buzzer that nobody could ignore. Our Primary children presented together on why some things float, with a bucket and a great deal of enthusiasm.

Judges from the community library and the high school science department gave written feedback to every student.`,
    comments: [
      {
        by: 1,
        state: 'approved',
        text: 'The spaghetti bridge was incredible. Our whole family tried to build one at home that weekend and it held about forty grams.',
        replies: [
          {
            by: 0,
            state: 'approved',
            text: 'Forty grams is a start! The trick, Theo tells me, is triangles.',
            replies: [{ by: 1, state: 'approved', text: 'Triangles. Noted. Round two next weekend.' }],
          },
        ],
      },
      { by: 2, state: 'pending', text: 'Will the judges\' comments come home in the Friday folder?' },
      { by: 0, state: 'approved', text: 'That potato buzzer is still ringing in my ears. Brilliant evening, thank you.' },
    ],
  },
  {
    title: 'The garden project: from bare ground to first harvest',
    date: '2026-04-24T15:00:00Z',
    scene: 'garden',
    text: `In September the strip of ground behind the Secondary classroom was gravel and weeds. This week the children picked the first radishes.

Each class adopted a raised bed. The Primary children chose sunflowers and snap peas, the Secondary class planted a salsa garden, and the Middle class built a compost bin and a rain barrel, then kept a log of how much water the garden used. Everyone took a turn with the watering cans during the dry weeks.

The garden is now part of our daily work: measuring growth for math, drawing plants for botany, and, of course, tasting.
[quote]
"I didn't know a seed could push a rock out of the way." - Lucia, grade 3
[end]`,
    comments: [
      {
        by: 0,
        state: 'approved',
        text: 'Theo ate a radish. A raw radish. Voluntarily. This garden is magic.',
        replies: [{ by: 2, state: 'approved', text: 'Elsa has asked for a compost bin at home. Send help.' }],
      },
      { by: 1, state: 'approved', text: 'We have extra tomato seedlings if the Secondary salsa bed needs more.' },
    ],
  },
  {
    title: 'Spring concert: thank you for a wonderful evening',
    date: '2026-05-29T15:00:00Z',
    scene: 'concert',
    text: `What a night. Every class took the stage for our spring concert: the Primary room sang "This Little Light of Mine" with hand signs, the Secondary recorder ensemble played a round in three parts, and the Middle class premiered a piece they composed themselves with our music specialist.

More than a hundred and twenty family members filled the hall. Thank you to the parents who set up chairs, baked for the intermission table and stayed to stack everything away afterwards.

Recordings of each class's performance will be shared with families by e-mail next week.`,
    comments: [
      {
        by: 2,
        state: 'approved',
        text: 'The Middle class composition gave me goosebumps. Please thank Mr. Chen for us.',
        replies: [{ by: 1, state: 'pending', text: 'Agreed! Is the sheet music something we could have a copy of?' }],
      },
      { by: 1, state: 'approved', text: 'Lucia has been playing the recorder round in the car ever since. All three parts. By herself.' },
      { by: 0, state: 'pending', text: 'When will the recordings go out? Grandparents are asking!' },
    ],
  },
  {
    title: 'Welcome back to a new school year',
    date: '2026-09-04T15:00:00Z',
    scene: 'classroom',
    text: `The classrooms are set up, the pencils are sharp and the garden survived the summer thanks to our watering volunteers. Welcome back, and a special welcome to the eleven families joining Trailside this fall.

A few reminders for the first weeks: school hours are 8:30am to 3:30pm, specialist classes start in the second week, and the first family coffee morning is on the last Friday of September. As always, the office is happy to help with any question.`,
    comments: [{ by: 0, state: 'approved', text: 'So glad to be back. See everyone at the coffee morning!' }],
  },
];

type Families = Parameters<SampleSeeder['seed']>[0]['families'];

/** Adds a thread depth first; approved comments are approved before anyone replies to them, as in real life. */
async function addComments(comments: CommentsService, families: Families, parentDocPath: string, list: SampleComment[], deleted: string[]) {
  for (const item of list) {
    const created = await comments.create(families[item.by], { comment: item.text, parentDocPath });
    if (item.state === 'approved') await comments.moderate({ ids: [created.id], action: 'approve' });
    if (item.state === 'rejected') deleted.push(created.id);
    if (item.replies) await addComments(comments, families, created.docPath, item.replies, deleted);
  }
}

/** Dates a post's comments three hours apart after `start`, in the order they were written. */
async function spreadThreadAfter(em: EntityManager, blogId: string, start: Date): Promise<void> {
  const thread = await em.find(PostComment, { blogId }, { orderBy: { createdAt: 'asc', id: 'asc' }, fields: ['id'] });
  for (const [position, comment] of thread.entries()) {
    const at = new Date(start.getTime() + (position + 1) * 3 * 3600_000);
    await em.nativeUpdate(PostComment, { id: comment.id }, { createdAt: at, updatedAt: at });
  }
}

/** Seven posts through one school year, with comments and replies by the sample families in every moderation state. */
export const blogsSample: SampleSeeder = {
  name: 'blogs',
  async seed({ em, get, picture, office, families }) {
    const blogs = get(BlogsService);
    const comments = get(CommentsService);
    const dated: { id: string; date: Date }[] = [];
    for (const [index, sample] of POSTS.entries()) {
      const image = await picture(sample.scene, { width: 1200, height: 800 }, index);
      const post = await blogs.create(office, { title: sample.title, text: sample.text }, image);
      const deleted: string[] = [];
      await addComments(comments, families, `blogs/${post.id}`, sample.comments, deleted);
      if (deleted.length) await comments.moderate({ ids: deleted, action: 'delete' });
      dated.push({ id: post.id, date: new Date(sample.date) });
    }
    // Posts and comments carry the dates they were written in the school year. Written last, on a
    // cleared entity manager, so no later flush puts today's date back.
    await em.flush();
    em.clear();
    for (const { id, date } of dated) {
      await em.nativeUpdate(BlogPost, { id }, { createdAt: date, updatedAt: date });
      await spreadThreadAfter(em, id, date);
    }
  },
};
