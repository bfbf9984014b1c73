import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseServer } from './support/database';

// The fast modes of `npm run crash-test` and `npm run backup:round-trip`: each runs the built API (dist/) in
// processes of its own, over real HTTP, on this run's database (SQLite, or PostgreSQL with DATABASE_URL), and
// checks what it promises itself, exiting 1 on any loss; here we read the figures it wrote.
const apiRoot = join(__dirname, '..');
const results = mkdtempSync(join(tmpdir(), 'trailside-faults-'));

function runScript(script: string, out: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(apiRoot, 'scripts', script), '--fast', '--out', out], { cwd: apiRoot, env: process.env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe('faults', () => {
  beforeAll(() => {
    if (!existsSync(join(apiRoot, 'dist/app.factory.js'))) throw new Error('These tests run the built API: run `npm run build -w @trailside/api` first.');
  });
  afterAll(() => rmSync(results, { recursive: true, force: true }));

  it('should keep every write it acknowledged when its process is killed mid-stream, and start again on the same data', async () => {
    const out = join(results, 'crash-test.json');
    const { code, output } = await runScript('crash-test.mjs', out);
    expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('0 missing') });
    const report = JSON.parse(readFileSync(out, 'utf8'));
    expect(report.database).toBe(testDatabaseServer ? 'postgresql' : 'sqlite');
    expect(report.killedBy).toBe('SIGKILL');
    expect(report.acknowledged).toBeGreaterThanOrEqual(report.killAfterAcknowledged);
    expect(report.verifiedAfterRestart).toBe(report.acknowledged);
    expect(report.missingCount).toBe(0);
    if (!testDatabaseServer) expect(report.integrityCheck).toBe('ok');
  }, 120_000);

  it('should back up while writes go on, refuse to restore under a running server, and restore exactly the backup moment', async () => {
    const out = join(results, 'backup-round-trip.json');
    const { code, output } = await runScript('backup-round-trip.mjs', out);
    expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('exactly that moment: yes') });
    const report = JSON.parse(readFileSync(out, 'utf8'));
    expect(report.writesDuringBackup).toBeGreaterThan(0);
    expect(report.writerCommentsInBackup).toBeGreaterThanOrEqual(report.writerAcknowledgedBeforeBackup);
    expect(report.writerCommentsInBackup).toBeLessThanOrEqual(report.writerSentBeforeBackupEnded);
    expect(report.restoreRefusedWhileServing).toBe(true);
    expect(report.problems).toEqual([]);
  }, 120_000);
});
