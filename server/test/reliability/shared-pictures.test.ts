// Pictures are stored by content, so two recipes with the same picture share its files. When one recipe lets go
// of a picture (a new picture, or removed) at the moment another save takes the same picture, the files must stay
// for the one that took it: a recipe never points at a deleted file, and no file is left that nobody uses.
import { ApiClient, draft, editorClient } from '../helpers/client';
import * as images from '../helpers/images';
import { startServer, type TestServer } from '../helpers/server';

jest.setTimeout(120_000);

const ROUNDS = 8;

let server: TestServer;
let editor: ApiClient;
let visitor: ApiClient;
let other: Buffer;

beforeAll(async () => {
  server = await startServer();
  editor = await editorClient(server);
  visitor = new ApiClient(server);
  other = await images.png();
});

afterAll(async () => {
  await server?.close();
});

/** A picture no recipe has had yet. */
let pictures = 0;
const freshPicture = () =>
  images.jpeg(400, 300, '#202020', `#${(++pictures * 0x2f1b3).toString(16).padStart(6, '0').slice(-6)}`);

async function expectServed(stub: string) {
  const recipe = await visitor.recipe(stub);
  for (const url of [recipe.imageUrl, recipe.thumbnailUrl]) {
    const response = await fetch(server.url + url!);
    await response.arrayBuffer();
    expect({ stub, url, status: response.status }).toEqual({ stub, url, status: 200 });
  }
}

async function expectNoOrphans() {
  const referenced = await server.store.listReferencedImageKeys();
  expect(await server.imageFiles()).toEqual([...referenced].sort());
}

it.each([
  ['gets a new picture', (stub: string) => editor.save(draft(stub), { stub, image: other })],
  ['is removed', (stub: string) => editor.remove(stub)],
])('while a recipe with a picture %s, another save taking the same picture keeps it', async (_name, letGo) => {
  for (let round = 0; round < ROUNDS; round++) {
    const picture = await freshPicture();
    const first = await editor.create(draft(`first-${pictures}`), { image: picture });
    const waiting = await editor.create(draft(`waiting-${pictures}`));
    const [released, created, updated] = await Promise.all([
      letGo(first),
      editor.save(draft(`second-${pictures}`), { image: picture }),
      editor.save(draft(`waiting-${pictures}`), { stub: waiting, image: picture }),
    ]);
    expect([released.status, created.status, updated.status]).toEqual([200, 201, 200]);
    await expectServed(await created.text());
    await expectServed(waiting);
  }
  await expectNoOrphans();
});
