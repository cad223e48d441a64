import { collapseSpaces, letters, plainText, repairMojibake } from './text';

describe('collapseSpaces', () => {
  it('drops joiners left beside a space or at an end, and keeps those that join the letters of a word', () => {
    expect(collapseSpaces('\u200d225 g flour \u200c')).toBe('225 g flour');
    expect(collapseSpaces('salt \u200d\u200b and  pepper')).toBe('salt and pepper');
    expect(collapseSpaces('می\u200cخواهم')).toBe('می\u200cخواهم');
    expect(collapseSpaces('cook 👩\u200d🍳')).toBe('cook 👩\u200d🍳');
  });

  it('reads a hostile run of 100,000 joiners in one pass', () => {
    const run = '\u200d'.repeat(100_000);
    expect(collapseSpaces(`a${run}b`)).toBe(`a${run}b`);
    expect(collapseSpaces(`a${run} b`)).toBe('a b');
  });
});

describe('plainText', () => {
  it('gives the text a reader sees: entities decoded, words apart at block ends, no style sheet or script', () => {
    expect(plainText('<p>Preheat&amp;nbsp;the oven.</p><p>Mix.</p>')).toBe('Preheat the oven. Mix.');
    expect(
      plainText(
        '<div><style>.css-106f026{font-family:Charter}</style>1. Preheat the oven.<script>track()</script></div>',
      ),
    ).toBe('1. Preheat the oven.');
  });

  it('keeps apart the words of two elements of other kinds that meet with nothing between them', () => {
    expect(plainText('<li><span class="amount">200 g</span><span class="name">Flour</span></li>')).toBe('200 g Flour');
    expect(plainText('<li><strong>Flour</strong><span>200 g</span></li>')).toBe('Flour 200 g');
    // A unit after its number, an office document's pieces of one word, a superscript: as the page shows them.
    expect(plainText('<span class="qty">250</span><span class="unit">g</span> flour')).toBe('250g flour');
    expect(plainText('<span class="run">S</span><span class="run">martSwitch</span>')).toBe('SmartSwitch');
    expect(plainText('<span>10 m</span><sup>2</sup>')).toBe('10 m2');
  });

  it('drops soft hyphens, which only mark where a word may break', () => {
    expect(plainText('Berg&shy;käse und Frisch\u00adkäse')).toBe('Bergkäse und Frischkäse');
  });
});

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
