import { letters, plainText, repairMojibake } from './text';

describe('repairMojibake', () => {
  it('decodes UTF-8 that was read as Latin-1 back into its characters', () => {
    expect(repairMojibake('1Â¼ cups half and half')).toBe('1¼ cups half and half');
    expect(repairMojibake('crÃ¨me fraÃ®che, 180Â°C')).toBe('crème fraîche, 180°C');
    expect(plainText('Â½ teaspoon vanilla')).toBe('½ teaspoon vanilla');
  });

  it('leaves real text alone', () => {
    for (const text of ['São Paulo à la crème', 'Ärger über Öl', '½ tsp — 180 °C', 'Æble ¼'])
      expect(repairMojibake(text)).toBe(text);
  });
});

describe('letters', () => {
  it('compares texts by their letters and digits, a vulgar fraction as its written-out form', () => {
    expect(letters('1 ½ cups Heavy-cream')).toBe(letters('1 1/2 cups heavy cream'));
    expect(letters('¼ tsp salt')).toBe(letters('1/4 tsp salt'));
    expect(letters('½ tsp salt')).not.toBe(letters('1/4 tsp salt'));
  });
});
