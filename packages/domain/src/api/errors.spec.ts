import { ApiError, apiErrorFromResponse, errorMessageOf, FALLBACK_ERROR_MESSAGE, isApiError } from './errors';

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
