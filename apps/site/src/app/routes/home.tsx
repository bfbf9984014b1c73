import { HydrationTurn } from '../../components/hydration-turn';
import { Reveal } from '../../components/reveal';
import { AboutBlurb } from '../../features/home/components/about-blurb';
import { BlogTeaser } from '../../features/home/components/blog-teaser';
import { CallToEnroll } from '../../features/home/components/call-to-enroll';
import { CommunityBanner } from '../../features/home/components/community-banner';
import { EnrollBanner } from '../../features/home/components/enroll-banner';
import { FoundationSection } from '../../features/home/components/foundation-section';
import { Hero } from '../../features/home/components/hero';
import { ValueTiles } from '../../features/home/components/value-tiles';
import { ClassGallerySlides } from '../../features/gallery/components/class-gallery-slides';
import { PinnedFlyer } from '../../features/social-events/components/pinned-flyer';
import { RecentBlogsCarousel } from '../../features/blogs/components/recent-blogs-carousel';
import { TeachersCarousel } from '../../features/teachers/components/teachers-carousel';
import { TestimonialsSection } from '../../features/testimonials/components/testimonials-section';

/** Spec section 2: the home page, top to bottom; it hydrates a part at a time (HydrationTurn). */
export function Component() {
  return (
    <>
      <HydrationTurn>
        <PinnedFlyer />
      </HydrationTurn>
      <HydrationTurn>
        <Hero />
      </HydrationTurn>
      <HydrationTurn>
        <Reveal>
          <EnrollBanner />
        </Reveal>
        <Reveal>
          <ValueTiles />
        </Reveal>
      </HydrationTurn>
      <HydrationTurn>
        <Reveal>
          <FoundationSection />
        </Reveal>
        <CommunityBanner />
      </HydrationTurn>
      <HydrationTurn>
        <ClassGallerySlides />
      </HydrationTurn>
      <HydrationTurn>
        <TeachersCarousel />
      </HydrationTurn>
      <HydrationTurn>
        <TestimonialsSection />
      </HydrationTurn>
      <HydrationTurn>
        <Reveal>
          <AboutBlurb />
        </Reveal>
        <BlogTeaser>
          <RecentBlogsCarousel />
        </BlogTeaser>
        <CallToEnroll />
      </HydrationTurn>
    </>
  );
}
