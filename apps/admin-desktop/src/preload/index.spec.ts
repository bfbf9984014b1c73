import { EventEmitter } from 'node:events';
import { CHANNELS, VERSION_SWITCH, type ConsoleApi } from './console-api';

const exposeInMainWorld = jest.fn();
const invoke = jest.fn();
// A real emitter stands in for ipcRenderer, so listeners really come and go.
const ipcRenderer = Object.assign(new EventEmitter(), { invoke });
jest.mock('electron', () => ({ contextBridge: { exposeInMainWorld }, ipcRenderer }));

describe('the preload script', () => {
  const originalArgv = process.argv;

  afterEach(() => {
    process.argv = originalArgv;
    exposeInMainWorld.mockClear();
    invoke.mockReset();
    ipcRenderer.removeAllListeners();
  });

  function loadPreload(argv: string[] = [`${VERSION_SWITCH}1.2.3`]): ConsoleApi {
    process.argv = ['electron', '--type=renderer', ...argv, '--enable-sandbox'];
    jest.isolateModules(() => {
      require('./index');
    });
    expect(exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [name, api] = exposeInMainWorld.mock.calls[0];
    expect(name).toBe('api');
    return api as ConsoleApi;
  }

  it('should expose exactly the console API as window.api', () => {
    const api = loadPreload();

    expect(Object.keys(api).sort()).toEqual(
      ['getServerUrl', 'loadSession', 'notify', 'onNavigate', 'saveSession', 'setPendingCount', 'setServerUrl', 'version'].sort(),
    );
  });

  it('should hand over plain functions and the version string, never an Electron object', () => {
    const api = loadPreload();

    const { version, ...functions } = api;
    expect(version).toBe('1.2.3');
    expect(Object.values(functions).every((value) => typeof value === 'function')).toBe(true);
    expect(Object.values(api)).not.toContain(ipcRenderer);
  });

  it('should leave the version empty rather than guess when the main process did not pass it', () => {
    expect(loadPreload([]).version).toBe('');
  });

  it.each<[string, (api: ConsoleApi) => Promise<unknown>, string, unknown[]]>([
    ['getServerUrl', (api) => api.getServerUrl(), CHANNELS.getServerUrl, []],
    ['setServerUrl', (api) => api.setServerUrl('http://school.lan:3000'), CHANNELS.setServerUrl, ['http://school.lan:3000']],
    ['loadSession', (api) => api.loadSession(), CHANNELS.loadSession, []],
    ['saveSession', (api) => api.saveSession('{"token":"t"}'), CHANNELS.saveSession, ['{"token":"t"}']],
    ['saveSession(null)', (api) => api.saveSession(null), CHANNELS.saveSession, [null]],
    ['setPendingCount', (api) => api.setPendingCount(12), CHANNELS.setPendingCount, [12]],
    ['notify', (api) => api.notify({ title: 'New in the Inbox', body: '2 comments', view: 'inbox' }), CHANNELS.notify, [{ title: 'New in the Inbox', body: '2 comments', view: 'inbox' }]],
  ])('should send %s to the main process on its own channel and return its answer', async (_name, call, channel, args) => {
    const api = loadPreload();
    invoke.mockResolvedValueOnce('the answer');

    await expect(call(api)).resolves.toBe('the answer');

    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledWith(channel, ...args);
  });

  it('should pass on the main process refusing a call', async () => {
    const api = loadPreload();
    invoke.mockRejectedValueOnce(new Error('The server address must start with http:// or https://'));

    await expect(api.setServerUrl('ftp://files.example')).rejects.toThrow('must start with http://');
  });

  describe('onNavigate', () => {
    it('should call back with the view the menu asks for, and nothing else from the event', () => {
      const api = loadPreload();
      const callback = jest.fn();

      api.onNavigate(callback);
      ipcRenderer.emit(CHANNELS.navigate, { sender: ipcRenderer }, 'people');

      expect(callback).toHaveBeenCalledTimes(1);
      expect(callback).toHaveBeenCalledWith('people');
    });

    it('should ignore anything that is not one of the views', () => {
      const api = loadPreload();
      const callback = jest.fn();

      api.onNavigate(callback);
      for (const junk of ['admin', '', 7, { view: 'inbox' }, undefined]) ipcRenderer.emit(CHANNELS.navigate, {}, junk);

      expect(callback).not.toHaveBeenCalled();
    });

    it('should stop calling back once unsubscribed', () => {
      const api = loadPreload();
      const callback = jest.fn();

      const unsubscribe = api.onNavigate(callback);
      unsubscribe();
      ipcRenderer.emit(CHANNELS.navigate, {}, 'inbox');

      expect(callback).not.toHaveBeenCalled();
      expect(ipcRenderer.listenerCount(CHANNELS.navigate)).toBe(0);
    });
  });
});
