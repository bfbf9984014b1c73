/** Spec section 9: the breakpoints, in CSS pixels, below which a size class applies. */
export const SIZE_BREAKPOINTS = { phone: 550, tablet: 769, tabletPro: 1201 } as const;

export type SizeClass = 'phone' | 'tablet' | 'tablet-pro' | 'desktop';

/** Spec section 2: phone under 550 px, tablet under 769, tablet-pro under 1201, else desktop. */
export function sizeClassOf(width: number): SizeClass {
  if (width < SIZE_BREAKPOINTS.phone) return 'phone';
  if (width < SIZE_BREAKPOINTS.tablet) return 'tablet';
  if (width < SIZE_BREAKPOINTS.tabletPro) return 'tablet-pro';
  return 'desktop';
}
