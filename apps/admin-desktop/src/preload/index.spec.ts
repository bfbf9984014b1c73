import { API_URL_SWITCH, VERSION_SWITCH } from './console-api';

const exposeInMainWorld = jest.fn();
jest.mock('electron', () => ({ contextBridge: { exposeInMainWorld } }));

describe('the preload script', () => {
  const originalArgv = process.argv;

  afterEach(() => {
    process.argv = originalArgv;
    exposeInMainWorld.mockClear();
    jest.resetModules();
  });

  function loadPreload(argv: string[]) {
    process.argv = ['electron', '--type=renderer', ...argv];
    jest.isolateModules(() => {
      require('./index');
    });
  }

  it('should expose exactly the API url and the version as window.api', () => {
    loadPreload([`${API_URL_SWITCH}https://school.example`, `${VERSION_SWITCH}1.2.3`, '--enable-sandbox']);

    expect(exposeInMainWorld).toHaveBeenCalledTimes(1);
    expect(exposeInMainWorld).toHaveBeenCalledWith('api', { apiUrl: 'https://school.example', version: '1.2.3' });
    const [, api] = exposeInMainWorld.mock.calls[0];
    expect(Object.keys(api).sort()).toEqual(['apiUrl', 'version']);
  });

  it('should hand over plain strings only, never functions or Electron objects', () => {
    loadPreload([`${API_URL_SWITCH}http://localhost:3000`, `${VERSION_SWITCH}0.1.0`]);

    const [, api] = exposeInMainWorld.mock.calls[0];
    expect(Object.values(api).every((value) => typeof value === 'string')).toBe(true);
  });

  it('should leave a value empty rather than guess when the main process did not pass it', () => {
    loadPreload([]);

    expect(exposeInMainWorld).toHaveBeenCalledWith('api', { apiUrl: '', version: '' });
  });
});
