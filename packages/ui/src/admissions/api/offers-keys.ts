const all = ['admissions', 'offers'] as const;

/** Query keys of the waiting lists and offers (never persisted: a family's offer and the staff's lists are private). */
export const offersKeys = {
  all,
  forFamily: (token: string) => [...all, 'for-family', token] as const,
  waitingList: (level: string, startTerm: string) => [...all, 'waiting-list', level, startTerm] as const,
};
