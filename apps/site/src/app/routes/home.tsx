import type { PageHandle } from '@trailside/domain/site/site-pages';
import { HOME_SLIDES } from '@trailside/domain/home-slider/home-slider';
import { testimonialsQueryOptions } from '@trailside/ui/testimonials/api/get-testimonials';
import { socialEventsQueryOptions } from '@trailside/ui/social-events/api/get-social-events';
import { Suspense } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { Reveal } from '../../components/reveal';
import { recentBlogsQueryOptions } from '@trailside/ui/blogs/api/get-recent-blogs';
import { HOME_RECENT_BLOGS, RecentBlogsCarousel } from '../../features/blogs/components/recent-blogs-carousel';
import { classGallerySlidesQueryOptions } from '@trailside/ui/gallery/api/get-class-gallery-slides';
import { ClassGallerySlides } from '../../features/gallery/components/class-gallery-slides';
import { AboutBlurb } from '../../features/home/components/about-blurb';
import { BlogTeaser } from '../../features/home/components/blog-teaser';
import { CallToEnroll } from '../../features/home/components/call-to-enroll';
import { CommunityBanner } from '../../features/home/components/community-banner';
import { EnrollBanner } from '../../features/home/components/enroll-banner';
import { FoundationSection } from '../../features/home/components/foundation-section';
import { Hero } from '../../features/home/components/hero';
import { ValueTiles } from '../../features/home/components/value-tiles';
import { PinnedFlyer } from '../../features/social-events/components/pinned-flyer';
import { teachersQueryOptions } from '@trailside/ui/teachers/api/get-teachers';
import { TeachersCarousel } from '../../features/teachers/components/teachers-carousel';
import { TestimonialsSection } from '../../features/testimonials/components/testimonials-section';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Home', sitemap: true };

/** The flyer, the class gallery, the teachers, what families say and the newest posts. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api, viewerId } = siteOf(args);
  await Promise.all([
    quietly(queryClient.ensureQueryData(socialEventsQueryOptions(api))),
    quietly(queryClient.ensureQueryData(classGallerySlidesQueryOptions(api))),
    quietly(queryClient.ensureQueryData(teachersQueryOptions(api))),
    quietly(queryClient.ensureQueryData(testimonialsQueryOptions(api, viewerId()))),
    quietly(queryClient.ensureQueryData(recentBlogsQueryOptions(api, HOME_RECENT_BLOGS))),
  ]);
  return null;
}

const [FIRST_SLIDE] = HOME_SLIDES;

/** Spec section 2: the home page, top to bottom; each section is hydrated on its own (a Suspense boundary). */
export function Component() {
  return (
    <>
      <PageHead
        title={null}
        description="A small Montessori school with a home-school model: four classes of twelve to fifteen children, aged five to fourteen, each known by name."
        leadImage={{ srcset: `${FIRST_SLIDE!.small} 960w, ${FIRST_SLIDE!.src} 1920w`, sizes: '100vw' }}
      />
      <Suspense>
        <PinnedFlyer />
      </Suspense>
      <Suspense>
        <Hero />
      </Suspense>
      <Suspense>
        <Reveal>
          <EnrollBanner />
        </Reveal>
        <Reveal>
          <ValueTiles />
        </Reveal>
      </Suspense>
      <Suspense>
        <Reveal>
          <FoundationSection />
        </Reveal>
        <CommunityBanner />
      </Suspense>
      <Suspense>
        <ClassGallerySlides />
      </Suspense>
      <Suspense>
        <TeachersCarousel />
      </Suspense>
      <Suspense>
        <TestimonialsSection />
      </Suspense>
      <Suspense>
        <Reveal>
          <AboutBlurb />
        </Reveal>
        <BlogTeaser>
          <RecentBlogsCarousel />
        </BlogTeaser>
        <CallToEnroll />
      </Suspense>
    </>
  );
}
