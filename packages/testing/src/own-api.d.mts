export interface OwnApi {
  url: string;
  /** The folder of its database, uploads and outbox. */
  dataDir: string;
  /** Starts it again on the same port with the same data, once it answers. */
  start(): Promise<void>;
  /** Ends it, as a crash or a restart would; nothing answers on its port until `start()`. */
  stop(): Promise<void>;
  /** Stops it and deletes its data folder. */
  remove(): Promise<void>;
}

export declare function ownApi(options: {
  port: number;
  admin: { email: string; password: string };
  /** Names its data folder. */
  name: string;
  env?: Record<string, string>;
}): Promise<OwnApi>;
