import type { BrowserWindowConstructorOptions } from 'electron';
import { VERSION_SWITCH } from '../preload/console-api';

type Listener = (...args: unknown[]) => void;

class FakeWebContents {
  listeners = new Map<string, Listener>();
  windowOpenHandler?: (details: { url: string }) => { action: string };
  on(event: string, listener: Listener) {
    this.listeners.set(event, listener);
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  /** Fires will-navigate the way Electron does and says whether the navigation went ahead. */
  navigate(url: string): boolean {
    let prevented = false;
    this.listeners.get('will-navigate')?.({ url, preventDefault: () => (prevented = true) });
    return !prevented;
  }
}

const created: { options: BrowserWindowConstructorOptions; window: FakeWindow }[] = [];

class FakeWindow {
  webContents = new FakeWebContents();
  listeners = new Map<string, Listener>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, listener);
  }
  loadFile = jest.fn().mockResolvedValue(undefined);
  loadURL = jest.fn().mockResolvedValue(undefined);
  once = jest.fn();
  show = jest.fn();
  constructor(options: BrowserWindowConstructorOptions) {
    created.push({ options, window: this });
  }
}

const openExternal = jest.fn().mockResolvedValue(undefined);
// Getters, because jest hoists this above the classes and constants it hands out.
jest.mock('electron', () => ({
  get BrowserWindow() {
    return FakeWindow;
  },
  shell: {
    get openExternal() {
      return openExternal;
    },
  },
}));

import { createMainWindow, isAppUrl, mainWindowOptions } from './main-window';

describe('the main window', () => {
  beforeEach(() => {
    created.length = 0;
    openExternal.mockClear();
  });

  it('should isolate and sandbox the renderer, with no Node.js and web security on', () => {
    const { webPreferences } = mainWindowOptions({ preloadPath: '/app/preload.js', version: '1.0.0' });

    expect(webPreferences).toMatchObject({
      preload: '/app/preload.js',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
  });

  it('should pass only the version to the preload script, as a switch', () => {
    const { webPreferences } = mainWindowOptions({ preloadPath: '/p.js', version: '2.0.0' });

    expect(webPreferences?.additionalArguments).toEqual([`${VERSION_SWITCH}2.0.0`]);
  });

  it('should keep its own title instead of the page’s', () => {
    createMainWindow({ version: '1.0.0' });
    const preventDefault = jest.fn();

    created[0].window.listeners.get('page-title-updated')?.({ preventDefault }, 'Some page title');

    expect(created[0].options.title).toBe('Trailside Staff Console');
    expect(preventDefault).toHaveBeenCalled();
  });

  it('should load the built page and use the secure options when created', () => {
    createMainWindow({ version: '1.0.0' });

    const [{ options, window }] = created;
    expect(options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(options.webPreferences?.preload).toMatch(/preload[\\/]index\.js$/);
    expect(window.loadFile).toHaveBeenCalledWith(expect.stringMatching(/renderer[\\/]index\.html$/));
    expect(window.loadURL).not.toHaveBeenCalled();
  });

  it('should load the dev server in development', () => {
    createMainWindow({ version: '1.0.0', devServerUrl: 'http://localhost:5173' });

    expect(created[0].window.loadURL).toHaveBeenCalledWith('http://localhost:5173');
  });

  describe('navigation', () => {
    it('should stay on its own page', () => {
      createMainWindow({ version: '1.0.0', devServerUrl: 'http://localhost:5173' });
      const { webContents } = created[0].window;

      expect(webContents.navigate('http://localhost:5173/#/users')).toBe(true);
    });

    it('should never navigate the window to another origin, and open web links in the browser instead', () => {
      createMainWindow({ version: '1.0.0' });
      const { webContents } = created[0].window;

      expect(webContents.navigate('https://evil.example/phish')).toBe(false);
      expect(openExternal).toHaveBeenCalledWith('https://evil.example/phish');
    });

    it('should not hand other schemes to the operating system', () => {
      createMainWindow({ version: '1.0.0' });
      const { webContents } = created[0].window;

      expect(webContents.navigate('file:///etc/passwd')).toBe(false);
      expect(webContents.navigate('smb://server/share')).toBe(false);
      expect(openExternal).not.toHaveBeenCalled();
    });

    it('should refuse new windows, opening http(s) links in the browser', () => {
      createMainWindow({ version: '1.0.0' });
      const { webContents } = created[0].window;

      expect(webContents.windowOpenHandler?.({ url: 'https://trailside.example/blog' })).toEqual({ action: 'deny' });
      expect(webContents.windowOpenHandler?.({ url: 'ms-settings:privacy' })).toEqual({ action: 'deny' });
      expect(openExternal).toHaveBeenCalledTimes(1);
      expect(openExternal).toHaveBeenCalledWith('https://trailside.example/blog');
    });

    it('should refuse to attach webviews', () => {
      createMainWindow({ version: '1.0.0' });
      const preventDefault = jest.fn();

      created[0].window.webContents.listeners.get('will-attach-webview')?.({ preventDefault });

      expect(preventDefault).toHaveBeenCalled();
    });
  });

  describe('isAppUrl', () => {
    it.each([
      ['file:///app/out/renderer/index.html', 'file:///app/out/renderer/index.html', true],
      ['file:///app/out/renderer/index.html#signed-in', 'file:///app/out/renderer/index.html', true],
      ['file:///etc/passwd', 'file:///app/out/renderer/index.html', false],
      ['http://localhost:5173/anything', 'http://localhost:5173', true],
      ['http://localhost:5174/', 'http://localhost:5173', false],
      ['not a url', 'http://localhost:5173', false],
    ])('should say %s is %s the app at %s', (url, appUrl, expected) => {
      expect(isAppUrl(url, appUrl)).toBe(expected);
    });
  });
});
