import { preferredCoding } from './accept-encoding';

it.each([
  [undefined, 'identity'],
  ['', 'identity'],
  ['gzip, deflate, br', 'br'],
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['x-gzip', 'gzip'],
  ['deflate', 'identity'],
  ['br;q=0.5, gzip;q=0.8', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['*', 'br'],
  ['gzip;q=0.2, *;q=0.1', 'gzip'],
  ['br;q=0, gzip;q=0', 'identity'],
  ['identity', 'identity'],
  ['BR', 'br'],
  ['gzip;q=nonsense, br;q=0.1', 'br'],
])('Accept-Encoding %p → %s', (header, coding) => {
  expect(preferredCoding(header)).toBe(coding);
});
