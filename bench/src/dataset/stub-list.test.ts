import { StubList } from './stub-list';

test('keeps every stub in order, across buffer growth, with non-ASCII bytes intact', () => {
  const list = new StubList();
  const stubs = Array.from(
    { length: 20_000 },
    (_, index) => `smoky-chickpea-stew-${index}${index % 7 === 0 ? '-é' : ''}`,
  );
  list.push(...stubs.slice(0, 3));
  list.push(...stubs.slice(3));
  expect(list.length).toBe(20_000);
  expect([0, 1, 7, 4095, 4096, 19_999].map((index) => list.at(index))).toEqual(
    [0, 1, 7, 4095, 4096, 19_999].map((index) => stubs[index]),
  );
  expect(list.byteSize).toBeLessThan(stubs.join('').length * 2 + 20_000 * 4 * 2);
});

test('refuses an index outside the list', () => {
  const list = new StubList();
  list.push('soup');
  expect(() => list.at(1)).toThrow(RangeError);
  expect(() => list.at(-1)).toThrow('No stub -1 of 1.');
});
