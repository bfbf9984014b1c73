import { apiUrlFromEnv, DEFAULT_API_URL } from './console-config';

describe('apiUrlFromEnv', () => {
  it('should default to the API on this computer', () => {
    expect(apiUrlFromEnv({})).toBe(DEFAULT_API_URL);
    expect(apiUrlFromEnv({ SCHOOL_API_URL: '  ' })).toBe(DEFAULT_API_URL);
  });

  it('should keep only the origin of SCHOOL_API_URL', () => {
    expect(apiUrlFromEnv({ SCHOOL_API_URL: 'https://school.example/some/path/' })).toBe('https://school.example');
  });

  it.each(['not a url', 'file:///etc/passwd', 'javascript:alert(1)'])('should refuse %p', (value) => {
    expect(() => apiUrlFromEnv({ SCHOOL_API_URL: value })).toThrow(/SCHOOL_API_URL/);
  });
});
