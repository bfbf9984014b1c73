import type { MenuItemConstructorOptions } from 'electron';
import { consoleMenuTemplate } from './app-menu';

function viewMenu(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  const view = template.find((menu) => menu.label === 'View');
  return (view?.submenu ?? []) as MenuItemConstructorOptions[];
}

describe('the application menu', () => {
  const build = (options: Partial<Parameters<typeof consoleMenuTemplate>[0]> = {}) => {
    const navigate = jest.fn();
    const template = consoleMenuTemplate({ isMac: false, isDevelopment: false, navigate, ...options });
    return { template, navigate };
  };

  it('should offer one item per view, Ctrl/Cmd+1 to 9 then 0, in order', () => {
    const { template } = build();

    expect(viewMenu(template).map(({ label, accelerator }) => [label, accelerator])).toEqual([
      ['Inbox', 'CmdOrCtrl+1'],
      ['Media', 'CmdOrCtrl+2'],
      ['Flyers', 'CmdOrCtrl+3'],
      ['People', 'CmdOrCtrl+4'],
      ['Enquiries', 'CmdOrCtrl+5'],
      ['Site settings', 'CmdOrCtrl+6'],
      ['Activity', 'CmdOrCtrl+7'],
      ['Calendar', 'CmdOrCtrl+8'],
      ['Notices', 'CmdOrCtrl+9'],
      ['Subscribers', 'CmdOrCtrl+0'],
    ]);
  });

  it('should ask the renderer for the view an item names', () => {
    const { template, navigate } = build();

    for (const item of viewMenu(template)) (item.click as () => void)();

    expect(navigate.mock.calls).toEqual([['inbox'], ['media'], ['flyers'], ['people'], ['enquiries'], ['settings'], ['activity'], ['calendar'], ['notices'], ['subscribers']]);
  });

  it('should keep the Edit menu, so copy and paste work in every field', () => {
    expect(build().template).toContainEqual({ role: 'editMenu' });
  });

  it('should offer Reload and the developer tools only in development', () => {
    const roles = (template: MenuItemConstructorOptions[]) => viewMenu(template).map((item) => item.role).filter(Boolean);

    expect(roles(build().template)).toEqual([]);
    expect(roles(build({ isDevelopment: true }).template)).toEqual(['reload', 'forceReload', 'toggleDevTools']);
  });

  it('should start with the app menu on macOS and the File menu elsewhere', () => {
    expect(build({ isMac: true }).template[0]).toEqual({ role: 'appMenu' });
    expect(build({ isMac: false }).template[0]).toEqual({ role: 'fileMenu' });
  });
});
