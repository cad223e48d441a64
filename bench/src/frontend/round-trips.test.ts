import { criticalChain, requestDepths, type TimedRequest } from './round-trips';

const request = (url: string, started: number, finished: number, gating = true): TimedRequest => ({
  url,
  started,
  finished,
  gating,
  isDocument: url === '/',
});

test('preloaded code is one round trip and the API call made by it the second', () => {
  const html = request('/', 0, 20);
  const main = request('/main.js', 5, 60);
  const remote = request('/remotes/mf-catalog/remoteEntry.js', 6, 70);
  const list = request('/api/recipes', 90, 110, false);
  const depths = requestDepths([html, main, remote, list]);
  const { roundTrips, chain } = criticalChain(depths, [main, remote, list]);
  expect(roundTrips).toBe(2);
  expect(chain.map((r) => r.url)).toEqual(['/remotes/mf-catalog/remoteEntry.js', '/api/recipes']);
});

test('a chunk found only after remotes.json arrived costs one more round trip', () => {
  const html = request('/', 0, 20);
  const main = request('/main.js', 5, 60);
  const config = request('/remotes.json', 65, 75);
  const entry = request('/remotes/mf-catalog/remoteEntry.js', 80, 120);
  const list = request('/api/recipes', 130, 140, false);
  const { roundTrips } = criticalChain(requestDepths([html, main, config, entry, list]), [main, config, entry, list]);
  expect(roundTrips).toBe(4);
});

test('API answers do not make later API calls look dependent on them', () => {
  const main = request('/main.js', 5, 60);
  const users = request('/api/users', 65, 70, false);
  const list = request('/api/recipes', 90, 100, false);
  const depths = requestDepths([request('/', 0, 20), main, users, list]);
  expect(depths.depth.get(list)).toBe(2);
});
