import type { MenuItemConstructorOptions } from 'electron';
import { CONSOLE_VIEWS, VIEW_LABELS, type ConsoleView, viewAccelerator } from '../preload/console-api';

interface MenuOptions {
  isMac: boolean;
  /** Running from source: adds Reload and the developer tools, which staff never need. */
  isDevelopment: boolean;
  /** Asks the renderer to show a view. */
  navigate: (view: ConsoleView) => void;
}

/** The application menu: the platform's usual menus, Edit for copy and paste, and one View item per view. */
export function consoleMenuTemplate({ isMac, isDevelopment, navigate }: MenuOptions): MenuItemConstructorOptions[] {
  const views: MenuItemConstructorOptions[] = CONSOLE_VIEWS.map((view, index) => ({
    label: VIEW_LABELS[view],
    accelerator: `CmdOrCtrl+${viewAccelerator(index)}`,
    click: () => navigate(view),
  }));
  const developer: MenuItemConstructorOptions[] = isDevelopment
    ? [{ type: 'separator' }, { role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }]
    : [];
  return [
    { role: isMac ? 'appMenu' : 'fileMenu' },
    { role: 'editMenu' },
    { label: 'View', submenu: [...views, ...developer] },
    { role: 'windowMenu' },
  ];
}
