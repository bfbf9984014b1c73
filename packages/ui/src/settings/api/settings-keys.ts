/** Query key of the school's details (one record). */
export const settingsKeys = {
  all: ['settings'] as const,
};
