// Crash safety: the real server process takes concurrent saves with images and is killed with SIGKILL while
// saves are in flight — at least one of them stopped between writing its image files and committing (the test
// holds the database's write lock to make sure of that). After a restart: the SQLite file passes integrity_check,
// every acknowledged save is there whole (sections, items, image served), no recipe is half there, and the
// start-up sweep has removed every image file no recipe references.
import BetterSqlite3 from 'better-sqlite3';
import { readdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { SQLITE_FILE_NAME } from '../../src/db/dialects/sqlite';
import { openStore } from '../../src/db/open-store';
import { IMAGE_FILE_NAME } from '../../src/images/image-files';
import { ApiClient, draft } from '../helpers/client';
import { TEST_DATABASE } from '../helpers/database';
import * as images from '../helpers/images';
import { randomSource, SaveLedger, storedRecipes, variedDraft } from '../helpers/save-ledger';
import type { TestServer } from '../helpers/server';
import { disposeServerProcess, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { holdWriteLock, type WriteLock } from '../helpers/write-lock';

jest.setTimeout(240_000);

const WORKERS = 4;
const ACKNOWLEDGED_BEFORE_CRASH = 12;
const COLOURS = ['#c0392b', '#f1c40f', '#27ae60', '#2980b9', '#8e44ad', '#d35400', '#7f8c8d'];

const until = async (condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

async function editorAt(url: string): Promise<ApiClient> {
  const client = new ApiClient({ url } as TestServer);
  const response = await client.login();
  if (response.status !== 204) throw new Error(`login → ${response.status}`);
  return client;
}

it('a SIGKILL during concurrent saves with images loses no acknowledged save and leaves nothing half done', async () => {
  const pictures = await Promise.all(COLOURS.slice(1).map((to, i) => images.jpeg(480, 360, COLOURS[i], to)));
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  let lock: WriteLock | undefined;
  try {
    first = await startServerProcess();
    const target = { dataDir: first.dataDir, databaseUrl: first.database.databaseUrl };
    const imageDir = join(first.dataDir, 'images');
    const editor = await editorAt(first.url);
    const ledger = new SaveLedger();
    const unexpected: string[] = [];

    let locked = false;
    // Workers wait here (between two requests) while the lock is being taken.
    let gate: Promise<void> | null = null;
    let openGate = () => undefined as void;
    let waiting = 0;
    let finished = 0;
    // Each worker creates recipes, updates them (each save with a picture, some shared with other recipes) and
    // now and then removes one. Once the database is locked, every save brings a picture never sent before, so
    // its files are new and wait, unreferenced, for the commit (and nothing that writes no file goes first).
    const worker = async (id: number) => {
      try {
        await work(id);
      } finally {
        finished++;
      }
    };
    const work = async (id: number) => {
      const random = randomSource(1000 + id);
      const colour = () =>
        `#${Math.floor(random() * 0xffffff)
          .toString(16)
          .padStart(6, '0')}`;
      let current: { name: string; stub: string } | null = null;
      let version = 0;
      for (let n = 0; ; n++) {
        if (gate) {
          waiting++;
          await gate;
          waiting--;
        }
        const picture =
          !locked && random() < 0.5
            ? pictures[Math.floor(random() * pictures.length)]!
            : await images.jpeg(480, 360, colour(), colour());
        const removing: boolean = !locked && current !== null && random() < 0.1;
        const name: string = current?.name ?? `Crash Casserole ${id}-${n}`;
        const parts = removing ? null : variedDraft(name, random, ++version);
        const settle = ledger.send(name, parts);
        let response: Response;
        try {
          if (removing) response = await editor.remove(current!.stub);
          else response = await editor.save(parts!, { image: picture, ...(current ? { stub: current.stub } : {}) });
        } catch {
          return; // the server is gone: this save's outcome is unknown
        }
        const body = await response.text().catch(() => null);
        if (body === null) return;
        const expected = removing ? 200 : current ? 200 : 201;
        if (response.status !== expected) {
          settle('failed');
          unexpected.push(`${name}: ${response.status} ${body}`);
          return;
        }
        settle('acknowledged');
        current = removing ? null : { name, stub: body };
        if (removing) version = 0;
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, id) => worker(id));

    await until(
      () => ledger.acknowledgedCount >= ACKNOWLEDGED_BEFORE_CRASH || unexpected.length > 0,
      'saves to go through',
    );
    expect(unexpected).toEqual([]);

    // From now on every save stops just before its commit, its files written: kill the server right then.
    gate = new Promise<void>((resolve) => (openGate = resolve));
    await until(() => waiting + finished === WORKERS, 'the saves in flight to finish');
    lock = await holdWriteLock(target);
    locked = true;
    gate = null;
    openGate();
    let orphansAtCrash: string[] = [];
    await until(async () => {
      const referenced = await lock!.referencedImageKeys();
      orphansAtCrash = (await readdir(imageDir)).filter((name) => IMAGE_FILE_NAME.test(name) && !referenced.has(name));
      return orphansAtCrash.length > 0;
    }, 'a save to write its image files');
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await lock.release();
    lock = undefined;
    await Promise.all(workers);
    expect(unexpected).toEqual([]);

    if (TEST_DATABASE === 'sqlite') {
      const db = new BetterSqlite3(join(first.dataDir, SQLITE_FILE_NAME));
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.pragma('foreign_key_check')).toEqual([]);
      } finally {
        db.close();
      }
    } else {
      // With a shared database the sweep spares files younger than an hour (another process may be mid-save):
      // the restart comes "an hour later".
      const anHourAgo = new Date(Date.now() - 61 * 60 * 1000);
      for (const name of await readdir(imageDir)) await utimes(join(imageDir, name), anHourAgo, anHourAgo);
    }

    second = await startServerProcess({ dataDir: first.dataDir, database: first.database });
    expect(second.log()).toMatch(/Removed image files no recipe references/);
    const visitor = new ApiClient({ url: second.url } as TestServer);

    const stored = await storedRecipes(visitor);
    expect(ledger.check(stored)).toEqual([]);
    expect((await visitor.list()).count).toBe(stored.length);
    expect(stored.length).toBeGreaterThan(0);
    for (const recipe of stored) {
      for (const url of [recipe.imageUrl, recipe.thumbnailUrl]) {
        expect(url).toMatch(/^\/api\/images\//);
        const response = await fetch(second.url + url!);
        expect(response.status).toBe(200);
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
    }

    // The folder holds exactly the files the recipes reference: no orphan, no half-written temporary file.
    const store = await openStore(target);
    const referenced = await store.listReferencedImageKeys().finally(() => store.close());
    const files = await readdir(imageDir);
    expect(files.sort()).toEqual([...referenced].sort());
    for (const orphan of orphansAtCrash) expect(files).not.toContain(orphan);

    // And it works as before.
    const after = await editorAt(second.url);
    const stub = await after.create(draft('After The Crash'), { image: pictures[0]! });
    expect((await visitor.recipe(stub)).imageUrl).toMatch(/^\/api\/images\//);
  } finally {
    await lock?.release();
    if (second) {
      if (first && first.child.exitCode === null && first.child.signalCode === null) first.child.kill('SIGKILL');
      await disposeServerProcess(second);
    } else {
      await disposeServerProcess(first);
    }
  }
});
