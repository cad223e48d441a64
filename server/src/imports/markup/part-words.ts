// The words and names by which a page marks a recipe's parts: the headings over its ingredients and steps in many
// languages ("Zutaten", "Bereiding", "作り方"), the classes of the blocks that hold them, the groups that are no part
// of them (equipment, notes), and a line that is nothing but such a name.
import { TIME_WORDS } from './label-lines';
import { RECIPE_WORDS } from '../text';

export const INGREDIENT_WORDS =
  /^((?:recipe|main|the)\s+ingredients|ingredients?|ingredient list|list of ingredients|liste des ingrédients|zutatenliste|ingrediëntenlijst|what you(?:'|’)?ll need|you(?:'|’)?ll need|things you(?:'|’)?ll need|zutaten|ingrédients|ingredienti|ingredientes|składniki|ingrediënten|benodigdheden|suroviny|ingredience|ingrediencie|hozzávalók|ingredienser|malzemeler|ainekset|sastojci|sestavine|ingrediente|ingredientai|sastāvdaļas|koostisosad|bahan(-bahan)?|nguyên liệu)\b|^(材料|食材|用料|作り方の材料|ингредиенты|продукты|інгредієнти|υλικά|المكونات|מצרכים|מרכיבים|सामग्री|ส่วนผสม|วัตถุดิบ)/i;
/** Words that head the steps in scripts with word spaces ("Instructions", "Zubereitung"); not "Preparation Time". */
const STEP_HEADING_WORDS = new RegExp(
  `^((?:cooking|recipe|baking|preparation)\\s+(?:instructions?|directions?|method|steps)|instructions?|directions?|method|procedure|preparation|steps|step[- ]by[- ]step|(?:a\\s+)?(?:${RECIPE_WORDS})$|(?:here(?:'|’)?s\\s+)?how to make( it)?|zubereitungsschritte|zubereitung|anleitung|préparation|étapes|preparazione|procedimento|preparación|elaboración|modo de preparo|preparo|przygotowanie|bereiding|bereidingswijze|bereiden|postup|příprava|elkészítés|gör så här|yapılışı|tillagning|zo maak je (het|dit)|aan de slag|so wird(?:'|’)?s gemacht|so wird es gemacht|slik gjør du|sådan gør du|fremgangsmåten?|fremgangsmåden?|valmistus(ohje)?|priprema|postupak|priprava|mod de preparare|preparare|gaminimas|pagatavošana|valmistamine|cara membuat|langkah(-langkah)?|cách làm|sposób przygotowania|modo de fazer|modo de preparação|preparação)`,
  'i',
);
/** Words that head the steps in other scripts. */
const STEP_HEADING_WORDS_UNSPACED =
  /^(做法|作法|步骤|步驟|作り方|手順|만드는 법|조리법|приготовление|способ приготовления|приготування|εκτέλεση|οδηγίες|παρασκευή|طريقة التحضير|אופן ההכנה|הוראות הכנה|विधि|วิธีทำ)/;
export const STEP_WORDS = new RegExp(
  `${STEP_HEADING_WORDS.source}\\b(?!\\s*(?:${TIME_WORDS.join('|')})\\b)|${STEP_HEADING_WORDS_UNSPACED.source}`,
  'i',
);
/** A group of the ingredient list that names the tools the recipe needs ("Equipment Needed"): no ingredients. */
export const EQUIPMENT_WORDS =
  /^(special |kitchen )?(equipment|tools|utensils)( needed| you(?:'|’)?ll need)?:?$|^(matériel|ustensiles|utensilien|küchengeräte|(?:besonderes |benötigtes )?zubehör|küchenzubehör|attrezzatura|utensili|utensilios|equipamiento|benodigd keukengerei|keukengerei|materiaal|udstyr|utstyr|utrustning|redskaber|redskaper|redskap)( nécessaire| nécessaires)?:?$/i;
/** Classes and ids that name a block of the tools, of the ingredients, of the steps. */
export const EQUIPMENT_CLASS = /equipment|utensil|ustensile|materiel\b|tools\b|accessoire|accessor(y|ies)\b/i;
/** A box about the food as a product (a meal kit's "Allergens & composition", "Storage"): no part of the recipe. */
export const PRODUCT_INFO_CLASS = /allergen|nutrition|storage|conservation/i;
export const INGREDIENT_CLASS = /ingredient|zutat|ingredi/i;
export const STEP_CLASS =
  /instruction|direction|method|preparation|recipe[-_]?steps?|zubereitung|preparo|bereiding|postup/i;

/**
 * A group of the steps named as notes or tips ("Notes", "Sugerencia", "Astuces :"): asides after the steps, no part
 * of them.
 */
export const NOTES_GROUP =
  /^(notes?|tips?|tips (?:and|&) tricks|hinweise?|tipps?|astuces?|remarques?|notas?|consejos?|sugerencias?|suggerimenti|suggerimento|dicas?|wskazówki|wskazówka|opmerkingen|opmerking|poznámky|poznámka)\s*:?$/iu;

/**
 * "Abrikozenvlaai maken": a heading over the steps as "How to make …" is, in languages that put the verb last. Only a
 * heading over the steps; as a group's name among them ("Deeg maken") it names that group.
 */
export const MAKING_HEADING = /^[^.!?:]{3,60}\s(?:maken|zubereiten)\s*$/i;
/** The words over the steps, and a heading over them that names making the dish ("Abrikozenvlaai maken"). */
export const STEP_HEADING = new RegExp(`${STEP_WORDS.source}|${MAKING_HEADING.source}`, 'i');

/** "Recipe: Orange Juice Carrots", a heading over the recipe when the page names its parts no other way. */
export const RECIPE_HEADING = new RegExp(`^(${RECIPE_WORDS})\\s*:`, 'iu');

/**
 * A heading's text without the pictographs a page sets before it ("🛒 Ingredients", "👩‍🍳 How to Make It"): they
 * decorate the heading and name nothing.
 */
export function withoutLeadingPictographs(text: string): string {
  return text.replace(/^(?:[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u{1F1E6}-\u{1F1FF}\u200d\ufe0f]\s*)+/u, '');
}

/**
 * A line that is nothing but a part's name ("Instructions:", "Method", "Preparación."), not a text that starts with
 * one.
 */
export function isPartLabel(text: string, words: RegExp): boolean {
  return text.length <= 40 && words.test(text) && /^[\p{L}\p{M}\s'’&-]+[:.]?$/u.test(text);
}
