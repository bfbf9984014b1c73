import { ComingSoon } from '../../features/social-events/components/coming-soon';

/** Spec section 2: /coming-soon, without the breadcrumb banner. */
export function Component() {
  return <ComingSoon />;
}
