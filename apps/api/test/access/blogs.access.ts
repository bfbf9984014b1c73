import { type AccessContext, type AccessRow, allRoles } from './access-matrix';
import { decision } from '../support/moderation';

const adminOnly = (status: number) => ({ anonymous: 401, general: 403, owner: 403, admin: status, god: status });

/** A fresh post by the GOD, so a delete by one role never takes away what the next needs. */
async function newPost({ http, auth }: AccessContext): Promise<string> {
  const response = await http().post('/api/blogs').set(auth('god')).send({ title: 'Access walk', text: 'A post for the access matrix.' }).expect(201);
  return response.body.blog.id;
}

/** A fresh comment by the owner on a fresh post. */
async function ownersComment(context: AccessContext): Promise<string> {
  const blogId = await newPost(context);
  const response = await context
    .http()
    .post('/api/comments')
    .set(context.auth('owner'))
    .send({ comment: 'Lovely day!', parentDocPath: `blogs/${blogId}` })
    .expect(201);
  return response.body.comment.id;
}

export const rows: AccessRow[] = [
  {
    route: 'GET /api/blogs',
    call: ({ http, auth }, role) => http().get('/api/blogs').query({ query: JSON.stringify({ limit: 3 }) }).set(auth(role)),
    expect: allRoles(200),
  },
  {
    route: 'GET /api/blogs-recent',
    call: ({ http, auth }, role) => http().get('/api/blogs-recent').set(auth(role)),
    expect: allRoles(200),
  },
  {
    route: 'GET /api/blogs-archive',
    call: ({ http, auth }, role) => http().get('/api/blogs-archive').query({ year: '2027' }).set(auth(role)),
    expect: allRoles(200),
  },
  {
    route: 'GET /api/blogs/:id',
    call: async (context, role) => context.http().get(`/api/blogs/${await newPost(context)}`).set(context.auth(role)),
    expect: allRoles(200),
  },
  {
    route: 'POST /api/blogs',
    call: ({ http, auth }, role) => http().post('/api/blogs').set(auth(role)).send({ title: 'Garden day', text: 'We planted beans.' }),
    expect: adminOnly(201),
  },
  {
    route: 'PUT /api/blogs',
    call: async (context, role) => context.http().put('/api/blogs').set(context.auth(role)).send({ id: await newPost(context), title: 'Renamed' }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/blogs',
    call: async (context, role) => context.http().delete('/api/blogs').set(context.auth(role)).send({ id: await newPost(context) }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/comments',
    call: async (context, role) =>
      context.http().get('/api/comments').query({ parentDocPath: `blogs/${await newPost(context)}` }).set(context.auth(role)),
    expect: allRoles(200),
  },
  {
    route: 'POST /api/comments',
    call: async (context, role) =>
      context.http().post('/api/comments').set(context.auth(role)).send({ comment: 'Hello!', parentDocPath: `blogs/${await newPost(context)}` }),
    expect: { anonymous: 401, general: 201, owner: 201, admin: 201, god: 201 },
  },
  {
    route: 'PUT /api/comments',
    call: async (context, role) => context.http().put('/api/comments').set(context.auth(role)).send({ id: await ownersComment(context), comment: 'Edited' }),
    expect: 'from-table',
  },
  {
    route: 'DELETE /api/comments',
    call: async (context, role) => context.http().delete('/api/comments').set(context.auth(role)).send({ id: await ownersComment(context) }),
    expect: 'from-table',
  },
  {
    route: 'POST /api/moderation',
    call: async (context, role) =>
      context.http().post('/api/moderation').set(context.auth(role)).send(decision('comment', [await ownersComment(context)], 'approve')),
    expect: adminOnly(200),
  },
];
