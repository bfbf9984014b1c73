import { CommunityBanner } from '../../features/home/components/community-banner';
import { EnrollBanner } from '../../features/home/components/enroll-banner';
import { FoundationSection } from '../../features/home/components/foundation-section';
import { Hero } from '../../features/home/components/hero';
import { ValueTiles } from '../../features/home/components/value-tiles';
import { TestimonialsSection } from '../../features/testimonials/components/testimonials-section';

export function Component() {
  return (
    <>
      <Hero />
      <ValueTiles />
      <FoundationSection />
      <CommunityBanner />
      <TestimonialsSection />
      <EnrollBanner />
    </>
  );
}
