// A generated corpus of malformed and hostile requests against every endpoint (deterministic: the same list on
// every run). Each case says what a correct server answers: `refused` — a 4xx JSON error with one of the given
// statuses — or, for a read whose odd input is still a valid question (an injection string as a search term),
// `harmless` — a 200 JSON answer that leaks nothing. None may store or change anything.
import { gzipSync } from 'node:zlib';
import { LIMITS } from '@simple-recipes/shared-api/types';
import { draft, type DraftParts } from './client';
import * as images from './images';
import type { RawRequest } from './raw-http';

export type Expectation =
  | { kind: 'refused'; statuses: number[] }
  /** A 200 JSON answer; `count`: the list's count; `json`: fields the answer must have. */
  | { kind: 'harmless'; count?: number; json?: Record<string, unknown> };

export interface HostileCase {
  family: string;
  name: string;
  /** The API call it aims at, e.g. `POST /api/recipes/:stub`. */
  endpoint: string;
  /** Whose session cookie goes with it (raw byte cases carry none). */
  as: 'editor' | 'visitor';
  request: RawRequest | { bytes: Buffer | string };
  expect: Expectation;
}

export interface CorpusContext {
  /** A stored recipe: the target of updates and removals. */
  stub: string;
  /** A stored image file name. */
  imageFile: string;
  /** How many recipes are stored (what a search that matches everything would count). */
  recipeCount: number;
}

const MARKER = { 'x-requested-with': 'XMLHttpRequest' };
const BOUNDARY = '----HostileCorpusBoundary7MA4YWxkTrZu0gW';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const MIB = 1024 * 1024;

const refused = (...statuses: number[]): Expectation => ({ kind: 'refused', statuses });

interface Part {
  name: string;
  body: Buffer | string;
  filename?: string;
  type?: string;
  /** Replaces the part's whole header block. */
  rawHeaders?: string;
}

function multipartBody(parts: Part[], options: { boundary?: string; close?: boolean; eol?: string } = {}): Buffer {
  const { boundary = BOUNDARY, close = true, eol = '\r\n' } = options;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const headers =
      part.rawHeaders ??
      [
        `Content-Disposition: form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`,
        ...(part.type
          ? [`Content-Type: ${part.type}`]
          : part.filename !== undefined
            ? ['Content-Type: image/jpeg']
            : []),
      ].join(eol);
    chunks.push(Buffer.from(`--${boundary}${eol}${headers}${eol}${eol}`, 'latin1'));
    chunks.push(typeof part.body === 'string' ? Buffer.from(part.body, 'utf8') : part.body);
    chunks.push(Buffer.from(eol));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--${eol}`));
  return Buffer.concat(chunks);
}

function jsonParts(parts: DraftParts): Part[] {
  return (['recipe', 'ingredients', 'steps'] as const).map((name) => ({ name, body: JSON.stringify(parts[name]) }));
}

function post(
  path: string,
  body: Buffer | string,
  contentType: string | null = MULTIPART,
  extra: Record<string, string> = {},
): RawRequest {
  return {
    method: 'POST',
    path,
    headers: { ...MARKER, ...(contentType ? { 'content-type': contentType } : {}), ...extra },
    body,
  };
}

/** Creates and updates of a stored recipe: most save cases are sent to both. */
function saveTargets(context: CorpusContext): Array<{ endpoint: string; path: string }> {
  return [
    { endpoint: 'POST /api/recipes', path: '/api/recipes' },
    { endpoint: 'POST /api/recipes/:stub', path: `/api/recipes/${context.stub}` },
  ];
}

const base = () => draft('Hostile Hotpot');

/** The draft with one value changed at a path (`recipe.name`, `ingredients.0.ingredients.1.amount`); undefined deletes. */
function spoiled(path: string, value: unknown): DraftParts {
  const parts = base() as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let node = parts as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return parts as unknown as DraftParts;
}

// ---------------------------------------------------------------------------------------------------------------

function brokenMultipart(context: CorpusContext, picture: Buffer): HostileCase[] {
  const cases: HostileCase[] = [];
  const whole = multipartBody([{ name: 'files', body: picture, filename: 'dish.jpg' }, ...jsonParts(base())]);
  const valid = jsonParts(base());
  const variants: Array<[string, Buffer | string, string | null, number[]]> = [
    ...[0.02, 0.1, 0.25, 0.4, 0.55, 0.7, 0.85, 0.95, 0.99].map(
      (fraction) =>
        [
          `cut off at ${Math.round(fraction * 100)}%`,
          whole.subarray(0, Math.floor(whole.length * fraction)),
          MULTIPART,
          [400],
        ] as [string, Buffer, string, number[]],
    ),
    ['without the closing boundary', multipartBody(valid, { close: false }), MULTIPART, [400]],
    ['with a boundary the body does not use', multipartBody(valid, { boundary: 'other' }), MULTIPART, [400]],
    ['with no boundary parameter', multipartBody(valid), 'multipart/form-data', [400, 415]],
    ['with an empty boundary', multipartBody(valid), 'multipart/form-data; boundary=', [400, 415]],
    ['empty', '', MULTIPART, [400]],
    ['only a closing boundary', `--${BOUNDARY}--\r\n`, MULTIPART, [400]],
    ['garbage', 'this is not multipart at all\r\n\r\n', MULTIPART, [400]],
    ['random bytes', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)), MULTIPART, [400]],
    ['bare LF line endings', multipartBody(valid, { eol: '\n' }), MULTIPART, [400]],
    [
      'a part without Content-Disposition',
      multipartBody([{ name: 'recipe', body: '{}', rawHeaders: 'Content-Type: application/json' }, ...valid.slice(1)]),
      MULTIPART,
      [400],
    ],
    [
      'a part without a name',
      multipartBody([{ name: '', body: '{}', rawHeaders: 'Content-Disposition: form-data' }, ...valid]),
      MULTIPART,
      [400],
    ],
    ['a part with an empty name', multipartBody([{ name: '', body: '{}' }, ...valid]), MULTIPART, [400]],
    [
      'a part with a 5,000-character name',
      multipartBody([...valid, { name: 'n'.repeat(5000), body: 'x' }]),
      MULTIPART,
      [400, 413],
    ],
    [
      'a part name with a NUL byte',
      multipartBody([{ name: 'recipe\u0000', body: valid[0]!.body }, ...valid.slice(1)]),
      MULTIPART,
      [400],
    ],
    [
      'a part named __proto__',
      multipartBody([...valid, { name: '__proto__', body: '{"polluted":"yes"}' }]),
      MULTIPART,
      [400],
    ],
    [
      'a part named constructor',
      multipartBody([...valid, { name: 'constructor', body: '{"prototype":{"polluted":"yes"}}' }]),
      MULTIPART,
      [400],
    ],
    ['an unknown part', multipartBody([...valid, { name: 'admin', body: 'true' }]), MULTIPART, [400]],
    ['the recipe part twice', multipartBody([...valid, valid[0]!]), MULTIPART, [400]],
    [
      'two images',
      multipartBody([
        { name: 'files', body: picture, filename: 'a.jpg' },
        { name: 'files', body: picture, filename: 'b.jpg' },
        ...valid,
      ]),
      MULTIPART,
      [400, 413],
    ],
    ['the image as a plain field', multipartBody([{ name: 'files', body: 'not a file' }, ...valid]), MULTIPART, [400]],
    [
      'twenty extra parts',
      multipartBody([...valid, ...Array.from({ length: 20 }, (_, i) => ({ name: `extra${i}`, body: 'x' }))]),
      MULTIPART,
      [400, 413],
    ],
    [
      'a part whose name comes after 40 other header lines',
      multipartBody([
        {
          name: 'recipe',
          body: valid[0]!.body,
          rawHeaders: [
            ...Array.from({ length: 40 }, (_, i) => `X-Extra-${i}: y`),
            'Content-Disposition: form-data; name="recipe"',
          ].join('\r\n'),
        },
        ...valid.slice(1),
      ]),
      MULTIPART,
      [400, 413],
    ],
    [
      'a nested multipart/mixed part',
      multipartBody([
        {
          name: 'recipe',
          type: 'multipart/mixed; boundary=inner',
          body: `--inner\r\nContent-Type: application/json\r\n\r\n${valid[0]!.body}\r\n--inner--`,
        },
        ...valid.slice(1),
      ]),
      MULTIPART,
      [400],
    ],
    [
      'a base64 Content-Transfer-Encoding',
      multipartBody([
        {
          name: 'recipe',
          body: Buffer.from(String(valid[0]!.body)).toString('base64'),
          rawHeaders: 'Content-Disposition: form-data; name="recipe"\r\nContent-Transfer-Encoding: base64',
        },
        ...valid.slice(1),
      ]),
      MULTIPART,
      [400],
    ],
    [
      'a JSON part declared application/json that is not JSON',
      multipartBody([{ name: 'recipe', type: 'application/json', body: '{"name": ' }, ...valid.slice(1)]),
      MULTIPART,
      [400],
    ],
    ['a gzip-compressed body', gzipSync(multipartBody(valid)), MULTIPART, [415]],
  ];
  for (const target of saveTargets(context)) {
    for (const [name, body, contentType, statuses] of variants) {
      const compressed = name === 'a gzip-compressed body';
      cases.push({
        family: 'broken multipart',
        name,
        endpoint: target.endpoint,
        as: 'editor',
        request: post(target.path, body, contentType, compressed ? { 'content-encoding': 'gzip' } : {}),
        expect: refused(...statuses),
      });
    }
  }
  return cases;
}

function missingParts(context: CorpusContext, picture: Buffer): HostileCase[] {
  const cases: HostileCase[] = [];
  const names = ['recipe', 'ingredients', 'steps'] as const;
  for (const target of saveTargets(context)) {
    for (let mask = 0; mask < 7; mask++) {
      const kept = names.filter((_, index) => mask & (1 << index));
      for (const withImage of [false, true]) {
        const parts = jsonParts(base()).filter((part) => (kept as readonly string[]).includes(part.name));
        const body = multipartBody([
          ...(withImage ? [{ name: 'files', body: picture, filename: 'dish.jpg' }] : []),
          ...parts,
        ]);
        cases.push({
          family: 'missing parts',
          name: `only ${kept.length ? kept.join(' + ') : 'nothing'}${withImage ? ' (with an image)' : ''}`,
          endpoint: target.endpoint,
          as: 'editor',
          request: post(target.path, body),
          expect: refused(400),
        });
      }
    }
  }
  return cases;
}

/** [path, label, value]: each makes an otherwise valid save invalid (422). */
function invalidValues(): Array<[string, string, unknown]> {
  const numberFields = ['serving_count', 'prep_time', 'cooking_time'];
  const badNumbers: Array<[string, unknown]> = [
    ['a word', 'four'],
    ['null', null],
    ['an object', { $gt: 0 }],
    ['a list', [4]],
    ['true', true],
    ['negative', -1],
    ['a fraction', 1.5],
    ['past the limit', LIMITS.numberMax + 1],
    ['an exponent string', '1e3'],
    ['a hex string', '0x10'],
    ['an empty string', ''],
    ['Infinity', 'Infinity'],
    ['a comma decimal', '1,5'],
    ['400 digits', '9'.repeat(400)],
    ['2^53 + 1', 2 ** 53 + 1],
    ['absent', undefined],
  ];
  const badText = (field: string, max: number): Array<[string, unknown]> => [
    ['null', null],
    ['an object', { toString: 'x' }],
    ['a list', ['x']],
    ['empty', ''],
    ['blank', '   \t  '],
    ['Unicode spaces only', '\u00a0\u2003\u3000\ufeff\u2028'],
    [`${max + 1} characters`, 'x'.repeat(max + 1)],
    [`${Math.ceil((max + 1) / 2)} emoji`, '🍲'.repeat(Math.ceil((max + 1) / 2))],
    ['a NUL byte', `${field}\u0000x`],
    ['a bell character', `${field}\u0007`],
    ['an escape sequence', `\u001b[31m${field}`],
    ['DEL', `${field}\u007f`],
    ['a vertical tab', `${field}\u000bx`],
    ['absent', undefined],
  ];
  const values: Array<[string, string, unknown]> = [];
  for (const [label, value] of badText('name', LIMITS.nameMax)) values.push(['recipe.name', label, value]);
  values.push(['recipe.name', '100,000 characters', 'n'.repeat(100_000)]);
  for (const field of numberFields)
    for (const [label, value] of badNumbers) values.push([`recipe.${field}`, label, value]);
  for (const [label, value] of [
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: mixed case', 'JaVaScRiPt:alert(document.cookie)'],
    ['javascript: after spaces', '   javascript:alert(1)'],
    ['javascript: dressed as a host', 'javascript://example.com/%0aalert(1)'],
    ['data: HTML', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['protocol-relative', '//evil.example.com/x'],
    ['a scheme alone', 'http://'],
    ['a space in the host', 'http://exa mple.com'],
    ['markup', '<script>alert(1)</script>'],
    ['a NUL byte', 'https://example.com/\u0000'],
    ['too long', `https://example.com/${'a'.repeat(LIMITS.textMax)}`],
    ['an object', { href: 'https://example.com' }],
    ['a list', ['https://example.com']],
    ['a number', 42],
  ] as Array<[string, unknown]>) {
    values.push(['recipe.source', label, value]);
  }
  for (const [label, value] of [
    ['a string', '1'],
    ['an object', { 1: true }],
    ['zero', [0]],
    ['negative', [-1]],
    ['a fraction', [1.5]],
    ['a word', ['vegan']],
    ['null inside', [null]],
    ['a nested list', [[1]]],
    ['2^31', [2 ** 31]],
    ['an id with no tag', [999_999]],
    ['51 ids', Array.from({ length: 51 }, (_, i) => i + 1)],
    ['100,000 ids', Array.from({ length: 100_000 }, (_, i) => i + 1)],
  ] as Array<[string, unknown]>) {
    values.push(['recipe.tags', label, value]);
  }

  const itemTexts: Array<[string, number, boolean]> = [
    ['ingredients.0.name', LIMITS.textMax, true],
    ['ingredients.0.ingredients.0.ingredient', LIMITS.textMax, true],
    ['ingredients.0.ingredients.1.amount', LIMITS.textMax, true],
    ['ingredients.0.ingredients.1.notes', LIMITS.textMax, false],
    ['steps.0.name', LIMITS.textMax, true],
    ['steps.0.steps.0.step', LIMITS.textMax, true],
    ['steps.0.steps.1.notes', LIMITS.textMax, false],
  ];
  for (const [path, max, required] of itemTexts) {
    for (const [label, value] of badText(path, max)) {
      // Notes may be empty or absent; null is "absent" for them.
      if (!required && ['empty', 'blank', 'Unicode spaces only', 'absent', 'null'].includes(label)) continue;
      values.push([path, label, value]);
    }
  }
  for (const [path, label, value] of [
    ['ingredients.0.type', 'the other kind', 'recipes'],
    ['steps.0.type', 'the other kind', 'ingredients'],
    ['ingredients.0.id', 'a word id', 'x'],
    ['ingredients.0.ingredients.0.id', 'a fractional id', 1.5],
    ['steps.0.steps.0.id', 'an object id', {}],
    ['ingredients.0.ingredients', 'null items', null],
    ['ingredients.0.ingredients', 'no items', []],
    ['ingredients.0.ingredients', 'items as an object', { 0: {} }],
    ['ingredients.0.ingredients', 'items as text', 'flour'],
    ['ingredients.0.ingredients', 'a null item', [null]],
    ['ingredients.0.ingredients', 'a number item', [42]],
    ['ingredients.0.ingredients', 'an empty item', [{}]],
    ['ingredients.0.ingredients', 'a list item', [[]]],
    [
      'ingredients.0.ingredients',
      `${LIMITS.itemsMax + 1} items`,
      Array.from({ length: LIMITS.itemsMax + 1 }, () => ({ ingredient: 'Salt', amount: '1 g', notes: '' })),
    ],
    [
      'ingredients.0.ingredients',
      '50,000 items',
      Array.from({ length: 50_000 }, () => ({ ingredient: 'Salt', amount: '1 g', notes: '' })),
    ],
    ['steps.0.steps', 'null items', null],
    ['steps.0.steps', 'no items', []],
    ['steps.0.steps', 'a null item', [null]],
    ['steps.0.steps', 'an empty item', [{}]],
    [
      'steps.0.steps',
      `${LIMITS.itemsMax + 1} items`,
      Array.from({ length: LIMITS.itemsMax + 1 }, () => ({ step: 'Stir.', notes: '' })),
    ],
  ] as Array<[string, string, unknown]>) {
    values.push([path, label, value]);
  }
  return values;
}

/** Whole JSON parts of the wrong shape. */
function wrongPartShapes(): Array<[string, string, string]> {
  const shapes: Array<[string, string, string]> = [];
  for (const part of ['recipe', 'ingredients', 'steps']) {
    for (const [label, text] of [
      ['null', 'null'],
      ['a number', '42'],
      ['a string', '"text"'],
      ['true', 'true'],
      ['an empty object', '{}'],
      ['an empty list', '[]'],
      ['a list of null', '[null]'],
      ['a list of numbers', '[1,2,3]'],
      ['a list of empty objects', '[{}]'],
      ['a list of lists', '[[]]'],
      ['100,000 levels of nesting', '['.repeat(100_000) + ']'.repeat(100_000)],
    ] as Array<[string, string]>) {
      shapes.push([part, label, text]);
    }
  }
  const sections = (count: number, kind: 'ingredients' | 'steps') =>
    JSON.stringify(
      Array.from({ length: count }, (_, i) =>
        kind === 'ingredients'
          ? { name: `S${i}`, type: 'ingredients', ingredients: [{ ingredient: 'Salt', amount: '1 g', notes: '' }] }
          : { name: `S${i}`, type: 'recipes', steps: [{ step: 'Stir.', notes: '' }] },
      ),
    );
  shapes.push(['ingredients', `${LIMITS.sectionsMax + 1} sections`, sections(LIMITS.sectionsMax + 1, 'ingredients')]);
  shapes.push(['steps', `${LIMITS.sectionsMax + 1} sections`, sections(LIMITS.sectionsMax + 1, 'steps')]);
  shapes.push(['steps', '5,000 sections', sections(5000, 'steps')]);
  // Prototype pollution attempts, in an otherwise invalid recipe (no name).
  shapes.push([
    'recipe',
    '__proto__ key',
    '{"__proto__": {"polluted": "yes"}, "serving_count": 1, "prep_time": 1, "cooking_time": 1}',
  ]);
  shapes.push([
    'recipe',
    'constructor.prototype key',
    '{"constructor": {"prototype": {"polluted": "yes"}}, "serving_count": 1, "prep_time": 1, "cooking_time": 1}',
  ]);
  return shapes;
}

function wrongTypes(context: CorpusContext): HostileCase[] {
  const cases: HostileCase[] = [];
  const values = invalidValues();
  for (const target of saveTargets(context)) {
    for (const [path, label, value] of values) {
      // The biggest ones once (on create) are enough.
      if (target.endpoint !== 'POST /api/recipes' && /100,000|50,000/.test(label)) continue;
      cases.push({
        family: 'wrong types and values',
        name: `${path}: ${label}`,
        endpoint: target.endpoint,
        as: 'editor',
        request: post(target.path, multipartBody(jsonParts(spoiled(path, value)))),
        expect: refused(422),
      });
    }
    for (const [part, label, text] of wrongPartShapes()) {
      const parts = jsonParts(base()).map((p) => (p.name === part ? { ...p, body: text } : p));
      cases.push({
        family: 'wrong types and values',
        name: `the ${part} part: ${label}`,
        endpoint: target.endpoint,
        as: 'editor',
        request: post(target.path, multipartBody(parts)),
        // Nesting that deep is refused while parsing (400), before the shape is looked at (422).
        expect: refused(label.includes('nesting') ? 400 : 422),
      });
    }
  }
  const update = saveTargets(context)[1]!;
  for (const [label, value] of [
    ['a word', 'yesterday'],
    ['a number', 1714557600000],
    ['an object', { $ne: null }],
    ['a date without time', '2024-05-01'],
  ] as Array<[string, unknown]>) {
    cases.push({
      family: 'wrong types and values',
      name: `recipe.updated_at: ${label}`,
      endpoint: update.endpoint,
      as: 'editor',
      request: post(update.path, multipartBody(jsonParts(spoiled('recipe.updated_at', value)))),
      expect: refused(422),
    });
  }
  return cases;
}

function malformedJson(context: CorpusContext): HostileCase[] {
  const cases: HostileCase[] = [];
  const recipeText = JSON.stringify(base().recipe);
  const texts: Array<[string, Buffer | string]> = [
    ['a trailing comma', recipeText.replace(/}$/, ',}')],
    ['single quotes', recipeText.replace(/"/g, "'")],
    ['a comment', `/* hi */${recipeText}`],
    ['NaN', recipeText.replace('"serving_count":4', '"serving_count":NaN')],
    ['unquoted keys', recipeText.replace('"name"', 'name')],
    ['cut off', recipeText.slice(0, -5)],
    ['trailing garbage', `${recipeText}garbage`],
    ['two documents', `${recipeText}${recipeText}`],
    ['empty', ''],
    ['whitespace only', ' \r\n\t '],
    ['a byte-order mark first', `\ufeff${recipeText}`],
    ['a raw NUL inside a string', recipeText.replace('Hostile', 'Hos\u0000tile')],
    ['a raw line break inside a string', recipeText.replace('Hostile', 'Hos\ntile')],
    ['UTF-16LE', Buffer.from(recipeText, 'utf16le')],
    ['UTF-16 with a byte-order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(recipeText, 'utf16le')])],
    [
      'invalid UTF-8 between the fields',
      Buffer.concat([
        Buffer.from(recipeText.slice(0, 1)),
        Buffer.from([0xc0, 0xaf, 0xff, 0xfe]),
        Buffer.from(recipeText.slice(1)),
      ]),
    ],
    [
      'an overlong encoded quote',
      Buffer.concat([Buffer.from('{'), Buffer.from([0xc0, 0xa2]), Buffer.from('name": "x"}')]),
    ],
    ['JavaScript, not JSON', `({ name: 'x', serving_count: 4 })`],
    ['a JSONP call', `callback(${recipeText})`],
  ];
  for (const target of saveTargets(context)) {
    for (const part of ['recipe', 'ingredients', 'steps'] as const) {
      for (const [label, text] of texts) {
        // One part is enough for the rarer shapes.
        if (
          part !== 'recipe' &&
          !['a trailing comma', 'cut off', 'empty', 'a byte-order mark first', 'UTF-16LE'].includes(label)
        )
          continue;
        const parts = jsonParts(base()).map((p) => (p.name === part ? { ...p, body: text } : p));
        cases.push({
          family: 'malformed JSON',
          name: `the ${part} part: ${label}`,
          endpoint: target.endpoint,
          as: 'editor',
          request: post(target.path, multipartBody(parts)),
          expect: refused(400),
        });
      }
    }
  }
  return cases;
}

async function badImages(context: CorpusContext): Promise<HostileCase[]> {
  const [jpeg, png, webp, gif, avif] = await Promise.all([
    images.jpeg(800, 600),
    images.png(640, 480),
    images.webp(640, 480),
    images.gif(200, 150),
    images.avif(200, 150),
  ]);
  const cut = (bytes: Buffer, fraction: number) => bytes.subarray(0, Math.floor(bytes.length * fraction));
  const png16 = (width: number, height: number) => images.hugePngHeaderOnly(width, height);
  const jpegHeader = (width: number, height: number) => {
    const sof = Buffer.from([
      0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
    ]);
    sof.writeUInt16BE(height, 5);
    sof.writeUInt16BE(width, 7);
    return Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
      sof,
      Buffer.from([0xff, 0xd9]),
    ]);
  };
  const webpCanvas = (width: number, height: number) => {
    const chunk = Buffer.alloc(18);
    chunk.write('VP8X', 0, 'latin1');
    chunk.writeUInt32LE(10, 4);
    chunk.writeUIntLE(width - 1, 12, 3);
    chunk.writeUIntLE(height - 1, 15, 3);
    const riff = Buffer.alloc(12);
    riff.write('RIFF', 0, 'latin1');
    riff.writeUInt32LE(4 + chunk.length, 4);
    riff.write('WEBP', 8, 'latin1');
    return Buffer.concat([riff, chunk]);
  };
  const files: Array<[string, Buffer, number[]]> = [
    ...[0.05, 0.2, 0.35, 0.5, 0.65, 0.8].map(
      (f) => [`a JPEG cut off at ${f * 100}%`, cut(jpeg, f), [415]] as [string, Buffer, number[]],
    ),
    ...[0.1, 0.3, 0.5, 0.7, 0.9].map(
      (f) => [`a PNG cut off at ${f * 100}%`, cut(png, f), [415]] as [string, Buffer, number[]],
    ),
    ...[0.1, 0.4, 0.7].map((f) => [`a WebP cut off at ${f * 100}%`, cut(webp, f), [415]] as [string, Buffer, number[]]),
    ...[0.1, 0.4, 0.7].map((f) => [`a GIF cut off at ${f * 100}%`, cut(gif, f), [415]] as [string, Buffer, number[]]),
    ...[0.1, 0.5].map((f) => [`an AVIF cut off at ${f * 100}%`, cut(avif, f), [415]] as [string, Buffer, number[]]),
    ['JPEG magic bytes only', Buffer.from([0xff, 0xd8, 0xff]), [415]],
    ['the PNG signature only', png.subarray(0, 8), [415]],
    ['GIF89a only', Buffer.from('GIF89a'), [415]],
    ['a RIFF/WEBP header only', webp.subarray(0, 12), [415]],
    ['an AVIF ftyp box only', avif.subarray(0, 32), [415]],
    [
      'JPEG magic bytes, then HTML',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]),
      [415],
    ],
    ['GIF89a, then JavaScript', Buffer.from('GIF89a/*\x00\x00*/=1;alert(document.cookie);//', 'latin1'), [415]],
    [
      'the PNG signature, then PHP',
      Buffer.concat([png.subarray(0, 8), Buffer.from('<?php system($_GET["c"]); ?>')]),
      [415],
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF'), [415]],
    ['a ZIP', Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00', 'latin1'), [415]],
    ['a Windows program', Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(60)]), [415]],
    ['an ELF program', Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(57)]), [415]],
    ['a TIFF', Buffer.from('II*\x00\x08\x00\x00\x00', 'latin1'), [415]],
    ['a BMP', Buffer.concat([Buffer.from('BM', 'latin1'), Buffer.alloc(60)]), [415]],
    ['an ICO', Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]), [415]],
    [
      'a HEIC ftyp box',
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]),
      [415],
    ],
    ['an SVG with a script', images.SVG_IMAGE, [415]],
    [
      'an SVG with a PNG name and type',
      Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      [415],
    ],
    ['an HTML page', images.HTML_FILE, [415]],
    ['plain text', Buffer.from('just some words about soup'), [415]],
    ['a PNG claiming 10,000 × 4,001 pixels', png16(10_000, 4_001), [413]],
    ['a PNG claiming 65,535 × 65,535 pixels', png16(65_535, 65_535), [413, 415]],
    ['a PNG claiming 100,000 × 100,000 pixels', png16(100_000, 100_000), [413, 415]],
    ['a PNG claiming 2^31 − 1 × 1 pixels', png16(2 ** 31 - 1, 1), [413, 415]],
    ['a JPEG claiming 65,500 × 65,500 pixels', jpegHeader(65_500, 65_500), [413, 415]],
    ['a WebP canvas of 16,384 × 16,384 pixels', webpCanvas(16_384, 16_384), [413, 415]],
    ['an image file over 10 MiB', Buffer.concat([jpeg, Buffer.alloc(LIMITS.imageBytesMax, 0)]), [413]],
  ];
  const cases: HostileCase[] = [];
  const targets = saveTargets(context);
  files.forEach(([name, bytes, statuses], index) => {
    // Every file on create; every other one on update too (a refused image must leave the old one served).
    for (const target of index % 2 === 0 ? targets : targets.slice(0, 1)) {
      const filename = [
        'dish.jpg',
        '../../../../tmp/x.jpg',
        '..\\..\\evil.png',
        'a\u0000.png',
        'x'.repeat(1000) + '.gif',
        'photo.svg',
        'index.html',
      ][index % 7]!;
      cases.push({
        family: 'bad images',
        name: `${name} (as "${filename.slice(0, 40)}")`,
        endpoint: target.endpoint,
        as: 'editor',
        request: post(
          target.path,
          multipartBody([
            { name: 'files', body: bytes, filename, type: index % 3 ? 'image/png' : 'image/jpeg' },
            ...jsonParts(base()),
          ]),
        ),
        expect: refused(...statuses),
      });
    }
  });
  return cases;
}

function wrongContentTypes(context: CorpusContext): HostileCase[] {
  const cases: HostileCase[] = [];
  const json = JSON.stringify(base());
  const bodies: Array<[string, string | null, Buffer | string, number[]]> = [
    ['JSON instead of multipart', 'application/json', json, [415]],
    ['plain text', 'text/plain', json, [415]],
    [
      'a URL-encoded form',
      'application/x-www-form-urlencoded',
      `recipe=${encodeURIComponent(JSON.stringify(base().recipe))}`,
      [415],
    ],
    ['XML', 'application/xml', '<recipe><name>x</name></recipe>', [415]],
    ['HTML', 'text/html', '<form></form>', [415]],
    ['multipart/mixed', `multipart/mixed; boundary=${BOUNDARY}`, multipartBody(jsonParts(base())), [400, 415]],
    ['multipart/related', `multipart/related; boundary=${BOUNDARY}`, multipartBody(jsonParts(base())), [400, 415]],
    ['a JPEG body', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), [415]],
    ['octet-stream', 'application/octet-stream', Buffer.alloc(64, 1), [415]],
    ['no content type', null, json, [400, 415]],
    ['a made-up content type', 'application/x-recipe', json, [415]],
  ];
  for (const target of saveTargets(context)) {
    for (const [name, type, body, statuses] of bodies) {
      cases.push({
        family: 'wrong content types',
        name,
        endpoint: target.endpoint,
        as: 'editor',
        request: post(target.path, body, type),
        expect: refused(...statuses),
      });
    }
    for (const encoding of ['gzip', 'deflate', 'br', 'x-unknown']) {
      cases.push({
        family: 'wrong content types',
        name: `Content-Encoding: ${encoding}`,
        endpoint: target.endpoint,
        as: 'editor',
        request: post(target.path, multipartBody(jsonParts(base())), MULTIPART, { 'content-encoding': encoding }),
        expect: refused(415),
      });
    }
  }
  const sessionBodies: Array<[string, string | null, Buffer | string, number[]]> = [
    [
      'multipart',
      MULTIPART,
      multipartBody([
        { name: 'username', body: 'editor' },
        { name: 'password', body: 'x' },
      ]),
      [400, 415],
    ],
    ['a URL-encoded form', 'application/x-www-form-urlencoded', 'username=editor&password=x', [415]],
    ['plain text', 'text/plain', '{"username":"editor","password":"x"}', [400, 415]],
    ['XML', 'application/xml', '<login/>', [415]],
    ['no content type', null, '{"username":"editor","password":"x"}', [400, 415]],
    [
      'JSON in UTF-16',
      'application/json; charset=utf-16le',
      Buffer.from('{"username":"editor","password":"x"}', 'utf16le'),
      [400, 415],
    ],
    ['gzip', 'application/json', gzipSync('{"username":"editor","password":"x"}'), [415]],
  ];
  for (const [name, type, body, statuses] of sessionBodies) {
    cases.push({
      family: 'wrong content types',
      name,
      endpoint: 'POST /api/session',
      as: 'visitor',
      request: post('/api/session', body, type, name === 'gzip' ? { 'content-encoding': 'gzip' } : {}),
      expect: refused(...statuses),
    });
  }
  cases.push({
    family: 'wrong content types',
    name: 'a removal with an XML body',
    endpoint: 'DELETE /api/recipes/:stub',
    as: 'editor',
    request: {
      method: 'DELETE',
      path: `/api/recipes/${context.stub}`,
      headers: { ...MARKER, 'content-type': 'application/xml' },
      body: '<x/>',
    },
    expect: refused(400, 415),
  });
  cases.push({
    family: 'wrong content types',
    name: 'a removal with broken JSON',
    endpoint: 'DELETE /api/recipes/:stub',
    as: 'editor',
    request: {
      method: 'DELETE',
      path: `/api/recipes/${context.stub}`,
      headers: { ...MARKER, 'content-type': 'application/json' },
      body: '{"',
    },
    expect: refused(400),
  });
  cases.push({
    family: 'wrong content types',
    name: 'a log-out with broken JSON',
    endpoint: 'DELETE /api/session',
    as: 'editor',
    request: {
      method: 'DELETE',
      path: '/api/session',
      headers: { ...MARKER, 'content-type': 'application/json' },
      body: '{"',
    },
    expect: refused(400),
  });
  return cases;
}

function oversized(context: CorpusContext): HostileCase[] {
  const cases: HostileCase[] = [];
  const parts = jsonParts(base());
  for (const target of saveTargets(context)) {
    cases.push({
      family: 'too large',
      name: 'a 13 MiB request',
      endpoint: target.endpoint,
      as: 'editor',
      request: post(
        target.path,
        multipartBody([...parts.slice(0, 2), { name: 'steps', body: String(parts[2]!.body) + ' '.repeat(13 * MIB) }]),
      ),
      expect: refused(413),
    });
    cases.push({
      family: 'too large',
      name: 'a declared length of 1 GiB',
      endpoint: target.endpoint,
      as: 'editor',
      request: post(target.path, multipartBody(parts), MULTIPART, { 'content-length': String(1024 * MIB) }),
      expect: refused(413),
    });
  }
  cases.push({
    family: 'too large',
    name: 'a 100 KiB login body',
    endpoint: 'POST /api/session',
    as: 'visitor',
    request: post(
      '/api/session',
      JSON.stringify({ username: 'editor', password: 'p'.repeat(100 * 1024) }),
      'application/json',
    ),
    expect: refused(413),
  });
  return cases;
}

const STUB_TRICKS: Array<[string, number[]]> = [
  ['..', [404]],
  ['.', [404]],
  ['%2e%2e', [404]],
  ['..%2f..%2f..%2fetc%2fpasswd', [404]],
  ['%2e%2e%2f%2e%2e%2frecipes.db', [404]],
  ['..%5c..%5cwindows%5cwin.ini', [404]],
  ['%252e%252e%252f', [404]],
  ['%c0%ae%c0%ae', [400, 404]],
  ['STUB-UPPER', [404]],
  ['STUB%20', [404]],
  ['STUB%00', [404]],
  ['STUB%0d%0aSet-Cookie:%20sid=x', [404]],
  ['STUB;drop%20table%20recipes', [404]],
  ["'%20OR%20'1'='1", [404]],
  ['1%20OR%201=1', [404]],
  ['*', [404]],
  ['%25', [404]],
  ['$(id)', [404]],
  ['%60id%60', [404]],
  ['caf%C3%A9', [404]],
  ['%E2%80%AEtart', [404]],
  ['%EF%BC%8E%EF%BC%8E', [404]],
  ['%F0%9F%8D%B2', [404]],
  ['create', [404]],
  ['api', [404]],
  ['a'.repeat(301), [404]],
  ['a'.repeat(5000), [404, 414]],
  ['%ff%fe', [400, 404]],
];

function stubTricks(context: CorpusContext): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const [trick, statuses] of STUB_TRICKS) {
    const stub = trick === 'STUB-UPPER' ? context.stub.toUpperCase() : trick.replace('STUB', context.stub);
    const path = `/api/recipes/${stub}`;
    const name = trick.length > 40 ? `/${trick.slice(0, 20)}… (${trick.length} characters)` : `/${trick}`;
    cases.push({
      family: 'path tricks in stubs',
      name,
      endpoint: 'GET /api/recipes/:stub',
      as: 'visitor',
      request: { method: 'GET', path },
      // A read finds the recipe of the lower-case stub (its answer says the stub); saves and removals do not.
      expect: trick === 'STUB-UPPER' ? { kind: 'harmless', json: { stub: context.stub } } : refused(...statuses),
    });
    cases.push({
      family: 'path tricks in stubs',
      name,
      endpoint: 'POST /api/recipes/:stub',
      as: 'editor',
      request: post(path, multipartBody(jsonParts(base()))),
      expect: refused(...statuses),
    });
    cases.push({
      family: 'path tricks in stubs',
      name,
      endpoint: 'DELETE /api/recipes/:stub',
      as: 'editor',
      request: { method: 'DELETE', path, headers: MARKER },
      expect: refused(...statuses),
    });
  }
  for (const path of [
    '/api/recipes/a/b',
    `/api/recipes/${context.stub}/..`,
    `/api/recipes/${context.stub}/../../images/${context.imageFile}`,
    '/api/recipes/%2e%2e/%2e%2e/etc/passwd',
    '/api/recipes//',
  ]) {
    cases.push({
      family: 'path tricks in stubs',
      name: path,
      endpoint: 'DELETE /api/recipes/:stub',
      as: 'editor',
      request: { method: 'DELETE', path, headers: MARKER },
      expect: refused(400, 404),
    });
  }
  return cases;
}

function imagePathTricks(context: CorpusContext): HostileCase[] {
  const file = context.imageFile;
  const tricks = [
    '..%2Frecipes.db',
    '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2frecipes.db',
    '..%5crecipes.db',
    '%252e%252e%252frecipes.db',
    'recipes.db',
    'recipes.db-wal',
    '.tmp-0123456789abcdef',
    file.toUpperCase(),
    `${file}%00.html`,
    `${file}%2F`,
    `${file}.html`,
    `${file.slice(0, -5)}.svg`,
    `${file.slice(0, -5)}.html`,
    `${'a'.repeat(40)}.webp`,
    `%2F${file}`,
    `${file}%20`,
    '%c0%ae%c0%ae%c0%afrecipes.db',
    '*',
    'a'.repeat(2000),
  ];
  const cases: HostileCase[] = tricks.map((trick) => ({
    family: 'path tricks in image names',
    name: trick.slice(0, 60),
    endpoint: 'GET /api/images/:file',
    as: 'visitor',
    request: { method: 'GET', path: `/api/images/${trick}` },
    expect: refused(400, 404, 414),
  }));
  for (const path of [`/api/images/../recipes.db`, `/api/images/../../etc/passwd`, `/api/images/./${file}/..`]) {
    cases.push({
      family: 'path tricks in image names',
      name: path,
      endpoint: 'GET /api/images/:file',
      as: 'visitor',
      request: { method: 'GET', path },
      expect: refused(400, 404),
    });
  }
  return cases;
}

const INJECTIONS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '" OR ""="',
  "'; DROP TABLE recipes; --",
  "1'; DELETE FROM recipes WHERE '1'='1",
  "' UNION SELECT username, password_hash FROM accounts --",
  "'||(SELECT sqlite_version())||'",
  "'; SELECT pg_sleep(10); --",
  '1 AND SLEEP(5)',
  "WAITFOR DELAY '0:0:5'",
  'NEAR(dough crumb, 2)',
  'dough* OR crumb*',
  'dough NOT crumb',
  '"dough',
  'dough^ crumb',
  '{dough crumb}:x',
  '%%%',
  '___',
  '\\\\\\',
  '[a-z]+',
  '(a+)+$aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!',
  '<script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7} #{7*7}',
  '$where: 1 == 1',
  '{"$gt": ""}',
  '../../etc/passwd',
  '\u202eelbat pord',
  'fo\u200bod \u200d\u200c',
  '🍲🍲🍲 🔥',
  'e\u0301\u0301\u0301\u0301',
];

function searchAndSort(context: CorpusContext): HostileCase[] {
  const cases: HostileCase[] = [];
  const list = (query: string, expectation: Expectation, name = query): HostileCase => ({
    family: 'injection in search, sort and paging',
    name: name.slice(0, 80),
    endpoint: 'GET /api/recipes',
    as: 'visitor',
    request: { method: 'GET', path: `/api/recipes?${query}` },
    expect: expectation,
  });
  for (const injection of INJECTIONS) {
    cases.push(list(`search=${encodeURIComponent(injection)}`, { kind: 'harmless', count: 0 }, `search ${injection}`));
    cases.push(list(`tags=${encodeURIComponent(injection)}`, { kind: 'harmless', count: 0 }, `tags ${injection}`));
    cases.push(list(`sortField=${encodeURIComponent(injection)}`, refused(400), `sortField ${injection}`));
    cases.push(list(`sortDir=${encodeURIComponent(injection)}`, refused(400), `sortDir ${injection}`));
    cases.push(list(`page=${encodeURIComponent(injection)}`, refused(400), `page ${injection}`));
  }
  for (const sortField of [
    'id',
    'updated_at',
    'NAME',
    'name,created_at',
    'recipes.name',
    'name--',
    'name asc',
    '(select 1)',
    '1',
    '',
    'name%00',
    '"name"',
  ]) {
    cases.push(list(`sortField=${encodeURIComponent(sortField)}`, refused(400), `sortField=${sortField}`));
  }
  for (const sortDir of ['asc;', 'desc limit 1', 'ASC--', '0', '-1', 'up', '', 'descending']) {
    cases.push(list(`sortDir=${encodeURIComponent(sortDir)}`, refused(400)));
  }
  for (const page of [
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '',
    ' 1',
    '1;',
    '[1]',
    'Infinity',
    'NaN',
    '1234567890',
    '9'.repeat(30),
    '%00',
  ]) {
    cases.push(list(`page=${encodeURIComponent(page)}`, refused(400), `page=${page}`));
  }
  for (const repeated of [
    'sortField=name&sortField=name',
    'sortDir=asc&sortDir=desc',
    'page=1&page=2',
    'search=abc&search=abc',
    'tags=a&tags=b',
  ]) {
    cases.push(list(repeated, refused(400)));
  }
  cases.push(list(`search=${'long'.repeat(100)}`, refused(400), 'search of 400 characters'));
  cases.push(list(`tags=${Array.from({ length: 51 }, (_, i) => `t${i}`).join(',')}`, refused(400), '51 tags'));
  cases.push(list('page=999999999', { kind: 'harmless', count: context.recipeCount }));
  cases.push(
    list('__proto__[polluted]=yes&constructor[prototype][polluted]=yes', {
      kind: 'harmless',
      count: context.recipeCount,
    }),
  );
  cases.push(list('search[$ne]=x&sortField[]=name', { kind: 'harmless', count: context.recipeCount }));
  cases.push(list('search=%ff%fe%fd', { kind: 'harmless' }, 'search of bytes that are not UTF-8'));
  cases.push(list('search=%ED%A0%BC%20word', { kind: 'harmless', count: 0 }, 'search with an encoded lone surrogate'));
  return cases;
}

function session(): HostileCase[] {
  const login = (name: string, body: string, statuses: number[]): HostileCase => ({
    family: 'hostile log-ins',
    name,
    endpoint: 'POST /api/session',
    as: 'visitor',
    request: post('/api/session', body, 'application/json'),
    expect: refused(...statuses),
  });
  return [
    login('null', 'null', [400]),
    login('a list', '[]', [400]),
    login('a string', '"editor"', [400]),
    login('a number', '42', [400]),
    login('an empty object', '{}', [400]),
    login('no password', '{"username":"editor"}', [400]),
    // The body schema turns 1 into "1" and ["editor"] into "editor": a wrong password either way.
    login('a numeric username', '{"username":1,"password":"x"}', [400, 401]),
    login('a list as username', '{"username":["editor"],"password":"x"}', [400, 401]),
    login('NoSQL operators', '{"username":{"$ne":null},"password":{"$ne":null}}', [400]),
    login('null password', '{"username":"editor","password":null}', [400]),
    login('an empty password', '{"username":"editor","password":""}', [400]),
    login('a 201-character username', JSON.stringify({ username: 'u'.repeat(201), password: 'x' }), [400]),
    login('a 1,001-character password', JSON.stringify({ username: 'editor', password: 'p'.repeat(1001) }), [400]),
    login('__proto__', '{"__proto__":{"polluted":"yes"},"username":"editor","password":"x"}', [400]),
    login(
      'constructor.prototype',
      '{"constructor":{"prototype":{"polluted":"yes"}},"username":"editor","password":"x"}',
      [400],
    ),
    login('broken JSON', '{"username":"editor","password":', [400]),
    login('a byte-order mark', '\ufeff{"username":"editor","password":"x"}', [400, 401]),
    login('SQL in the username', JSON.stringify({ username: "editor' --", password: 'x' }), [401]),
    login('SQL in both', JSON.stringify({ username: "' OR '1'='1", password: "' OR '1'='1" }), [401]),
    login('SQL in the password', JSON.stringify({ username: 'editor', password: "' OR 1=1 --" }), [401]),
    login('a NUL in the username', JSON.stringify({ username: 'editor\u0000', password: 'x' }), [400, 401]),
    login('a Cyrillic e in the username', JSON.stringify({ username: '\u0435ditor', password: 'x' }), [401]),
    login('LDAP wildcards', JSON.stringify({ username: '*)(uid=*))(|(uid=*', password: '*' }), [401]),
    login('an extra admin field', JSON.stringify({ username: 'editor', password: 'wrong', admin: true }), [401]),
  ];
}

function otherRoutes(context: CorpusContext): HostileCase[] {
  const call = (
    method: string,
    path: string,
    statuses: number[],
    endpoint = `${method} ${path}`,
    as: 'editor' | 'visitor' = 'editor',
  ): HostileCase => ({
    family: 'methods and routes that do not exist',
    name: `${method} ${path}`,
    endpoint,
    as,
    request: { method, path, headers: MARKER },
    expect: refused(...statuses),
  });
  return [
    call('PUT', '/api/recipes', [404]),
    call('PATCH', '/api/recipes', [404]),
    call('DELETE', '/api/recipes', [404]),
    call('PUT', `/api/recipes/${context.stub}`, [404]),
    call('PATCH', `/api/recipes/${context.stub}`, [404]),
    call('PUT', '/api/tags', [404]),
    call('DELETE', '/api/tags', [404]),
    call('POST', '/api/users', [404]),
    call('DELETE', '/api/users', [404]),
    call('PUT', '/api/session', [404]),
    call('POST', `/api/images/${context.imageFile}`, [404]),
    call('DELETE', `/api/images/${context.imageFile}`, [404]),
    call('PUT', `/api/images/${context.imageFile}`, [404]),
    call('OPTIONS', '/api/recipes', [404]),
    call('GET', '/api/accounts', [404]),
    call('GET', '/api/sessions', [404]),
    call('GET', '/api/../data/recipes.db', [400, 404]),
    call('GET', '/api/recipes.db', [404]),
    call('GET', '/.env', [404]),
    call('GET', '/api/docs/../../recipes.db', [400, 404]),
  ];
}

/** Requests no HTTP client would send, straight onto the socket. */
function brokenHttp(): HostileCase[] {
  const raw = (name: string, bytes: string, statuses: number[]): HostileCase => ({
    family: 'broken HTTP',
    name,
    endpoint: 'GET /api/tags',
    as: 'visitor',
    request: { bytes },
    expect: refused(...statuses),
  });
  const head = 'Host: 127.0.0.1\r\nConnection: close';
  return [
    raw('a 20 KiB header', `GET /api/tags HTTP/1.1\r\n${head}\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`, [431]),
    raw('a 20 KiB URL', `GET /api/recipes?search=${'a'.repeat(20 * 1024)} HTTP/1.1\r\n${head}\r\n\r\n`, [414, 431]),
    raw(
      'both Content-Length and Transfer-Encoding (smuggling)',
      `POST /api/session HTTP/1.1\r\n${head}\r\nX-Requested-With: XMLHttpRequest\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/users HTTP/1.1\r\n\r\n`,
      [400],
    ),
    raw(
      'two different Content-Lengths',
      `POST /api/session HTTP/1.1\r\n${head}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
      [400],
    ),
    raw('a negative Content-Length', `POST /api/session HTTP/1.1\r\n${head}\r\nContent-Length: -1\r\n\r\n`, [400]),
    raw('a header line without a colon', `GET /api/tags HTTP/1.1\r\n${head}\r\nNot A Header\r\n\r\n`, [400]),
    raw('a folded header', `GET /api/tags HTTP/1.1\r\n${head}\r\nX-Folded: a\r\n b\r\n\r\n`, [400]),
    raw('a NUL in a header', `GET /api/tags HTTP/1.1\r\n${head}\r\nX-Nul: a\u0000b\r\n\r\n`, [400]),
    raw('an unknown HTTP version', `GET /api/tags HTTP/9.9\r\n${head}\r\n\r\n`, [400, 505]),
    raw('a made-up method', `BREW /api/tags HTTP/1.1\r\n${head}\r\n\r\n`, [400, 404, 405]),
    raw('a space in the path', `GET /api/ta gs HTTP/1.1\r\n${head}\r\n\r\n`, [400]),
    raw(
      'a bad chunk size',
      `POST /api/session HTTP/1.1\r\n${head}\r\nX-Requested-With: XMLHttpRequest\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      [400],
    ),
  ];
}

function forgedCookies(): HostileCase[] {
  const cookies = [
    `sid=${'A'.repeat(43)}`,
    'sid=',
    'sid=../../etc/passwd',
    `sid=${'A'.repeat(42)}'`,
    `sid=${'A'.repeat(43)}; sid=${'B'.repeat(43)}`,
    `sid="${'A'.repeat(43)}"`,
    `sid=${'A'.repeat(4000)}`,
    'sid=%00',
  ];
  const cases: HostileCase[] = [];
  cookies.forEach((cookie, index) => {
    cases.push({
      family: 'forged session cookies',
      name: `${cookie.slice(0, 50)} → still a visitor`,
      endpoint: 'GET /api/users',
      as: 'visitor',
      request: { method: 'GET', path: '/api/users', headers: { cookie } },
      expect: { kind: 'harmless', json: { status: false } },
    });
    cases.push({
      family: 'forged session cookies',
      name: `${cookie.slice(0, 50)} → may not save`,
      endpoint: index % 2 ? 'POST /api/recipes' : 'DELETE /api/recipes/:stub',
      as: 'visitor',
      request:
        index % 2
          ? post('/api/recipes', multipartBody(jsonParts(base())), MULTIPART, { cookie })
          : { method: 'DELETE', path: '/api/recipes/STUB', headers: { ...MARKER, cookie } },
      expect: refused(401),
    });
  });
  return cases;
}

/** The whole corpus, in a fixed order. */
export async function hostileCorpus(context: CorpusContext): Promise<HostileCase[]> {
  const picture = await images.jpeg(320, 240);
  const cases = [
    ...brokenMultipart(context, picture),
    ...missingParts(context, picture),
    ...wrongTypes(context),
    ...malformedJson(context),
    ...(await badImages(context)),
    ...wrongContentTypes(context),
    ...oversized(context),
    ...stubTricks(context),
    ...imagePathTricks(context),
    ...searchAndSort(context),
    ...session(),
    ...otherRoutes(context),
    ...brokenHttp(),
    ...forgedCookies(),
  ];
  // The forged-cookie removals aim at the stored recipe.
  for (const hostile of cases) {
    if ('path' in hostile.request)
      hostile.request.path = hostile.request.path.replace('/api/recipes/STUB', `/api/recipes/${context.stub}`);
  }
  return cases;
}
