const all = ['socialEvents'] as const;

/** Query keys of the flyers (the spec's local cache "socialEvents"). */
export const socialEventKeys = {
  all,
  list: () => all,
};
