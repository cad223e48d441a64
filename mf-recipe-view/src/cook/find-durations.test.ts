import { findDurations } from './find-durations';

const seconds = (text: string) => findDurations(text).map((found) => found.seconds);

describe('findDurations', () => {
  it.each([
    ['Simmer for 10 minutes.', 600, '10 minutes'],
    ['Bake 1 hour 15 min until golden.', 4500, '1 hour 15 min'],
    ['Bake for 1 hour and 15 minutes.', 4500, '1 hour and 15 minutes'],
    ['Fry 2–3 minutes a side.', 180, '2–3 minutes'],
    ['Fry 2-3 minutes a side.', 180, '2-3 minutes'],
    ['Rest 10 to 15 mins.', 900, '10 to 15 mins'],
    ['Boil for 30 seconds.', 30, '30 seconds'],
    ['Roast 1½ hours.', 5400, '1½ hours'],
    ['Roast 1.5 hrs.', 5400, '1.5 hrs'],
    ['Prove 1h 30m.', 5400, '1h 30m'],
    ['Leave for half an hour.', 1800, 'half an hour'],
    ['Stir for a minute.', 60, 'a minute'],
    ['Cook for five minutes.', 300, 'five minutes'],
  ])('"%s" → %d s', (step, expected, text) => {
    const [found, ...others] = findDurations(step);
    expect(others).toHaveLength(0);
    expect(found).toEqual({ text, index: step.indexOf(text), seconds: expected });
  });

  it('finds every duration of a step, each on its own', () => {
    expect(seconds('Brown for 5 minutes, then simmer for 20 minutes.')).toEqual([300, 1200]);
    // The smaller unit first is two durations, not one.
    expect(seconds('Rest 10 minutes, then 1 hour in the fridge.')).toEqual([600, 3600]);
  });

  it.each([
    'Heat the oven to 180 °C.',
    'Cut into 2 m strips.',
    'Add 3 eggs and 200 g of flour.',
    'Season to taste.',
    'Use a 20 cm tin.',
    'Stir in the hummus.',
    'Serve as is.',
    'Count the eggs in tens, then the ones left.',
  ])('finds nothing in "%s"', (step) => {
    expect(findDurations(step)).toEqual([]);
  });
});
