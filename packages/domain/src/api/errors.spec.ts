import { ApiError, apiErrorFromResponse, endsSession, errorMessageOf, FALLBACK_ERROR_MESSAGE, isApiError } from './errors';

describe('apiErrorFromResponse', () => {
  it("should carry the server's message and code", async () => {
    const response = new Response(JSON.stringify({ statusCode: 403, code: 'FORBIDDEN', message: 'Admins only' }), {
      status: 403,
      statusText: 'Forbidden',
    });
    const error = await apiErrorFromResponse(response);
    expect([error.statusCode, error.code, error.message]).toEqual([403, 'FORBIDDEN', 'Admins only']);
  });

  it('should fall back to the status text when the body is not ours', async () => {
    const error = await apiErrorFromResponse(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(error.message).toBe('Bad Gateway');
  });

  it('should fall back to the spec text when there is no status text either', async () => {
    const error = await apiErrorFromResponse(new Response(null, { status: 500 }));
    expect(error.message).toBe(FALLBACK_ERROR_MESSAGE);
  });
});

describe('errorMessageOf', () => {
  it.each([
    [new Error('Network down'), 'Network down'],
    [new Error(''), 'Oopsies. There was a problem.'],
    ['a string', 'Oopsies. There was a problem.'],
    [undefined, 'Oopsies. There was a problem.'],
  ])('%p gives "%s"', (error, text) => {
    expect(errorMessageOf(error)).toBe(text);
  });
});

describe('isApiError', () => {
  it.each([
    ['a 401', new ApiError(401, 'UNAUTHORIZED', 'Sign in first'), true],
    ['a 403', new ApiError(403, 'FORBIDDEN', 'Admins only'), true],
    ['a 400', new ApiError(400, 'VALIDATION', 'Bad input'), false],
    ['a plain Error', new Error('Network down'), false],
    ['an error-shaped object', { statusCode: 401, message: 'Sign in first' }, false],
    ['undefined', undefined, false],
  ])('should say %s is a 401 or 403: %p', (_, error, expected) => {
    expect(isApiError(error, 401, 403)).toBe(expected);
  });

  it('should match no status when none is asked for', () => {
    expect(isApiError(new ApiError(401, 'UNAUTHORIZED', 'Sign in first'))).toBe(false);
  });
});

describe('endsSession', () => {
  it.each([
    ['an expired token', new ApiError(401, 'SESSION_EXPIRED', 'Your session has expired.'), true],
    ['a token whose sign-in was ended', new ApiError(401, 'INVALID_TOKEN', 'Your sign-in is no longer valid.'), true],
    ['a wrong code while setting up two-step sign-in', new ApiError(401, 'CODE_WRONG', 'That code did not work.'), false],
    ['a second step that took too long', new ApiError(401, 'TICKET_INVALID', 'This sign-in took too long.'), false],
    ['a 401 from a proxy, with no code of ours', new ApiError(401, 'ERROR', 'Unauthorized'), false],
    ['a 403 with a session code', new ApiError(403, 'INVALID_TOKEN', 'Forbidden'), false],
    ['a plain Error', new Error('INVALID_TOKEN'), false],
  ])('should say whether %s ends the session: %p', (_, error, expected) => {
    expect(endsSession(error)).toBe(expected);
  });
});
