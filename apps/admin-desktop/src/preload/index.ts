import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { CHANNELS, isConsoleView, versionFromArgv, type ConsoleApi } from './console-api';

// Plain functions that forward plain values: no Electron object (ipcRenderer, the event and its sender)
// ever reaches the page. Context isolation is always on, so this bridge is the only way in.
const api: ConsoleApi = {
  version: versionFromArgv(process.argv),
  getServerUrl: () => ipcRenderer.invoke(CHANNELS.getServerUrl),
  setServerUrl: (url) => ipcRenderer.invoke(CHANNELS.setServerUrl, url),
  loadSession: () => ipcRenderer.invoke(CHANNELS.loadSession),
  saveSession: (session) => ipcRenderer.invoke(CHANNELS.saveSession, session),
  setPendingCount: (count) => ipcRenderer.invoke(CHANNELS.setPendingCount, count),
  notify: (notification) => ipcRenderer.invoke(CHANNELS.notify, notification),
  onNavigate(callback) {
    const listener = (_event: IpcRendererEvent, view: unknown) => {
      if (isConsoleView(view)) callback(view);
    };
    ipcRenderer.on(CHANNELS.navigate, listener);
    return () => {
      ipcRenderer.removeListener(CHANNELS.navigate, listener);
    };
  },
};

contextBridge.exposeInMainWorld('api', api);
