import { pickStub, stubFamily } from './stubs';

it('gives the family of a base: the base without its trailing numbers', () => {
  expect(stubFamily('soup')).toBe('soup');
  expect(stubFamily('soup-2')).toBe('soup');
  expect(stubFamily('soup-2-10')).toBe('soup');
  expect(stubFamily('7-layer-dip')).toBe('7-layer-dip');
  expect(stubFamily('1984')).toBe('1984');
});

it('puts two bases in one family whenever they can pick the same stub', () => {
  const bases = ['soup', 'soup-2', 'soup-3', 'soup-4', 'soup-2-2', 'soup-22', 'soups', 'new', 'new-2'];
  const taken = new Set<string>(['soup', 'soup-2', 'soup-3', 'soup-2-2', 'new']);
  // Each base's first free stub, given stubs already taken; any two bases that pick the same must share a family.
  const picks = bases.map((base) => [base, pickStub(base, (stub) => taken.has(stub))] as const);
  for (const [a, stubA] of picks) {
    for (const [b, stubB] of picks) {
      if (stubA === stubB) expect(stubFamily(a)).toBe(stubFamily(b));
    }
  }
  expect(picks.filter(([, stub]) => stub === 'soup-4').map(([base]) => base)).toEqual(['soup', 'soup-4']);
  expect(picks.filter(([, stub]) => stub === 'new-2').map(([base]) => base)).toEqual(['new', 'new-2']);
});
