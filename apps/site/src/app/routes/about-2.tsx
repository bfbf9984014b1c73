import type { PageHandle } from '@trailside/domain/site/site-pages';
import { Reveal } from '../../components/reveal';
import { BlogMention } from '../../features/about/components/blog-mention';
import { SchoolDay } from '../../features/about/components/school-day';
import { TeachersMention } from '../../features/about/components/teachers-mention';
import { CommunityBanner } from '../../features/home/components/community-banner';
import { EnrollBanner } from '../../features/home/components/enroll-banner';
import { PageHead } from '../../components/page-head';

export const handle: PageHandle = { title: 'About Trailside', sitemap: true };

/** Spec section 2: /about-2, the second about page: a school day, the teachers, the enrol banner and the blog. */
export function Component() {
  return (
    <>
      <PageHead description="A day at Trailside Montessori K-8: mixed-age classes, hands-on materials, time outdoors and teachers who know every child." />
      <SchoolDay />
      <Reveal>
        <TeachersMention />
      </Reveal>
      <CommunityBanner />
      <Reveal>
        <BlogMention />
      </Reveal>
      <Reveal>
        <EnrollBanner />
      </Reveal>
    </>
  );
}
