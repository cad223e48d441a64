import { readRecipePage } from '../read-page';

const page = (steps: string) =>
  `<html><head><title>Rice</title></head><body><h1>Rice</h1>
  <h2>Ingredients</h2><ul><li>240 g basmati rice</li><li>480 ml water</li></ul>
  <h2>Method</h2><div><div x-data="{ open: false, tab: 'pot' }">
  <div><button x-on:click="tab = 'pot'">Pot</button><button x-on:click="tab = 'microwave'">Microwave</button></div>
  ${steps}</div></div></body></html>`;

describe('tabs of an Alpine.js tab set', () => {
  it('reads the steps of the tab the set starts on, not those of the tabs the reader does not see', () => {
    const found = readRecipePage(
      page(`<div x-show="tab === 'pot'" x-cloak><ol><li>Rinse the rice.</li><li>Simmer for 15 minutes.</li></ol></div>
        <div x-show="tab === 'microwave'" x-cloak><ol><li>Put the rice in the bowl.</li><li>Heat for 11 minutes.</li>
        </ol></div>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Rinse the rice.', 'Simmer for 15 minutes.'] }]);
  });

  it('keeps a block shown on a condition the markup does not settle', () => {
    const found = readRecipePage(
      page(`<div x-show="open"><ol><li>Rinse the rice.</li><li>Simmer for 15 minutes.</li></ol></div>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Rinse the rice.', 'Simmer for 15 minutes.'] }]);
  });
});
