import { blogDocPath } from '@trailside/domain/comments/comment.rules';
import { canSee, countPublic, viewBeyondPublic, visibleRowsQuery } from '@trailside/domain/moderation/visibility.rules';
import { AccessLevel } from '@trailside/domain/users/access-level';
import type { Actor } from '@trailside/domain/users/user.rules';
import { BlogPost } from '../src/blogs/blog.entity';
import { PostComment } from '../src/comments/comment.entity';
import { rowsMatching, visibleRowsFor } from '../src/common/moderation/visible-rows';
import { TestimonialRecord } from '../src/testimonials/testimonial.entity';
import { freshEm } from './support/database';
import { startTestApp, type TestApp } from './support/test-app';

// One family writes every row; the table covers every role against every state, on the run's real database.
const AUTHOR = 'author-account';
const ROLES: [string, Actor | null][] = [
  ['a visitor', null],
  ['the author (GENERAL)', { id: AUTHOR, accessLevel: AccessLevel.GENERAL }],
  ['another family (GENERAL)', { id: 'another-family', accessLevel: AccessLevel.GENERAL }],
  ['an ADMIN', { id: 'an-admin', accessLevel: AccessLevel.ADMIN }],
  ['a GOD who wrote them too', { id: AUTHOR, accessLevel: AccessLevel.GOD }],
];
// A child's writing held for a parent's consent (issue 27) is never in the moderation queue, so never approved; its
// author may still delete it.
const STATES = [
  { state: 'pending', approved: false, rejected: false, heldForConsent: false },
  { state: 'approved', approved: true, rejected: false, heldForConsent: false },
  { state: 'deleted', approved: false, rejected: true, heldForConsent: false },
  { state: 'approved and deleted', approved: true, rejected: true, heldForConsent: false },
  { state: 'held for consent', approved: false, rejected: false, heldForConsent: true },
  { state: 'held for consent and deleted', approved: false, rejected: true, heldForConsent: true },
];
const CASES = ROLES.flatMap(([role, viewer]) => [false, true].map((showDeleted) => ({ role, viewer, showDeleted })));

describe('who sees a moderated item: the query and count forms, on the database, against the pure one (visibility.rules)', () => {
  let test: TestApp;
  const comments = new Map<string, (typeof STATES)[number]>();
  const testimonials = new Map<string, (typeof STATES)[number]>();

  beforeAll(async () => {
    test = await startTestApp();
    const em = freshEm(test);
    const post = new BlogPost({ title: 'Planting day', text: 'We planted beans.', author: 'Ms. Lee', userId: 'staff' });
    await em.persist(post).flush();
    for (const flags of STATES) {
      const comment = new PostComment({
        blogId: post.id,
        parentId: null,
        parentDocPath: blogDocPath(post.id),
        comment: `A comment ${flags.state}`,
        author: 'Rosa',
        email: 'rosa@example.com',
        userId: AUTHOR,
        imageUrl: null,
      });
      const testimonial = new TestimonialRecord({ userId: AUTHOR, fname: 'Rosa', text: `A testimonial ${flags.state}` });
      const { approved, rejected, heldForConsent } = flags;
      Object.assign(comment, { approved, rejected, heldForConsent });
      Object.assign(testimonial, { approved, rejected, heldForConsent });
      comments.set(comment.id, flags);
      testimonials.set(testimonial.id, flags);
      em.persist([comment, testimonial]);
    }
    await em.flush();
  });
  afterAll(() => test?.close());

  const statesOf = (rows: { id: string }[], byId: Map<string, (typeof STATES)[number]>) => rows.map((row) => byId.get(row.id)!.state).sort();
  const row = ({ approved, rejected, heldForConsent }: (typeof STATES)[number]) => ({ userId: AUTHOR, approved, rejected, heldForConsent });

  it.each(CASES)('should hand $role (showDeleted $showDeleted) exactly the comments and testimonials canSee allows', async ({ viewer, showDeleted }) => {
    const allowed = STATES.filter((flags) => canSee(viewer, row(flags), showDeleted)).map((flags) => flags.state).sort();
    const em = freshEm(test);
    expect(statesOf(await em.find(PostComment, visibleRowsFor<PostComment>(viewer, showDeleted)), comments)).toEqual(allowed);
    expect(statesOf(await em.find(TestimonialRecord, visibleRowsFor<TestimonialRecord>(viewer, showDeleted)), testimonials)).toEqual(allowed);
  });

  it('should count, as a post\'s replyCount does, exactly the comments a visitor is handed', async () => {
    const em = freshEm(test);
    const thread = await em.find(PostComment, {}, { fields: ['id', 'parentId', 'approved', 'rejected'] });
    const visible = STATES.filter((flags) => canSee(null, row(flags))).length;
    expect(countPublic(thread)).toBe(visible);
    expect(await em.count(PostComment, visibleRowsFor<PostComment>(null))).toBe(visible);
  });

  it.each(ROLES)('should let the cache give %s the visitors\' copy only when they see nothing more (viewBeyondPublic)', async (_role, viewer) => {
    const em = freshEm(test);
    const visitors = statesOf(await em.find(PostComment, visibleRowsQuery(null) as never), comments);
    const theirs = statesOf(await em.find(PostComment, visibleRowsFor<PostComment>(viewer)), comments);
    const beyond = viewBeyondPublic(viewer);
    if (beyond.kind === 'same') expect(theirs).toEqual(visitors);
    if (beyond.kind === 'own') expect(theirs).not.toEqual(visitors);
    if (beyond.kind === 'unless') {
      // What they see beyond the visitors' copy is exactly the rows the condition names.
      const more = statesOf(await em.find(PostComment, rowsMatching<PostComment>(beyond.rows)), comments);
      expect(theirs).toEqual([...visitors, ...more].sort());
    }
  });
});
