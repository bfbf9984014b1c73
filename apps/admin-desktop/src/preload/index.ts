import { contextBridge } from 'electron';
import { consoleApiFromArgv } from './console-api';

// Context isolation is always on (the main window requires it), so the bridge is the only way in.
contextBridge.exposeInMainWorld('api', consoleApiFromArgv(process.argv));
