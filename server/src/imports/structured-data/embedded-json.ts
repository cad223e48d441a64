// The data an app's page carries for its scripts to draw the page from, which is often all there is of the recipe:
// the server's render shows a shell, and the steps come only from the data. Read from the places the common
// frameworks put it: a <script type="application/json"> (Next.js's __NEXT_DATA__, and many others), the chunks of
// Next.js's app router (`self.__next_f.push([1, "…"])`, rows of `id:JSON`), and Inertia's `data-page` attribute.
import type { CheerioAPI } from 'cheerio';

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const FLIGHT_CHUNK = /self\.__next_f\.push\((\[[\s\S]*\])\)\s*;?\s*$/;
/** A row of the app router's stream that holds JSON: `5:["$","div",null,{…}]`. (Other rows are text or imports.) */
const FLIGHT_ROW = /^[0-9a-f]+:([[{].*)$/;

/** The JSON rows of the stream the app router's chunks write, in page order. */
function flightRows($: CheerioAPI): unknown[] {
  let stream = '';
  $('script:not([src])').each((_, element) => {
    const chunk = FLIGHT_CHUNK.exec($(element).text().trim());
    const entry = chunk ? parsed(chunk[1] as string) : undefined;
    if (Array.isArray(entry) && entry[0] === 1 && typeof entry[1] === 'string') stream += entry[1];
  });
  return stream.split('\n').flatMap((line) => {
    const row = FLIGHT_ROW.exec(line);
    const value = row ? parsed(row[1] as string) : undefined;
    return value === undefined ? [] : [value];
  });
}

/** Every JSON value the page embeds for its scripts, parsed. */
export function embeddedJsonValues($: CheerioAPI): unknown[] {
  const values: unknown[] = [];
  $('script[type="application/json" i]').each((_, element) => {
    const value = parsed($(element).text());
    if (value !== undefined) values.push(value);
  });
  $('[data-page]').each((_, element) => {
    const value = parsed($(element).attr('data-page') ?? '');
    if (value !== undefined) values.push(value);
  });
  return [...values, ...flightRows($)];
}
