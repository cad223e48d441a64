// Kitchen units parse-ingredient (its `additionalUOMs`) lacks: those of other languages than English, one metric
// unit, "handful", and the English pieces and packs ("3 slices bacon", "1 jar pesto"). It knows the English measures:
// "3 EL Olivenöl" is 3 EL of olive oil as "3 tbsp olive oil" is 3 tbsp of it. Words (and their abbreviations) that
// name a measure and nothing else; the parser reads a unit as one word, so a unit of several ("cuillères à soupe",
// MULTI_WORD_UNITS) is given to it joined by underscores, as it is written here.
import type { UnitOfMeasureDefinitions } from 'parse-ingredient';

const joined = (name: string) => name.trim().replace(/\s+/g, '_');

const unit = (short: string, plural: string, ...alternates: string[]) => ({
  short: joined(short),
  plural: joined(plural),
  alternates: alternates.map(joined),
});

export const KITCHEN_UNITS: UnitOfMeasureDefinitions = {
  // Metric, which the parser knows but for this one ("25cl de crème", "4 cl Gin")
  centiliter: unit('cl', 'centiliters', 'centiliter', 'centilitre', 'centilitres', 'cL'),
  // German
  esslöffel: unit('EL', 'Esslöffel', 'Essl.', 'Eßl.', 'Eßlöffel'),
  teelöffel: unit('TL', 'Teelöffel', 'Teel.'),
  prise: unit('Prise', 'Prisen'),
  messerspitze: unit('Msp.', 'Messerspitzen', 'Msp', 'Messerspitze'),
  bund: unit('Bund', 'Bund', 'Bd.'),
  päckchen: unit('Pck.', 'Päckchen', 'Pkg.', 'Packung', 'Packungen'),
  becher: unit('Becher', 'Becher'),
  zehe: unit('Zehe', 'Zehen'),
  stück: unit('Stück', 'Stück', 'Stk.', 'Stk'),
  kugel: unit('Kugel', 'Kugeln'),
  // French
  cuillère_à_soupe: unit(
    'c.à.s.',
    'cuillères à soupe',
    ...[
      'c.à.s',
      'càs',
      'cas',
      'cs',
      'CS',
      'c.a.s',
      'c.s',
      'c.s.',
      'c. à soupe',
      'c. à s.',
      'c. à s',
      'cuil. à soupe',
      'cuill. à soupe',
    ],
    ...['cuillerée à soupe', 'cuillerées à soupe', 'cuillère à table', 'cuillères à table', 'c. à table'],
  ),
  cuillère_à_café: unit(
    'c.à.c.',
    'cuillères à café',
    ...['c.à.c', 'càc', 'cac', 'cc', 'c.a.c', 'c.c', 'c.c.', 'c. à café', 'c. à c.', 'c. à c', 'cuil. à café'],
    'cuill. à café',
    ...['cuillerée à café', 'cuillerées à café', 'cuillère à thé', 'cuillères à thé', 'c. à thé'],
  ),
  pincée: unit('pincée', 'pincées'),
  gousse: unit('gousse', 'gousses'),
  feuille: unit('feuille', 'feuilles'),
  tranche: unit('tranche', 'tranches', 'tran.'),
  botte: unit('botte', 'bottes'),
  brin: unit('brin', 'brins'),
  unité: unit('unité', 'unités'),
  sachet: unit('sachet', 'sachets'),
  gramme: unit('gr', 'gr', 'gr.', 'grammes', 'gramos', 'grammi', 'grama', 'gramas'),
  // Spanish, Portuguese, Italian
  cucharada: unit('cda.', 'cucharadas', 'cda', 'cdas', 'cucharada'),
  cucharadita: unit('cdta.', 'cucharaditas', 'cdta', 'cdtas', 'cucharadita'),
  taza: unit('taza', 'tazas'),
  pizca: unit('pizca', 'pizcas'),
  diente: unit('diente', 'dientes'),
  colher_de_sopa: unit('c. de sopa', 'colheres de sopa', ...['colher de sopa', 'colher (sopa)', 'colheres (sopa)']),
  colher_de_chá: unit('c. de chá', 'colheres de chá', ...['colher de chá', 'colher (chá)', 'colheres (chá)']),
  colher: unit('colher', 'colheres'),
  colher_de_sobremesa: unit(
    'colher de sobremesa',
    'colheres de sobremesa',
    'colher (sobremesa)',
    'colheres (sobremesa)',
  ),
  mililitro: unit('mililitro', 'mililitros'),
  litro: unit('litro', 'litros'),
  xícara: unit('xícara', 'xícaras', 'xícara (chá)', 'xícaras (chá)', 'xícara de chá', 'xícaras de chá', 'xíc.'),
  lata: unit('lata', 'latas'),
  pitada: unit('pitada', 'pitadas'),
  unidade: unit('unidade', 'unidades', 'unid.', 'unid'),
  dente: unit('dente', 'dentes'),
  cucchiaio: unit('cucchiaio', 'cucchiai'),
  cucchiaino: unit('cucchiaino', 'cucchiaini'),
  spicchio: unit('spicchio', 'spicchi'),
  // Dutch
  eetlepel: unit('el', 'eetlepels', 'eetlepel', 'eetl.'),
  theelepel: unit('tl', 'theelepels', 'theelepel', 'thl.'),
  snufje: unit('snufje', 'snufjes'),
  teentje: unit('teentje', 'teentjes'),
  teen: unit('teen', 'tenen'),
  stuk: unit('stuk', 'stuks'),
  blik: unit('blik', 'blikken', 'blikje', 'blikjes'),
  takje: unit('takje', 'takjes'),
  bosje: unit('bosje', 'bosjes'),
  // Polish
  łyżka: unit('łyżka', 'łyżki', 'łyżek', 'łyżkę'),
  łyżeczka: unit('łyżeczka', 'łyżeczki', 'łyżeczek', 'łyżeczkę'),
  szklanka: unit('szklanka', 'szklanki', 'szklanek', 'szklankę'),
  szczypta: unit('szczypta', 'szczypty', 'szczyptę'),
  ząbek: unit('ząbek', 'ząbki', 'ząbków'),
  // Norwegian, Danish, Swedish
  spiseskje: unit('ss', 'ss', 'spsk', 'spsk.', 'msk', 'msk.'),
  teskje: unit('ts', 'ts', 'tsk', 'tsk.'),
  kryddmått: unit('krm', 'krm', 'krm.'),
  stycken: unit('st', 'st'),
  // Hungarian, Slovak, Czech
  darab: unit('db', 'db', 'db.'),
  dekagramm: unit('dkg', 'dkg', 'dag'),
  evőkanál: unit('ek', 'ek', 'ek.', 'evőkanál'),
  kávéskanál: unit('kk', 'kk', 'kk.', 'kávéskanál'),
  teáskanál: unit('tk', 'tk', 'tk.', 'teáskanál'),
  csipet: unit('csipet', 'csipet'),
  gerezd: unit('gerezd', 'gerezd'),
  csomag: unit('csomag', 'csomag'),
  szál: unit('szál', 'szál'),
  csokor: unit('csokor', 'csokor'),
  kus: unit('ks', 'ks', 'ks.'),
  polievková_lyžica: unit('PL', 'PL', 'PL.', 'pl.', 'lyžica', 'lyžice', 'lyžíc', 'polievkové lyžice'),
  čajová_lyžička: unit('ČL', 'ČL', 'ČL.', 'čl.', 'KL', 'lyžička', 'lyžičky', 'lyžičiek', 'čajové lyžičky'),
  štipka: unit('štipka', 'štipky', 'štipku'),
  // Greek
  κουταλιά_σούπας: unit('κ.σ.', 'κ.σ.', 'κ.σ'),
  κουταλάκι_γλυκού: unit('κ.γ.', 'κ.γ.', 'κ.γ'),
  φλιτζάνι: unit('φλ.', 'φλ.', 'φλιτζάνι', 'φλιτζάνια'),
  ματσάκι: unit('ματσ.', 'ματσάκια', 'ματσάκι'),
  κιλό: unit('κιλό', 'κιλά', 'kilo', 'kilos'),
  // Russian, Ukrainian
  грамм: unit('г', 'грамм', 'гр', 'гр.', 'г.', 'граммов', 'грамма'),
  килограмм: unit('кг', 'килограмм', 'кг.', 'килограмма'),
  миллилитр: unit('мл', 'миллилитров', 'мл.', 'миллилитр'),
  литр: unit('л', 'литра', 'л.', 'литр', 'литров'),
  штука: unit('шт', 'штук', 'шт.', 'штука', 'штуки'),
  столовая_ложка: unit(
    'ст. л.',
    'столовые ложки',
    'ст.л.',
    'ст. ложки',
    'ст. ложка',
    'столовая ложка',
    'столовых ложек',
  ),
  чайная_ложка: unit('ч. л.', 'чайные ложки', 'ч.л.', 'ч. ложки', 'ч. ложка', 'чайная ложка', 'чайных ложек'),
  стакан: unit('стакан', 'стакана', 'стаканов'),
  щепотка: unit('щепотка', 'щепотки'),
  зубчик: unit('зубчик', 'зубчика', 'зубчиков'),
  // Turkish (the two-word spoons and glasses are MULTI_WORD_UNITS below)
  adet: unit('adet', 'adet'),
  yemek_kaşığı: unit('yemek kaşığı', 'yemek kaşığı'),
  tatlı_kaşığı: unit('tatlı kaşığı', 'tatlı kaşığı'),
  çay_kaşığı: unit('çay kaşığı', 'çay kaşığı'),
  su_bardağı: unit('su bardağı', 'su bardağı'),
  çay_bardağı: unit('çay bardağı', 'çay bardağı'),
  kahve_fincanı: unit('kahve fincanı', 'kahve fincanı'),
  // French (pièce(s), read as its plural)
  pièce: unit('pièce', 'pièces'),
  // A handful, a splash: measures of a little, in several languages
  handful: unit('handful', 'handfuls'),
  handvoll: unit('Handvoll', 'Handvoll'),
  schuss: unit('Schuss', 'Schuss'),
  handje: unit('handje', 'handjes'),
  scheutje: unit('scheutje', 'scheutjes'),
  poignée: unit('poignée', 'poignées'),
  puñado: unit('puñado', 'puñados'),
  chorrito: unit('chorrito', 'chorritos'),
  pizzico: unit('pizzico', 'pizzichi'),
  manciata: unit('manciata', 'manciate'),
  knivsudd: unit('knivsudd', 'knivsuddar'),
  nypa: unit('nypa', 'nypor'),
  // English pieces and packs the parser leaves out ("3 slices bacon", "1 jar (4 ounces) mushrooms")
  slice: unit('slice', 'slices', 'slice(s)'),
  sheet: unit('sheet', 'sheets'),
  stalk: unit('stalk', 'stalks'),
  rib: unit('rib', 'ribs'),
  leaf: unit('leaf', 'leaves'),
  rasher: unit('rasher', 'rashers'),
  strip: unit('strip', 'strips'),
  fillet: unit('fillet', 'fillets'),
  scoop: unit('scoop', 'scoops'),
  loaf: unit('loaf', 'loaves'),
  jar: unit('jar', 'jars'),
  bottle: unit('bottle', 'bottles'),
  tin: unit('tin', 'tins'),
  packet: unit('packet', 'packets'),
  envelope: unit('envelope', 'envelopes'),
  block: unit('block', 'blocks'),
  tub: unit('tub', 'tubs'),
  punnet: unit('punnet', 'punnets'),
  item: unit('item', 'items'),
  each: unit('each', 'each', 'ea.'),
  count: unit('count', 'count', 'ct.', 'ct'),
  unit: unit('unit', 'units'),
  // English shorthands the parser leaves out
  tbs: unit('TB', 'TBs', 'tbs', 'tbs.', 'Tbsps', 'tbsps'),
  tsps: unit('tsps', 'tsps'),
  gm: unit('gm', 'gms', 'gm.'),
};

/**
 * Units written as several words ("2 yemek kaşığı sıvı yağ", "3 cuillères à soupe de sucre"), as the line writes
 * them; the parser knows each joined by underscores. The longest first, so "c. à soupe" is not read as "c.".
 */
export const MULTI_WORD_UNITS: readonly string[] = [
  ...new Set(
    Object.entries(KITCHEN_UNITS).flatMap(([key, { short, plural, alternates }]) =>
      [key, short, plural, ...(alternates ?? [])]
        .filter((name) => name.includes('_'))
        .map((name) => name.replace(/_/g, ' ')),
    ),
  ),
].sort((a, b) => b.length - a.length);
