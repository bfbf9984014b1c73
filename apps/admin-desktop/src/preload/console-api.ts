/**
 * The console's ten views, in menu order: Ctrl/Cmd+1 opens the first, Ctrl/Cmd+0 the tenth (viewAccelerator).
 * Each has the route `/<view>` in the renderer and a folder `features/<view>/`.
 */
export const CONSOLE_VIEWS = ['inbox', 'media', 'flyers', 'people', 'enquiries', 'settings', 'activity', 'calendar', 'notices', 'subscribers'] as const;
export type ConsoleView = (typeof CONSOLE_VIEWS)[number];

/** How the menu and the sidebar name each view. */
export const VIEW_LABELS: Record<ConsoleView, string> = {
  inbox: 'Inbox',
  media: 'Media',
  flyers: 'Flyers',
  people: 'People',
  enquiries: 'Enquiries',
  settings: 'Site settings',
  activity: 'Activity',
  calendar: 'Calendar',
  notices: 'Notices',
  subscribers: 'Subscribers',
};

/** The number key that opens the view at `index` with Ctrl/Cmd: 1 to 9, then 0 for the tenth, as on the keyboard's top row. */
export const viewAccelerator = (index: number): number => (index + 1) % 10;

export function isConsoleView(value: unknown): value is ConsoleView {
  return typeof value === 'string' && (CONSOLE_VIEWS as readonly string[]).includes(value);
}

export interface ConsoleNotification {
  /** One short line, e.g. "New in the Inbox". */
  title: string;
  body: string;
  /** The view a click on the notification opens. */
  view?: ConsoleView;
}

/**
 * What the preload script hands the renderer as `window.api`, and the only thing the renderer knows of
 * Electron. Every function crosses to the main process, which checks who asks and what they send.
 * The e2e harness supplies an object of this same type.
 */
export interface ConsoleApi {
  /** The console's version, for the footer and support questions. */
  readonly version: string;
  /** The school server's address (an http(s) origin) remembered from the last sign-in. */
  getServerUrl(): Promise<string>;
  /** Remembers the address chosen at sign-in; resolves with the origin kept. Rejects anything but http(s). */
  setServerUrl(url: string): Promise<string>;
  /** The signed-in session saved by an earlier start (JSON with its `token`), or null. */
  loadSession(): Promise<string | null>;
  /**
   * Keeps the session for the next start, encrypted by the operating system, or only in memory where
   * it offers no encryption; null forgets it (sign-out, ended session).
   */
  saveSession(session: string | null): Promise<void>;
  /** How many items wait in the Inbox: shown in the window title and on the app badge; 0 clears both. */
  setPendingCount(count: number): Promise<void>;
  /** A desktop notification, shown only while the console is in the background. */
  notify(notification: ConsoleNotification): Promise<void>;
  /** Called when a menu item (Ctrl/Cmd+1..9) asks for a view; returns the unsubscribe function. */
  onNavigate(callback: (view: ConsoleView) => void): () => void;
}

/** The IPC channels behind ConsoleApi; `navigate` goes from main to the renderer, the rest are invoked. */
export const CHANNELS = {
  getServerUrl: 'console:get-server-url',
  setServerUrl: 'console:set-server-url',
  loadSession: 'console:load-session',
  saveSession: 'console:save-session',
  setPendingCount: 'console:set-pending-count',
  notify: 'console:notify',
  navigate: 'console:navigate',
} as const;

/**
 * The main process passes the version as a command-line switch (webPreferences.additionalArguments):
 * a sandboxed preload can read process.argv synchronously, so `version` needs no round trip.
 */
export const VERSION_SWITCH = '--school-console-version=';

export function versionFromArgv(argv: readonly string[]): string {
  return argv.find((arg) => arg.startsWith(VERSION_SWITCH))?.slice(VERSION_SWITCH.length) ?? '';
}
