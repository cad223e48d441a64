import { inPositionOrder } from './recipe-by-stub';

type Row = [number, string, number | null, number, number | null, string];
const row = (section: number, position: number | null, text: string): Row => [
  section,
  `section ${section}`,
  position === null ? null : section * 100 + position,
  section,
  position,
  text,
];

describe('inPositionOrder', () => {
  it('keeps rows that come in order as they are', () => {
    const rows = [row(0, null, ''), row(1, 0, 'a'), row(1, 1, 'b'), row(2, 0, 'c')];
    expect(inPositionOrder(rows)).toBe(rows);
    expect(inPositionOrder(rows).map((r) => r[5])).toEqual(['', 'a', 'b', 'c']);
  });

  it('orders by section position, then item position, with an empty section on its own', () => {
    const rows = [row(2, 1, 'd'), row(1, 1, 'b'), row(2, 0, 'c'), row(0, null, ''), row(1, 0, 'a')];
    expect(inPositionOrder(rows).map((r) => r[5])).toEqual(['', 'a', 'b', 'c', 'd']);
  });

  it('takes no rows and one row as they are', () => {
    expect(inPositionOrder([])).toEqual([]);
    expect(inPositionOrder([row(3, 0, 'x')]).map((r) => r[5])).toEqual(['x']);
  });
});
