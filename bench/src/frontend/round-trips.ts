// How many sequential round trips the page needed after its HTML: a request "waits on" every piece of code or
// configuration (script, style sheet, remotes.json, a manifest) that finished before it was even asked for, so
// its depth is one more than the deepest of those. Preloads found in the HTML are depth 1; an API call made by
// code from them is depth 2; a chunk that could only be discovered after remotes.json or a remote entry arrived
// is one deeper again. API answers are taken not to gate each other (the catalog does not wait for
// /api/users): counting them would make every call that happens to start after another one look dependent.

export interface TimedRequest {
  url: string;
  /** The browser asked for it (ms since the navigation started). */
  started: number;
  /** Its last byte arrived (ms), or null if it never did. */
  finished: number | null;
  /** Whether later requests can wait on it: code and configuration (not API data, images or fonts). */
  gating: boolean;
  isDocument: boolean;
}

export interface Depths {
  depth: Map<TimedRequest, number>;
  /** For each request, the one it waited on last (undefined at depth 1 and for the document). */
  waitedOn: Map<TimedRequest, TimedRequest>;
}

export function requestDepths(requests: TimedRequest[]): Depths {
  const ordered = [...requests].sort((a, b) => a.started - b.started);
  const depth = new Map<TimedRequest, number>();
  const waitedOn = new Map<TimedRequest, TimedRequest>();
  for (const request of ordered) {
    if (request.isDocument) {
      depth.set(request, 0);
      continue;
    }
    let best = 0;
    let parent: TimedRequest | undefined;
    for (const earlier of ordered) {
      if (earlier === request || earlier.isDocument || !earlier.gating) continue;
      if (earlier.finished === null || earlier.finished > request.started) continue;
      const earlierDepth = depth.get(earlier) ?? 0;
      // On a tie, the one that arrived last: what the request was really waiting for.
      if (
        earlierDepth > best ||
        (earlierDepth === best && parent && (earlier.finished ?? 0) > (parent.finished ?? 0))
      ) {
        best = earlierDepth;
        parent = earlier;
      }
    }
    depth.set(request, best + 1);
    if (parent) waitedOn.set(request, parent);
  }
  return { depth, waitedOn };
}

/** The deepest request among `done` (give it what the content needs: code and API calls, not images) and the
 * chain of requests that led to it, first to last. */
export function criticalChain(depths: Depths, done: TimedRequest[]): { roundTrips: number; chain: TimedRequest[] } {
  let deepest: TimedRequest | undefined;
  for (const request of done) {
    if (request.isDocument) continue;
    const depth = depths.depth.get(request) ?? 0;
    const best = deepest ? (depths.depth.get(deepest) ?? 0) : -1;
    // On a tie, the one that finished last: the answer the content was waiting for.
    if (depth > best || (depth === best && (request.finished ?? 0) > (deepest?.finished ?? 0))) deepest = request;
  }
  const chain: TimedRequest[] = [];
  for (let at = deepest; at; at = depths.waitedOn.get(at)) chain.unshift(at);
  return { roundTrips: deepest ? (depths.depth.get(deepest) ?? 0) : 0, chain };
}
