// Amounts of Chinese ingredient lines, written before the name, mostly without a space: "150克鸡胸肉" is 150 克
// (grams) of 鸡胸肉, "125 克 细砂糖" 125 grams of sugar, "半根胡萝卜" half a 根 (stalk) of carrot, "适量黑胡椒粉" black
// pepper to taste. A number (in figures or in Chinese numerals) is an amount only with a measure word after it, as
// Chinese counts nothing without one.
import type { IngredientParts } from './ingredient-line';

/** Measure words and units, longest first so "千克" is not read as "千" + "克". */
const MEASURES = (
  '千克 公斤 毫升 汤匙 茶匙 大勺 小勺 小撮 小把 克 斤 升 个 只 根 片 块 勺 杯 碗 把 颗 粒 瓣 条 张 包 袋 盒 罐 滴 撮 枚 棵 朵 段 ' +
  'kg g ml l'
)
  .split(' ')
  .sort((a, b) => b.length - a.length);

const NUMBER = '(?:\\d+(?:[.,/]\\d+)?|[一二两三四五六七八九十百半]+)';
/** A number, its measure word, and a half after it where there is one ("一个半", one and a half). */
const AMOUNT = new RegExp(`^(${NUMBER}\\s*(?:${MEASURES.join('|')})半?)(?=\\s*\\p{Script=Han})`, 'iu');
/** "适量" (as needed), "少许" (a little): an amount that names no number. */
const AS_NEEDED = /^(适量|少许|少量|若干)(?=\p{Script=Han})/u;

/** The parts of a Chinese line that starts with its amount; undefined for any other line. */
export function chineseAmountParts(line: string): IngredientParts | undefined {
  const match = AMOUNT.exec(line) ?? AS_NEEDED.exec(line);
  if (!match) return undefined;
  const amount = match[1] as string;
  const ingredient = line.slice(match[0].length).trim();
  return ingredient ? { amount, ingredient, notes: '' } : undefined;
}
