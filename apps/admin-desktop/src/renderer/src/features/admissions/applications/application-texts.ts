export const APPLICATION_VIEW_TEXTS = {
  intro: 'Applications families sent from the website, newest first, once the family has confirmed their e-mail address.',
  empty: 'No applications yet. An application shows here as soon as the family opens the link we e-mail them.',
  /** "3 applications"; narrowed: "1 application for Primary K-2 starting September 2027". */
  listHeading: (total: number, narrowedBy: string) => `${total} ${total === 1 ? 'application' : 'applications'}${narrowedBy}`,
  noneMatch: 'No application has a child for this class and start. Choose "Any" to see them all.',
  noneOpenHeading: 'No application open',
  noneOpen: 'Choose an application from the list to read it.',
  detailHeading: (familyName: string) => `Application from ${familyName}`,
  noDocuments: 'No documents were sent with this application.',
  noNote: 'The family left no note.',
  verified: 'confirmed',
  notVerified: 'not confirmed yet',
  noteLabel: 'Add a note to the family’s timeline',
  addNote: 'Add note',
} as const;
