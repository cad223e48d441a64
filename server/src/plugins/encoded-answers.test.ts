import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EncodedAnswers, encodeAnswer } from './encoded-answers';

const big = JSON.stringify({ recipes: Array.from({ length: 40 }, (_, id) => ({ id, name: `Recipe number ${id}` })) });

it('encodes an answer once per coding, and again only for another answer object', () => {
  const answers = new EncodedAnswers();
  const answer = { page: 1 };
  let serialized = 0;
  const serialize = () => {
    serialized += 1;
    return big;
  };
  const br = answers.get(answer, 'br', serialize);
  expect(br.coding).toBe('br');
  expect(brotliDecompressSync(br.body).toString()).toBe(big);
  expect(answers.get(answer, 'br', serialize)).toBe(br);
  const gzip = answers.get(answer, 'gzip', serialize);
  expect(gzip.coding).toBe('gzip');
  expect(gunzipSync(gzip.body).toString()).toBe(big);
  expect(answers.get(answer, 'identity', serialize)).toEqual({ body: Buffer.from(big), coding: 'identity' });
  expect(serialized).toBe(3);

  answers.get({ page: 1 }, 'br', serialize);
  expect(serialized).toBe(4);
});

it('sends a small answer as it is, whatever coding was asked', () => {
  const small = JSON.stringify({ recipes: [], count: 0 });
  expect(new EncodedAnswers().get({}, 'br', () => small)).toEqual({ body: Buffer.from(small), coding: 'identity' });
});

it.each([1_500, 70_000, 300_000, 1_500_000])('brotli answers of %d bytes decode to the same JSON', (size) => {
  const json = JSON.stringify({
    recipes: Array.from({ length: Math.ceil(size / 40) }, (_, id) => ({ id, name: `Recipe ${id * 7919}` })),
  });
  const encoded = encodeAnswer(json, 'br');
  expect(encoded.coding).toBe('br');
  expect(encoded.body.length).toBeLessThan(json.length);
  expect(brotliDecompressSync(encoded.body).toString()).toBe(json);
});

it('an answer keeps its bytes when later answers are encoded (they are written in one shared buffer)', () => {
  const small = JSON.stringify({ name: 'é'.repeat(400) });
  const multiByte = JSON.stringify({ name: 'crème brûlée '.repeat(200) });
  const first = encodeAnswer(small, 'br');
  const second = encodeAnswer(multiByte, 'br');
  const third = encodeAnswer(JSON.stringify({ other: 'x'.repeat(5000) }), 'gzip');
  expect(first).toEqual({ body: Buffer.from(small), coding: 'identity' });
  expect(brotliDecompressSync(second.body).toString()).toBe(multiByte);
  expect(gunzipSync(third.body).toString()).toBe(JSON.stringify({ other: 'x'.repeat(5000) }));
});

it('a text given as pieces is encoded as the text they join to, in every coding', () => {
  const pieces = [
    '{"recipes":[',
    JSON.stringify({ name: 'Crème brûlée 🍮 '.repeat(60) }),
    ',',
    big.slice(0, 900),
    ']}',
  ];
  const joined = pieces.join('');
  expect(brotliDecompressSync(encodeAnswer(pieces, 'br').body).toString()).toBe(joined);
  expect(gunzipSync(encodeAnswer(pieces, 'gzip').body).toString()).toBe(joined);
  expect(encodeAnswer(pieces, 'identity')).toEqual({ body: Buffer.from(joined), coding: 'identity' });
  // Small enough to go out uncompressed: a copy of the bytes, not the shared buffer they were written in.
  const small = encodeAnswer(['{"recipes":[', '{"name":"Pie"}', '],"count":1}'], 'br');
  encodeAnswer(pieces, 'br');
  expect(small).toEqual({ body: Buffer.from('{"recipes":[{"name":"Pie"}],"count":1}'), coding: 'identity' });
});
