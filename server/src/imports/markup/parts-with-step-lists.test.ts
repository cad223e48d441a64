import { readRecipePage } from '../read-page';

const page = (body: string) =>
  readRecipePage(`<html><body><h1>Bürli</h1><div class="post">${body}</div></body></html>`, 'https://example.com/b');
const picture = '<figure><img src="/p.jpg"></figure>';

describe('a recipe written in parts, each its ingredient paragraphs and then its steps as lists', () => {
  it('reads each part as a group named by its line, and the lists of all parts as the steps', () => {
    const found = page(
      `<p>Recette pour 4 pains</p>
      <p>Ingrédients pour le levain (1 nuit)</p>
      <p><b>150 g de farine bise</b></p><p><b>150 g d'eau tiède</b></p><p>&nbsp;</p>
      <ul><li>Mettre le levain dans un bol,</li></ul>${picture}<ul><li>Ajouter la farine.</li></ul><p>&nbsp;</p>
      <p>Ingrédients pour la pâte (4 heures)</p>
      <p><b>470 g de farine mi-blanche</b></p><p><b>14 g de sel</b></p>
      <ul><li>Pétrir la pâte.</li><li>Laisser lever 3 heures.</li></ul>${picture}<ul><li>Cuire 35 minutes.</li></ul>
      <p>Bon appétit et à bientôt !</p>`,
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'Ingrédients pour le levain (1 nuit)', items: ['150 g de farine bise', "150 g d'eau tiède"] },
      { name: 'Ingrédients pour la pâte (4 heures)', items: ['470 g de farine mi-blanche', '14 g de sel'] },
    ]);
    expect(found?.stepSections).toEqual([
      {
        name: '',
        items: [
          'Mettre le levain dans un bol,',
          'Ajouter la farine.',
          'Pétrir la pâte.',
          'Laisser lever 3 heures.',
          'Cuire 35 minutes.',
        ],
      },
    ]);
  });

  it('leaves a list of amounts after the ingredients line to the ingredient readers', () => {
    const found = page(
      `<p>Ingredients</p><ul><li>150 g flour</li><li>1 egg</li></ul>
      <p>Method</p><ol><li>Mix the flour and the egg.</li><li>Bake.</li></ol>`,
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['150 g flour', '1 egg'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Mix the flour and the egg.', 'Bake.'] }]);
  });
});
