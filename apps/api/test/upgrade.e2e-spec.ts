import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationObject } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import type { INestApplication } from '@nestjs/common';
import { imageVariantPaths } from '@trailside/domain/api/image-variants';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { type Config, loadConfig } from '../src/config/config';
import { restore } from '../src/database/backup';
import { DatabaseService } from '../src/database/database.service';
import { migrationsList } from '../src/database/migrations-list';
import { realClock, setClock } from './support/clock';
import { freshDataStore, testDatabaseServer, type TestDataStore } from './support/database';
import { type DatabaseContents, type FixtureFacts, filesIn, openDatabase, readDatabase, releasesWithFixtures, UPGRADE_FIXTURES } from './support/upgrade';

/** The built site, server entry included: the upgraded school must still serve its pages. */
const SITE_DIR = join(__dirname, '../../site/dist');
const database = testDatabaseServer ? 'postgresql' : 'sqlite';

/** A new data folder (and database) holding the release's backup, as `npm run restore` puts it back. */
async function restoredRelease(release: string): Promise<{ store: TestDataStore; config: Config; facts: FixtureFacts; backup: string }> {
  const backup = join(UPGRADE_FIXTURES, release, database);
  const facts = JSON.parse(readFileSync(join(backup, 'fixture.json'), 'utf8')) as FixtureFacts;
  const store = await freshDataStore('trailside-upgrade-');
  const config = loadConfig({
    NODE_ENV: 'test',
    ...store.env,
    ADMIN_EMAIL: facts.people.admin.email,
    ADMIN_PASSWORD: facts.people.admin.password,
    SAMPLE_CONTENT: 'false',
    SITE_DIR,
  });
  await restore(config, backup);
  return { store, config, facts, backup };
}

const removeStore = async (store: TestDataStore) => {
  await store.remove();
  // restore() kept the empty data folder it replaced beside it, as it does for a school.
  rmSync(`${store.dataDir}-backups`, { recursive: true, force: true });
};

/** What the new build's migrations lost or changed of what the release stored: each problem one line, none expected. */
function lostOrChanged(before: DatabaseContents, after: DatabaseContents): string[] {
  const problems: string[] = [];
  for (const [name, table] of Object.entries(before.tables)) {
    const now = after.tables[name];
    if (!now) {
      problems.push(`table ${name} (${table.rows.size} rows) is gone`);
      continue;
    }
    for (const column of table.columns.filter((column) => !now.columns.includes(column))) problems.push(`column ${name}.${column} is gone`);
    for (const [id, row] of table.rows) {
      const kept = now.rows.get(id);
      if (!kept) {
        problems.push(`${name} ${id} is gone`);
        continue;
      }
      for (const column of table.columns.filter((column) => now.columns.includes(column))) {
        if (JSON.stringify(kept[column]) !== JSON.stringify(row[column])) {
          problems.push(`${name} ${id}: ${column} was ${JSON.stringify(row[column])}, is ${JSON.stringify(kept[column])}`);
        }
      }
    }
  }
  return problems;
}

describe.each(releasesWithFixtures())(`an upgrade from %s on ${database}`, (release) => {
  let store: TestDataStore;
  let config: Config;
  let facts: FixtureFacts;
  let backup: string;
  let before: DatabaseContents;
  let after: DatabaseContents;
  let app: INestApplication;
  let http: () => ReturnType<typeof request>;

  beforeAll(async () => {
    if (!existsSync(join(SITE_DIR, '.server', 'entry-server.mjs'))) {
      throw new Error(`The upgraded school must serve the built site: build it first (npx turbo run build). Not found: ${SITE_DIR}`);
    }
    ({ store, config, facts, backup } = await restoredRelease(release));
    before = await readDatabase(config);
    // The migrations the app runs as it starts, alone first, so the rows are compared before anything else runs.
    const orm = await openDatabase(config);
    try {
      await new DatabaseService(orm, config).migrate();
    } finally {
      await orm.close();
    }
    after = await readDatabase(config);
    // The school starts the new build right after the backup was taken (stop, update, start): nothing has expired yet.
    setClock(new Date(facts.madeAt).getTime() + 60_000);
    app = await createApp(config, { logger: false });
    await app.listen(0, '127.0.0.1');
    const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    http = () => request(url);
  });

  afterAll(async () => {
    realClock();
    await app?.close();
    if (store) await removeStore(store);
  });

  it('should start from a release with rows in every table, so every table is compared', () => {
    expect(Object.keys(before.tables).length).toBeGreaterThan(20);
    expect(Object.entries(before.tables).filter(([, table]) => table.rows.size === 0).map(([name]) => name)).toEqual([]);
  });

  it('should keep every row of every table, and every value of every column the release had', () => {
    expect(lostOrChanged(before, after)).toEqual([]);
  });

  it('should apply every migration of this build', () => {
    const applied = [...after.tables.mikro_orm_migrations.rows.values()].map((row) => row.name).sort();
    expect(applied).toEqual(migrationsList.map((migration) => migration.name).sort());
  });

  it('should keep every uploaded file byte for byte, and every picture a row names with all its sizes', async () => {
    const files = filesIn(config.uploadsDir);
    expect(files).toEqual(expect.objectContaining(filesIn(join(backup, 'uploads'))));
    const named = Object.values(after.tables)
      .filter((table) => table.columns.includes('image_path'))
      .flatMap((table) => [...table.rows.values()].map((row) => row.image_path))
      .filter((path): path is string => typeof path === 'string' && path !== '');
    expect(named.length).toBeGreaterThan(0);
    expect(named.flatMap(imageVariantPaths).filter((path) => !files[path])).toEqual([]);
    const [picture] = named;
    await http().get(`/uploads/${picture}`).expect(200).expect('Content-Type', /^image\//);
  });

  it('should sign the family in with the password they chose then', async () => {
    const { family } = facts.people;
    const { token } = (await http().post('/api/auth/login').send(family).expect(200)).body as { token: string };
    const me = (await http().get('/api/auth/me').set({ Authorization: `Bearer ${token}` }).expect(200)).body;
    expect(me.user.email).toBe(family.email);
  });

  it('should serve the home page and a post the release had, drawn by the new build', async () => {
    const home = await http().get('/').expect(200).expect('Content-Type', /html/);
    expect(home.text).toContain('Trailside Montessori');
    const [post] = [...before.tables.blogs.rows.values()];
    const page = await http().get(`/blog-details?id=${String(post.id)}`).expect(200);
    expect(page.text).toContain(String(post.title).replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  });
});

/** Changes that land, each in a table the release filled: the next migration must take them back with it. */
class ChangesEverything extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "upgrade_probe" ("id" integer not null primary key);`);
    this.addSql(`insert into "upgrade_probe" ("id") values (1);`);
    this.addSql(`alter table "teachers" add column "probe" varchar(10) null;`);
    this.addSql(`update "blogs" set "title" = 'changed by a migration that will fail';`);
    this.addSql(`delete from "comments";`);
    this.addSql(`drop table "short_urls";`);
  }
}

/** Fails halfway: a change first, then a statement the database refuses. */
class FailsHalfway extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "users" set "fname" = 'changed';`);
    this.addSql(`insert into "no_such_table" ("id") values (1);`);
  }
}

describe.each(releasesWithFixtures())(`an upgrade from %s whose migration fails halfway, on ${database}`, (release) => {
  let store: TestDataStore;
  let config: Config;

  beforeAll(async () => {
    ({ store, config } = await restoredRelease(release));
  });

  afterAll(async () => {
    if (store) await removeStore(store);
  });

  it('should leave the database exactly as the release left it, and say which migration failed', async () => {
    const before = await readDatabase(config);
    const failing: MigrationObject[] = [
      ...migrationsList,
      { name: 'Migration99990101000000_changes_everything', class: ChangesEverything },
      { name: 'Migration99990101000001_fails_halfway', class: FailsHalfway },
    ];
    const orm = await openDatabase(config, (options) => ({ ...options, migrations: { ...options.migrations, migrationsList: failing } }));
    try {
      await expect(new DatabaseService(orm, config).migrate()).rejects.toThrow(/no_such_table/);
    } finally {
      await orm.close();
    }
    const after = await readDatabase(config);
    expect(after.schema).toEqual(before.schema);
    expect(lostOrChanged(before, after)).toEqual([]);
    expect(Object.keys(after.tables).sort()).toEqual(Object.keys(before.tables).sort());
    expect(Object.fromEntries(Object.entries(after.tables).map(([name, table]) => [name, table.rows.size]))).toEqual(
      Object.fromEntries(Object.entries(before.tables).map(([name, table]) => [name, table.rows.size])),
    );
  });
});
