import { app, BrowserWindow, dialog, Menu, safeStorage, session } from 'electron';
import { join } from 'node:path';
import { CHANNELS } from '../preload/console-api';
import { CONSOLE_LOCALE } from '../shared/console-locale';
import { consoleMenuTemplate } from './app-menu';
import { serverUrlFromEnv } from './console-config';
import { registerConsoleHandlers } from './console-ipc';
import { APP_TITLE, createMainWindow, rendererUrl } from './main-window';
import { isAllowedRequest } from './request-guard';
import { createServerAddressStore } from './server-address-store';
import { createSessionVault } from './session-vault';

// Every renderer is sandboxed, including any a future feature might open.
app.enableSandbox();
// Day-first date boxes whatever the computer's own language (see CONSOLE_LOCALE); set before the app is ready.
app.commandLine.appendSwitch('lang', CONSOLE_LOCALE);

function start() {
  let firstRunUrl: string;
  try {
    firstRunUrl = serverUrlFromEnv(process.env);
  } catch (error) {
    dialog.showErrorBox(APP_TITLE, error instanceof Error ? error.message : String(error));
    app.quit();
    return;
  }
  const userData = app.getPath('userData');
  const serverAddress = createServerAddressStore(join(userData, 'server.json'), firstRunUrl);
  const sessionVault = createSessionVault({ file: join(userData, 'session.bin'), safeStorage, platform: process.platform });
  if (!sessionVault.persistent) {
    console.warn('This computer offers no encrypted storage, so staff sign in again each time the console starts.');
  }
  const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  const appUrl = rendererUrl(devServerUrl);

  // The console needs no camera, microphone, location or web notifications (its notifications come
  // from this process), so every permission is refused.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  session.defaultSession.webRequest.onBeforeRequest((details, callback) =>
    callback({ cancel: !isAllowedRequest(details.url, serverAddress.get(), appUrl) }),
  );

  let window: BrowserWindow | null = null;
  registerConsoleHandlers({ getWindow: () => window, appUrl, serverAddress, sessionVault });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      consoleMenuTemplate({
        isMac: process.platform === 'darwin',
        isDevelopment: !app.isPackaged,
        navigate: (view) => window?.webContents.send(CHANNELS.navigate, view),
      }),
    ),
  );

  const open = () => {
    const opened = createMainWindow({ version: app.getVersion(), devServerUrl });
    opened.on('closed', () => {
      if (window === opened) window = null;
    });
    window = opened;
  };
  open();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) open();
  });
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

void app.whenReady().then(start);
