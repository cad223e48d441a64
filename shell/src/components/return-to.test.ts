import { returnToOf } from './return-to';

it('gives the page of this site a history state says to go on to', () => {
  expect(returnToOf({ returnTo: '/create?url=https%3A%2F%2Fexample.org%2Fsoup#text=Soup' })).toBe(
    '/create?url=https%3A%2F%2Fexample.org%2Fsoup#text=Soup',
  );
  expect(returnToOf({ returnTo: '/lemon-tart/update' })).toBe('/lemon-tart/update');
});

it.each([
  ['another site', { returnTo: 'https://evil.example/' }],
  ['an address without scheme', { returnTo: '//evil.example/create' }],
  ['a backslash address', { returnTo: '/\\evil.example/create' }],
  ['script', { returnTo: 'javascript:alert(1)' }],
  ['no string', { returnTo: 42 }],
  ['no state', null],
])('gives nothing for %s', (_, state) => {
  expect(returnToOf(state)).toBeUndefined();
});
