const all = ['testimonials'] as const;

/** Query keys of testimonials (the spec's local cache "testimonials"), per viewer: who asks decides what is seen. */
export const testimonialKeys = {
  all,
  list: (viewerId: string | null, showDeleted: boolean) => [...all, { viewerId, showDeleted }] as const,
};
