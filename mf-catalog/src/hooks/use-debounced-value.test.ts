import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('returns the first value at once', () => {
  const { result } = renderHook(() => useDebouncedValue('pea', 1000));
  expect(result.current).toBe('pea');
});

it('follows a value only once it has been still for the delay', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
    initialProps: { value: 'p' },
  });
  rerender({ value: 'pe' });
  act(() => jest.advanceTimersByTime(600));
  rerender({ value: 'pea' });
  act(() => jest.advanceTimersByTime(999));
  expect(result.current).toBe('p');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe('pea');
});
