import { app, BrowserWindow, dialog, session } from 'electron';
import { apiUrlFromEnv } from './console-config';
import { createMainWindow } from './main-window';

// Every renderer is sandboxed, including any a future feature might open.
app.enableSandbox();

function start() {
  let apiUrl: string;
  try {
    apiUrl = apiUrlFromEnv(process.env);
  } catch (error) {
    dialog.showErrorBox('Trailside Staff Console', error instanceof Error ? error.message : String(error));
    app.quit();
    return;
  }
  // The console needs no camera, microphone, notifications or location.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  const open = () =>
    createMainWindow({
      apiUrl,
      version: app.getVersion(),
      devServerUrl: app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL,
    });
  open();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) open();
  });
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

void app.whenReady().then(start);
