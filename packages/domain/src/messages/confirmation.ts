/** Spec section 5: a delete is confirmed under the heading Delete Confirmation, with a Delete button. */
export const DELETE_CONFIRMATION = { heading: 'Delete Confirmation', confirmLabel: 'Delete' } as const;
