import { mixedSlices, splitConnections } from './mixed';

test('read connections are shared out evenly, each read getting at least one', () => {
  expect(splitConnections(10, 4)).toEqual([3, 3, 2, 2]);
  expect(splitConnections(2, 4)).toEqual([1, 1, 1, 1]);
  expect(splitConnections(8, 4)).toEqual([2, 2, 2, 2]);
});

test('the measured time is cut into alternating slices of about 2 s, one run when it is shorter', () => {
  expect(mixedSlices(10)).toEqual({ slices: 5, sliceSeconds: 2 });
  expect(mixedSlices(3)).toEqual({ slices: 1, sliceSeconds: 3 });
  expect(mixedSlices(1)).toEqual({ slices: 1, sliceSeconds: 1 });
});
