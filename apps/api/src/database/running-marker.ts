import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, type Config } from '../config/config';

/** The file in DATA_DIR naming the process that serves it, so `npm run restore` never pulls data from under a server. */
export const RUNNING_MARKER = 'server.pid';

/**
 * Writes DATA_DIR/server.pid while the app runs and removes it when the app closes. A server that was killed
 * leaves it behind; its process is gone, so it no longer counts (see serverUsing).
 */
@Injectable()
export class RunningMarker implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  onApplicationBootstrap(): void {
    writeFileSync(join(this.config.dataDir, RUNNING_MARKER), `${process.pid}\n`);
  }

  onApplicationShutdown(): void {
    if (serverUsing(this.config.dataDir) === process.pid) rmSync(join(this.config.dataDir, RUNNING_MARKER), { force: true });
  }
}

/** The id of the live process serving `dataDir`, if any. */
export function serverUsing(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, RUNNING_MARKER), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
