import { DEFAULT_SERVER_URL } from '../shared/server-address';
import { serverUrlFromEnv } from './console-config';

describe('serverUrlFromEnv', () => {
  it('should default to the API on this computer', () => {
    expect(serverUrlFromEnv({})).toBe(DEFAULT_SERVER_URL);
    expect(serverUrlFromEnv({ SCHOOL_API_URL: '  ' })).toBe(DEFAULT_SERVER_URL);
  });

  it('should keep only the origin of SCHOOL_API_URL', () => {
    expect(serverUrlFromEnv({ SCHOOL_API_URL: 'https://school.example/some/path/' })).toBe('https://school.example');
  });

  it.each(['not a url', 'file:///etc/passwd', 'javascript:alert(1)'])('should refuse %p, naming the variable', (value) => {
    expect(() => serverUrlFromEnv({ SCHOOL_API_URL: value })).toThrow(/^SCHOOL_API_URL is ".+"\. /);
  });
});
