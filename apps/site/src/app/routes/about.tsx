import type { PageHandle } from '@trailside/domain/site/site-pages';
import { Reveal } from '../../components/reveal';
import { BlogMention } from '../../features/about/components/blog-mention';
import { PhilosophySection } from '../../features/about/components/philosophy-section';
import { TeachersMention } from '../../features/about/components/teachers-mention';
import { EnrollBanner } from '../../features/home/components/enroll-banner';
import { PageHead } from '../../components/page-head';

export const handle: PageHandle = { title: 'About', sitemap: true };

/** Spec section 2: /about, the philosophy, the teachers, the enrol banner and the blog. */
export function Component() {
  return (
    <>
      <PageHead description="How Trailside Montessori K-8 began, what a Montessori education means here, and how our home-school model works for families." />
      <PhilosophySection />
      <Reveal>
        <TeachersMention />
      </Reveal>
      <Reveal>
        <BlogMention />
      </Reveal>
      <Reveal>
        <EnrollBanner />
      </Reveal>
    </>
  );
}
