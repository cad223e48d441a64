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
    ['PT1H30M0S', 90],
    ['PT0.5H', 30],
    ['20 minutes', 20],
    ['1 hr 10 mins', 70],
    ['1 hour 30 minutes', 90],
    ['45 Min.', 45],
    ['PTH25MS', 25],
    ['P1H30M', 90],
    ['P30M', 30],
  ])('%s → %i minutes', (value, minutes) => {
    expect(minutesOf(value)).toBe(minutes);
  });

  it.each([['P1M'], ['P12M'], ['P1Y'], ['PT1D2D'], ['PT1H30'], ['about an hour'], [''], ['PT'], [null], [{}], [-5]])(
    '%p is no duration',
    (value) => {
      expect(minutesOf(value)).toBeUndefined();
    },
  );
});
