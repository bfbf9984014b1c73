import type { AuthResponse } from '@trailside/domain/auth/auth.types';
import type { BlogComment } from '@trailside/domain/comments/comment.types';
import type { Testimonial } from '@trailside/domain/testimonials/testimonial.types';
import { addTestimonial } from './support/people';
import { ADMIN, bearer, logIn, signUp, startTestApp, type TestApp } from './support/test-app';

/**
 * Signed-in families get the visitors' kept copy of a list whenever they would see exactly what a visitor
 * sees; these tests make sure nobody ever gets someone else's view, and that every change shows at once.
 */
let test: TestApp;
let adminToken: string;
let admin: Record<string, string>;
let rosa: AuthResponse;
let theo: AuthResponse;

beforeAll(async () => {
  test = await startTestApp();
  adminToken = await logIn(test, ADMIN.email, ADMIN.password);
  admin = bearer(adminToken);
  rosa = await signUp(test, { fname: 'Rosa' });
  theo = await signUp(test, { fname: 'Theo' });
});
afterAll(() => test.close());

const asRosa = () => bearer(rosa.token);
const asTheo = () => bearer(theo.token);

async function testimonials(headers: Record<string, string> = {}) {
  const response = await test.http().get('/api/testimonials').set(headers).expect(200);
  return { texts: (response.body.testimonials as Testimonial[]).map((testimonial) => testimonial.text).sort(), cache: response.headers['x-cache'] };
}

/** Reads the list anonymously until the visitors' copy is kept (the second read is a hit). */
async function warm(path: string): Promise<void> {
  await test.http().get(path).expect(200);
  const again = await test.http().get(path).expect(200);
  expect(again.headers['x-cache']).toBe('hit');
}

describe('signed-in list reads', () => {
  const approvedText = 'The garden mornings changed how our daughter talks about food.';
  const rosaText = 'Rosa: pending words about the reading corner.';
  const theoText = 'Theo: pending words about the woodshop.';
  let rosaTestimonial: Testimonial;

  beforeAll(async () => {
    const first = await addTestimonial(test, adminToken, approvedText);
    await test.http().put('/api/testimonials').set(admin).send({ id: first.id, approved: true }).expect(200);
  });

  it('should give a family with nothing awaiting approval the visitors\' kept copy', async () => {
    await warm('/api/testimonials');
    const anonymous = await test.http().get('/api/testimonials').expect(200);
    const family = await test.http().get('/api/testimonials').set(asRosa()).expect(200);
    expect(family.headers['x-cache']).toBe('hit');
    expect(family.text).toBe(anonymous.text);
    expect(family.headers.etag).toBe(anonymous.headers.etag);
  });

  it('should show each family only its own pending testimonial, an admin all, and a visitor none', async () => {
    rosaTestimonial = (await test.http().post('/api/testimonials').set(asRosa()).send({ text: rosaText }).expect(201)).body.testimonial;
    await test.http().post('/api/testimonials').set(asTheo()).send({ text: theoText }).expect(201);
    await warm('/api/testimonials');

    const rosaView = await testimonials(asRosa());
    expect(rosaView.texts).toEqual([approvedText, rosaText].sort());
    expect(rosaView.cache).toBeUndefined();
    expect((await testimonials(asTheo())).texts).toEqual([approvedText, theoText].sort());
    expect((await testimonials(admin)).texts).toEqual([approvedText, rosaText, theoText].sort());
    expect((await testimonials()).texts).toEqual([approvedText]);
    // Asked again (now that everything is kept), still nobody sees another's view.
    expect((await testimonials(asTheo())).texts).toEqual([approvedText, theoText].sort());
    expect((await testimonials(asRosa())).texts).toEqual([approvedText, rosaText].sort());
  });

  it('should show an approval to everyone at once, and give the family the shared copy again', async () => {
    await test.http().put('/api/testimonials').set(admin).send({ id: rosaTestimonial.id, approved: true }).expect(200);
    expect((await testimonials()).texts).toEqual([approvedText, rosaText].sort());
    expect((await testimonials(asTheo())).texts).toEqual([approvedText, rosaText, theoText].sort());
    await warm('/api/testimonials');
    const rosaView = await testimonials(asRosa());
    expect(rosaView.texts).toEqual([approvedText, rosaText].sort());
    expect(rosaView.cache).toBe('hit');
  });

  it('should show a family its own new testimonial on the very next read, though the shared copy is kept', async () => {
    await warm('/api/testimonials');
    const text = 'Rosa again: the spring concert was lovely.';
    await test.http().post('/api/testimonials').set(asRosa()).send({ text }).expect(201);
    expect((await testimonials(asRosa())).texts).toContain(text);
    expect((await testimonials()).texts).not.toContain(text);
    expect((await testimonials(asTheo())).texts).not.toContain(text);
  });

  describe('comments on a post', () => {
    let path: string;
    const comments = async (headers: Record<string, string> = {}) => {
      const response = await test.http().get('/api/comments').query({ parentDocPath: path }).set(headers).expect(200);
      return { texts: (response.body.comments as BlogComment[]).map((comment) => comment.comment).sort(), cache: response.headers['x-cache'] };
    };

    beforeAll(async () => {
      const blog = (await test.http().post('/api/blogs').set(admin).send({ title: 'Harvest day', text: 'Pumpkins everywhere.' }).expect(201)).body.blog;
      path = `blogs/${blog.id}`;
    });

    it('should show each family only its own pending comment, an admin all, and update everyone after moderation', async () => {
      await test.http().post('/api/comments').set(asRosa()).send({ comment: 'Rosa: what a harvest!', parentDocPath: path }).expect(201);
      const theoComment = (await test.http().post('/api/comments').set(asTheo()).send({ comment: 'Theo: the pie was great.', parentDocPath: path }).expect(201)).body
        .comment as BlogComment;
      await warm(`/api/comments?parentDocPath=${encodeURIComponent(path)}`);

      expect((await comments(asRosa())).texts).toEqual(['Rosa: what a harvest!']);
      expect((await comments(asTheo())).texts).toEqual(['Theo: the pie was great.']);
      expect((await comments(admin)).texts).toEqual(['Rosa: what a harvest!', 'Theo: the pie was great.']);
      expect((await comments()).texts).toEqual([]);

      await test.http().put('/api/comments').set(admin).send({ id: theoComment.id, approved: true }).expect(200);
      expect((await comments()).texts).toEqual(['Theo: the pie was great.']);
      expect((await comments(asRosa())).texts).toEqual(['Rosa: what a harvest!', 'Theo: the pie was great.']);
      await warm(`/api/comments?parentDocPath=${encodeURIComponent(path)}`);
      const theoView = await comments(asTheo());
      expect(theoView.texts).toEqual(['Theo: the pie was great.']);
      expect(theoView.cache).toBe('hit');
    });
  });

  describe('account changes', () => {
    it('should give a family made admin the admin\'s view on the very next read', async () => {
      const family = await signUp(test, { fname: 'Mina' });
      const asMina = bearer(family.token);
      await warm('/api/testimonials');
      expect((await testimonials(asMina)).texts).not.toContain(theoText);
      await test.http().put('/api/users').set(admin).send({ id: family.user.id, accessLevel: 2 }).expect(200);
      expect((await testimonials(asMina)).texts).toContain(theoText);
      await test.http().get('/api/moderation/summary').set(asMina).expect(200);
    });

    it('should refuse a deleted family\'s token on the very next request', async () => {
      const family = await signUp(test, { fname: 'Omar' });
      const asOmar = bearer(family.token);
      await test.http().get('/api/auth/me').set(asOmar).expect(200);
      await test.http().get('/api/auth/me').set(asOmar).expect(200);
      await test.http().delete('/api/users').set(admin).send({ id: family.user.id }).expect(200);
      await test.http().get('/api/auth/me').set(asOmar).expect(401);
      await test.http().post('/api/testimonials').set(asOmar).send({ text: 'Should never be written.' }).expect(401);
    });

    it('should show a renamed family its new name on the very next read', async () => {
      const family = await signUp(test, { fname: 'Lena' });
      const asLena = bearer(family.token);
      expect((await test.http().get('/api/auth/me').set(asLena).expect(200)).body.user.fname).toBe('Lena');
      await test.http().put('/api/users').set(asLena).send({ id: family.user.id, fname: 'Magdalena' }).expect(200);
      expect((await test.http().get('/api/auth/me').set(asLena).expect(200)).body.user.fname).toBe('Magdalena');
    });
  });
});
