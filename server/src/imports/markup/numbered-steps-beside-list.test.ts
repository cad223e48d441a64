import { readRecipePage } from '../read-page';

const page = (body: string) =>
  `<html><head><title>Curry</title></head><body><h1>Curry</h1>
  <h2>Ingredients</h2><ul><li>240 g rice</li><li>1 onion</li></ul>${body}</body></html>`;

describe('steps a block each after a line that numbers them, one of them a list', () => {
  it('reads the blocks after the list as steps too, a step a line', () => {
    const found = readRecipePage(
      page(`<h2>Preparation</h2><div>
        <div class="title">Step 01</div>
        <div><p>Chosen rice: basmati</p><div><div>Pot</div><div><ol><li>Wash the rice.</li><li>Boil it.</li></ol>
        </div></div></div>
        <div class="title">Step 02</div><div>Chop the onion and fry it.</div>
        <div class="title">Step 03</div><div>Add the milk.<br>Simmer for 10 minutes.</div>
        </div><div class="share">Share this recipe</div>`),
    );
    expect(found?.stepSections).toEqual([
      {
        name: '',
        items: ['Wash the rice.', 'Boil it.', 'Chop the onion and fry it.', 'Add the milk.', 'Simmer for 10 minutes.'],
      },
    ]);
  });
});
