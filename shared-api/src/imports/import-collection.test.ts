import { ApiError } from '../client';
import { importCollection } from './import-collection';
import { fakeNetworkPerTest } from '../testing';

const network = fakeNetworkPerTest();
const lastXhr = () => network().lastXhr();

const RESULT = {
  imported: 2,
  skipped: [{ name: 'Soup', reason: 'It is already on the site.' }],
  stubs: ['a', 'b'],
  withoutPicture: [],
};

it('sends the file as part "file" with the marker, reports upload and write progress, and resolves to the result', async () => {
  const uploads: number[] = [];
  const written: Array<[number, number]> = [];
  const file = new File(['zip bytes'], 'recipes.zip');
  const running = importCollection(file, {
    onProgress: (fraction) => uploads.push(fraction),
    onWritten: (done, total) => written.push([done, total]),
  });
  const xhr = lastXhr();
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('/api/imports');
  expect(xhr.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  expect((xhr.form.get('file') as File).name).toBe('recipes.zip');

  xhr.progress(50, 100);
  xhr.receivePart(200, '{"done":200,"total":400}\n{"done":400,"tot');
  xhr.respond({
    status: 200,
    body: `{"done":200,"total":400}\n{"done":400,"total":400}\n${JSON.stringify({ result: RESULT })}\n`,
    contentType: 'application/x-ndjson',
  });

  await expect(running).resolves.toEqual(RESULT);
  expect(uploads).toEqual([0.5, 1]);
  expect(written).toEqual([[200, 400]]);
});

it('takes a plain JSON result (nothing to write) and rejects with the error a stream ended with', async () => {
  const plain = importCollection(new Blob(['{}']));
  lastXhr().respond({ status: 200, body: RESULT });
  await expect(plain).resolves.toEqual(RESULT);

  const broken = importCollection(new Blob(['{}']));
  lastXhr().respond({
    status: 200,
    body: '{"done":200,"total":400}\n{"error":"The import stopped midway."}\n',
    contentType: 'application/x-ndjson',
  });
  await expect(broken).rejects.toEqual(new ApiError(500, 'The import stopped midway.'));

  const refused = importCollection(new Blob(['{}']));
  lastXhr().respond({
    status: 422,
    body: { error: 'The file cannot be imported: bad.json is not valid JSON. Nothing was changed.' },
  });
  await expect(refused).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/bad\.json/) });
});
