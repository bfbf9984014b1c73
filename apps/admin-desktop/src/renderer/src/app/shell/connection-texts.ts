/** Not asked yet (a first start, a new address), answering, or not answering. */
export type ConnectionState = 'checking' | 'connected' | 'away';

/** What the console says about its connection to the school's server. */
export const CONNECTION_TEXTS = {
  away: "The school's server is not answering. What you see here may be out of date, and nothing can be saved until it answers again. The console keeps trying and carries on by itself once it does.",
  tryNow: 'Try again now',
  /** The status bar's words: only what the server's answers have shown. */
  status: {
    checking: (serverUrl: string) => `Checking the school's server at ${serverUrl}…`,
    connected: (serverUrl: string) => `Connected to ${serverUrl}`,
    away: (serverUrl: string) => `Not connected: ${serverUrl} is not answering`,
  } satisfies Record<ConnectionState, (serverUrl: string) => string>,
} as const;
