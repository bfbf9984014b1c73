export interface FaqEntry {
  question: string;
  answer: string;
}

/** The twelve questions families ask most, shown as two columns of six (spec section 2). */
export const FAQ_ENTRIES: FaqEntry[] = [
  {
    question: 'What ages and grades do you teach?',
    answer:
      'Children from five to fourteen, kindergarten through eighth grade, in four multi-age classes: 5-7, 7-9, 9-11 and 11-14. ' +
      'Children stay with the same guide for two or three years, so the teacher knows each child very well.',
  },
  {
    question: 'How big are the classes?',
    answer:
      'Twelve to fifteen children in each class. That is small enough for every child to get daily one-on-one time with the ' +
      'guide, and large enough for real friendships, group projects and older children helping younger ones.',
  },
  {
    question: 'What does "home-school model" mean here?',
    answer:
      'Families are the primary educators and our classes are part of their home-school week. Children come to school on ' +
      'class days for lessons, materials and friends; on home days they work on projects we plan together with the family.',
  },
  {
    question: 'How is tuition paid?',
    answer:
      'Monthly, from September to May. There is no large payment up front; the office can set up automatic payments and will ' +
      'happily talk through what a month costs for your family, including siblings.',
  },
  {
    question: 'Is Trailside accredited?',
    answer:
      'No. We are a small, independent, Montessori-based school and have chosen not to pursue accreditation. Our guides are ' +
      'experienced Montessori teachers, and we are glad to share how our students move on to high school.',
  },
  {
    question: 'Which specialists teach at the school?',
    answer:
      'Besides the class guides, specialists teach art, music, physical education, Spanish and computer science and ' +
      'engineering each week, so children meet many ways of learning and many grown-ups who love their subject.',
  },
  {
    question: 'What are the school hours?',
    answer:
      'Class days run from 8:30am to 3:30pm. Please plan to arrive a few minutes early so your child can settle in before the ' +
      'morning work period begins.',
  },
  {
    question: 'What does a Montessori classroom look like?',
    answer:
      'Calm and busy at once: children choose work from open shelves of hands-on materials, work alone or in small groups, ' +
      'and the guide gives short lessons to one child or a few at a time instead of lecturing the whole room.',
  },
  {
    question: 'How do you track progress without traditional grades?',
    answer:
      'Guides keep detailed notes on every child and meet families twice a year to go through work samples together. Older ' +
      'students set their own goals each term and review them with their guide.',
  },
  {
    question: 'Can we visit before we apply?',
    answer:
      'Please do. Visits are on class-day mornings, so you can see the children at work. Send us a message below or use the ' +
      'contact page and the office will suggest a time.',
  },
  {
    question: 'Is there homework?',
    answer:
      'Not in the usual sense. Younger children bring home reading and a little practice; older students carry on their ' +
      'projects on home days, and the family and guide agree together on how much is right.',
  },
  {
    question: 'How can families take part?',
    answer:
      'In many ways: reading with a class, helping in the garden, sharing a skill or a job, driving on field trips, or helping ' +
      'with the science fair and the spring concert. Nothing is required; every bit of help is welcome.',
  },
];
