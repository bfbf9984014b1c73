import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface ServerAddressValue {
  /** The school server the console talks to (an http(s) origin). */
  serverUrl: string;
  /** Remembers an address chosen at sign-in (the main process checks it again); resolves with the origin kept. */
  remember: (url: string) => Promise<string>;
}

const ServerAddressContext = createContext<ServerAddressValue | null>(null);

export function ServerAddressProvider({ initial, children }: { initial: string; children: ReactNode }) {
  const [serverUrl, setServerUrl] = useState(initial);
  const remember = useCallback(async (url: string) => {
    const kept = await window.api.setServerUrl(url);
    setServerUrl(kept);
    return kept;
  }, []);
  const value = useMemo(() => ({ serverUrl, remember }), [serverUrl, remember]);
  return <ServerAddressContext.Provider value={value}>{children}</ServerAddressContext.Provider>;
}

export function useServerAddress(): ServerAddressValue {
  const value = useContext(ServerAddressContext);
  if (!value) throw new Error('useServerAddress must be used inside <ServerAddressProvider>');
  return value;
}
