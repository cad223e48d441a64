import { splitConnections } from './mixed';

test('read connections are shared out evenly, each read getting at least one', () => {
  expect(splitConnections(10, 4)).toEqual([3, 3, 2, 2]);
  expect(splitConnections(2, 4)).toEqual([1, 1, 1, 1]);
  expect(splitConnections(8, 4)).toEqual([2, 2, 2, 2]);
});
