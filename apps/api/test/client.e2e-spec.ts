import { requireSession } from '@trailside/domain/account/account.types';
import { ApiError } from '@trailside/domain/api/errors';
import { getHealth } from '@trailside/domain/api/health.client';
import { forgotPassword, getMe, login, register } from '@trailside/domain/auth/auth.client';
import { AccessLevel } from '@trailside/domain/users/access-level';
import { createUser, deleteUser, getUser, getUsers, updateUser } from '@trailside/domain/users/users.client';
import { pngPicture } from './support/images';
import { type ClientTestApp, startClientTestApp } from './support/client-app';
import { ADMIN, newFamily } from './support/test-app';

/** The typed client both front ends use, against the real server. */
let test: ClientTestApp;
beforeAll(async () => {
  test = await startClientTestApp();
});
afterAll(() => test.close());

describe('the domain API client', () => {
  it('should read health', async () => {
    await expect(getHealth(test.api)).resolves.toEqual({ status: 'ok', database: 'up' });
  });

  it('should sign up with a picture and then know who is signed in', async () => {
    const fields = newFamily({ fname: 'Ines' });
    const picture = new Blob([new Uint8Array(await pngPicture())], { type: 'image/png' });
    const session = await register(test.api, fields, picture);
    expect(session.user.imageUrl).toMatch(/^\/uploads\/users\//);
    test.token = session.token;
    const me = await getMe(test.api);
    expect(me.authUser.displayName).toBe(`Ines ${fields.lname}`);
  });

  it("should throw ApiError carrying the server's message", async () => {
    test.token = undefined;
    const failure = login(test.api, { email: ADMIN.email, password: 'nope' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(login(test.api, { email: '', password: '' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please enter your email',
    });
  });

  it('should manage users as an admin', async () => {
    test.token = requireSession(await login(test.api, ADMIN)).token;
    const { user } = await createUser(test.api, { ...newFamily(), accessLevel: '2' });
    expect(user.accessLevel).toBe(AccessLevel.ADMIN);
    const { user: changed } = await updateUser(test.api, { id: user.id, phone: '(555) 014-2700' });
    expect(changed.phone).toBe('(555) 014-2700');
    expect((await getUsers(test.api)).users.map((each) => each.id)).toContain(user.id);
    await expect(getUser(test.api, user.id)).resolves.toMatchObject({ user: { id: user.id, phone: '(555) 014-2700' } });
    await expect(deleteUser(test.api, user.id)).resolves.toEqual({ success: true });
  });

  it('should ask for a reset mail', async () => {
    await expect(forgotPassword(test.api, { email: ADMIN.email })).resolves.toMatchObject({ success: true });
  });
});
