import type { BrowserWindowConstructorOptions } from 'electron';

const windows: BrowserWindowConstructorOptions[] = [];
const appListeners = new Map<string, () => void>();
let permissionHandler: ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | undefined;

const app = {
  enableSandbox: jest.fn(),
  whenReady: jest.fn(() => Promise.resolve()),
  on: jest.fn((event: string, listener: () => void) => appListeners.set(event, listener)),
  getVersion: jest.fn(() => '0.1.0'),
  isPackaged: true,
  quit: jest.fn(),
};
const showErrorBox = jest.fn();

jest.mock('electron', () => ({
  app,
  dialog: { showErrorBox },
  session: {
    defaultSession: {
      setPermissionRequestHandler: (handler: typeof permissionHandler) => (permissionHandler = handler),
    },
  },
  shell: { openExternal: jest.fn() },
  BrowserWindow: Object.assign(
    class {
      webContents = { on: jest.fn(), setWindowOpenHandler: jest.fn() };
      once = jest.fn();
      loadFile = jest.fn().mockResolvedValue(undefined);
      loadURL = jest.fn().mockResolvedValue(undefined);
      constructor(options: BrowserWindowConstructorOptions) {
        windows.push(options);
      }
    },
    { getAllWindows: () => windows },
  ),
}));

async function startApp(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  jest.isolateModules(() => {
    require('./index');
  });
  await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
  process.env = saved;
}

describe('the console app', () => {
  beforeEach(() => {
    windows.length = 0;
    appListeners.clear();
    permissionHandler = undefined;
    jest.clearAllMocks();
  });

  it('should sandbox every renderer and open one secure window pointing at SCHOOL_API_URL', async () => {
    await startApp({ SCHOOL_API_URL: 'https://api.trailside.example' });

    expect(app.enableSandbox).toHaveBeenCalled();
    expect(windows).toHaveLength(1);
    expect(windows[0].webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(windows[0].webPreferences?.additionalArguments).toContain('--school-api-url=https://api.trailside.example');
    expect(windows[0].webPreferences?.additionalArguments).toContain('--school-console-version=0.1.0');
  });

  it('should refuse every permission a page asks for', async () => {
    await startApp({ SCHOOL_API_URL: undefined });
    const callback = jest.fn();

    permissionHandler?.({}, 'media', callback);

    expect(callback).toHaveBeenCalledWith(false);
  });

  it('should explain a bad SCHOOL_API_URL and quit instead of opening a window', async () => {
    await startApp({ SCHOOL_API_URL: 'ftp://files.example' });

    expect(showErrorBox).toHaveBeenCalledWith('Trailside Staff Console', expect.stringContaining('SCHOOL_API_URL'));
    expect(app.quit).toHaveBeenCalled();
    expect(windows).toHaveLength(0);
  });
});
