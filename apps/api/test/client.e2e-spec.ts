import { ApiError } from '@trailside/domain/api/errors';
import { type ApiClient, createApiClient } from '@trailside/domain/api/client';
import { getHealth } from '@trailside/domain/api/health.client';
import { forgotPassword, getMe, login, register } from '@trailside/domain/auth/auth.client';
import { AccessLevel } from '@trailside/domain/users/access-level';
import { createUser, deleteUser, getUser, getUsers, updateUser } from '@trailside/domain/users/users.client';
import { pngPicture } from './support/images';
import { ADMIN, newFamily, startTestApp, type TestApp } from './support/test-app';

/** The typed client both front ends use, against the real server. */
let test: TestApp;
let token: string | undefined;
let api: ApiClient;
beforeAll(async () => {
  test = await startTestApp();
  api = createApiClient({ baseUrl: test.url, getToken: () => token });
});
afterAll(() => test.close());

describe('the domain API client', () => {
  it('should read health', async () => {
    await expect(getHealth(api)).resolves.toEqual({ status: 'ok', database: 'up' });
  });

  it('should sign up with a picture and then know who is signed in', async () => {
    const fields = newFamily({ fname: 'Ines' });
    const picture = new Blob([new Uint8Array(await pngPicture())], { type: 'image/png' });
    const session = await register(api, fields, picture);
    expect(session.user.imageUrl).toMatch(/^\/uploads\/users\//);
    token = session.token;
    const me = await getMe(api);
    expect(me.authUser.displayName).toBe(`Ines ${fields.lname}`);
  });

  it("should throw ApiError carrying the server's message", async () => {
    token = undefined;
    const failure = login(api, { email: ADMIN.email, password: 'nope' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(login(api, { email: '', password: '' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please enter your email',
    });
  });

  it('should manage users as an admin', async () => {
    token = (await login(api, ADMIN)).token;
    const { user } = await createUser(api, { ...newFamily(), accessLevel: '2' });
    expect(user.accessLevel).toBe(AccessLevel.ADMIN);
    const { user: changed } = await updateUser(api, { id: user.id, phone: '(555) 014-2700' });
    expect(changed.phone).toBe('(555) 014-2700');
    expect((await getUsers(api)).users.map((each) => each.id)).toContain(user.id);
    await expect(getUser(api, user.id)).resolves.toMatchObject({ user: { id: user.id, phone: '(555) 014-2700' } });
    await expect(deleteUser(api, user.id)).resolves.toEqual({ success: true });
  });

  it('should ask for a reset mail', async () => {
    await expect(forgotPassword(api, { email: ADMIN.email })).resolves.toMatchObject({ success: true });
  });
});
