// One step that is really several, numbered in its text: "1. Mix the flour. 2. Add the water. 3. Bake." → three
// steps. Only a run that starts at 1 at the very beginning and counts up by one, each number after a sentence's
// end, is taken as numbering ("Bake for 2. Then…" or "Step 2" inside a text are not).
import type { FoundSection } from './found-recipe';

function split(line: string): string[] {
  if (!/^1[.)]\s/.test(line)) return [line];
  const parts: string[] = [];
  let rest = line.replace(/^1[.)]\s+/, '');
  for (let next = 2; ; next += 1) {
    const marker = new RegExp(`([.!?])\\s+${next}[.)]\\s+`).exec(rest);
    if (!marker) break;
    parts.push(rest.slice(0, marker.index + 1).trim());
    rest = rest.slice(marker.index + marker[0].length);
  }
  parts.push(rest.trim());
  return parts.length > 1 ? parts.filter(Boolean) : [line];
}

export function splitNumberedSteps(sections: Array<FoundSection<string>>): Array<FoundSection<string>> {
  return sections.map((section) => ({ ...section, items: section.items.flatMap(split) }));
}
