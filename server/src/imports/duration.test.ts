import { minutesOf } from './duration';

describe('minutesOf', () => {
  it.each([
    ['PT20M', 20],
    ['PT1H30M', 90],
    ['P0DT0H45M', 45],
    ['PT90M', 90],
    ['PT1.5H', 90],
    ['P1DT2H', 26 * 60],
    ['PT0S', 0],
    ['PT30S', 1],
    ['pt10m', 10],
    ['PT0D4H45M', 285],
    ['PT1D1H', 25 * 60],
    ['25', 25],
    [15, 15],
  ])('%s → %i minutes', (value, minutes) => {
    expect(minutesOf(value)).toBe(minutes);
  });

  it.each([['P1M'], ['P1Y'], ['PT1D2D'], ['20 minutes'], [''], ['PT'], [null], [{}], [-5]])(
    '%p is no duration',
    (value) => {
      expect(minutesOf(value)).toBeUndefined();
    },
  );
});
