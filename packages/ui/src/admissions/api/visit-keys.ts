const all = ['visits'] as const;

/** Query keys of visits: the coming times (the Book a visit page), the staff's list, a time's bookings, a private link's booking. */
export const visitKeys = {
  all,
  coming: () => [...all, 'coming'] as const,
  staff: (from: string | undefined) => [...all, 'staff', from ?? ''] as const,
  bookings: (visitId: string) => [...all, 'bookings', visitId] as const,
  managed: (token: string) => [...all, 'managed', token] as const,
};
