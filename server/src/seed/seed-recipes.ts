// The recipes a fresh site starts with: real dishes, written as a cook would, so the site is never empty.
import type { DishPicture } from './dish-picture';

type IngredientRow = [ingredient: string, amount: string, notes?: string];
type StepRow = [step: string, notes?: string];

export interface SeedRecipe {
  name: string;
  serves: number;
  /** Minutes. */
  prep: number;
  /** Minutes. */
  cook: number;
  source: string | null;
  /** Tag shorthands. */
  tags: string[];
  picture: DishPicture;
  ingredients: Array<[section: string, rows: IngredientRow[]]>;
  steps: Array<[section: string, rows: StepRow[]]>;
}

export const SEED_RECIPES: SeedRecipe[] = [
  {
    name: 'Classic Margherita Pizza',
    serves: 4,
    prep: 90,
    cook: 12,
    source: 'https://www.seriouseats.com/basic-neapolitan-pizza-dough-recipe',
    tags: ['MAIN', 'VEG', 'BAKE'],
    picture: { table: 'wood', dish: 'board', food: 'pizza', colors: ['#d9482b', '#f4e4b8', '#3f8f3a'] },
    ingredients: [
      [
        'Dough',
        [
          ['Bread flour', '500 g'],
          ['Warm water', '325 ml', 'about 37 °C'],
          ['Instant yeast', '1 tsp'],
          ['Fine salt', '10 g'],
          ['Olive oil', '1 tbsp'],
        ],
      ],
      [
        'Sauce',
        [
          ['Whole peeled tomatoes', '400 g tin', 'San Marzano if you can find them'],
          ['Garlic', '1 clove', 'grated'],
          ['Salt', '1 pinch'],
        ],
      ],
      [
        'Topping',
        [
          ['Fresh mozzarella', '250 g', 'torn and drained'],
          ['Basil leaves', '1 handful'],
          ['Extra-virgin olive oil', 'to drizzle'],
        ],
      ],
    ],
    steps: [
      [
        'Dough',
        [
          [
            'Mix flour, yeast and salt, then add the water and oil and knead for 10 minutes until smooth.',
            'The dough should be soft and slightly tacky.',
          ],
          ['Cover and leave to rise for 1 hour, until doubled.'],
          ['Divide into 4 balls and rest for 15 minutes.'],
        ],
      ],
      [
        'Bake',
        [
          ['Heat the oven with a baking steel or stone to its highest setting for 45 minutes.'],
          ['Crush the tomatoes by hand with the garlic and salt.', 'Do not cook the sauce; it cooks on the pizza.'],
          ['Stretch a ball into a 30 cm round, spread a thin layer of sauce and scatter the mozzarella.'],
          ['Bake for 6–8 minutes until the crust is blistered, then finish with basil and oil.'],
        ],
      ],
    ],
  },
  {
    name: 'Crème Brûlée',
    serves: 6,
    prep: 20,
    cook: 40,
    source: 'https://www.bbcgoodfood.com/recipes/creme-brulee',
    tags: ['DES', 'VEG', 'GF'],
    picture: { table: 'marble', dish: 'ramekin', food: 'custard', colors: ['#e9b35a', '#fbe7b5', '#b5651d'] },
    ingredients: [
      [
        'Custard',
        [
          ['Double cream', '600 ml'],
          ['Vanilla pod', '1', 'split and seeds scraped'],
          ['Egg yolks', '6'],
          ['Caster sugar', '75 g'],
        ],
      ],
      ['Topping', [['Demerara sugar', '6 tsp', 'one per ramekin']]],
    ],
    steps: [
      [
        'Custard',
        [
          ['Heat the oven to 150 °C and put six ramekins in a deep roasting tin.'],
          ['Warm the cream with the vanilla pod and seeds until just steaming, then leave for 10 minutes.'],
          [
            'Whisk the yolks and caster sugar until pale, then pour in the warm cream slowly, whisking.',
            'Pour slowly so the yolks do not scramble.',
          ],
          [
            'Strain into the ramekins, pour hot water into the tin halfway up their sides and bake for 35–40 minutes.',
            'They are done when the centres still wobble like jelly.',
          ],
          ['Cool, then chill for at least 4 hours.'],
        ],
      ],
      [
        'To serve',
        [
          [
            'Sprinkle each with a teaspoon of demerara sugar and caramelise with a blowtorch.',
            'Leave for 2 minutes so the caramel sets hard.',
          ],
        ],
      ],
    ],
  },
  {
    name: 'Chicken Tikka Masala',
    serves: 4,
    prep: 30,
    cook: 40,
    source: 'https://www.bbcgoodfood.com/recipes/chicken-tikka-masala',
    tags: ['MAIN', 'HOT', 'GF'],
    picture: { table: 'slate', dish: 'bowl', food: 'stew', colors: ['#c4501f', '#f0a35e', '#4c9a2a'] },
    ingredients: [
      [
        'Marinade',
        [
          ['Chicken thighs', '700 g', 'boneless, cut into chunks'],
          ['Plain yoghurt', '150 g'],
          ['Garam masala', '2 tsp'],
          ['Ground cumin', '1 tsp'],
          ['Lemon juice', '1 tbsp'],
        ],
      ],
      [
        'Sauce',
        [
          ['Onion', '1 large', 'finely chopped'],
          ['Garlic', '3 cloves'],
          ['Fresh ginger', '2 cm piece', 'grated'],
          ['Chilli powder', '1 tsp'],
          ['Passata', '400 g'],
          ['Double cream', '100 ml'],
        ],
      ],
      [
        'To serve',
        [
          ['Fresh coriander', '1 small bunch'],
          ['Basmati rice', '300 g'],
        ],
      ],
    ],
    steps: [
      [
        'Marinate',
        [
          [
            'Mix the chicken with the yoghurt, spices and lemon juice and leave for at least 30 minutes.',
            'Overnight in the fridge is even better.',
          ],
        ],
      ],
      [
        'Cook',
        [
          ['Grill the chicken under a high heat until charred at the edges, about 10 minutes.'],
          ['Fry the onion in oil until golden, then add garlic, ginger and chilli for 1 minute.'],
          ['Add the passata and simmer for 15 minutes, then blend until smooth.'],
          [
            'Stir in the chicken and cream and simmer for 10 minutes more.',
            'Add a splash of water if it gets too thick.',
          ],
          ['Scatter with coriander and serve with rice.'],
        ],
      ],
    ],
  },
  {
    name: 'French Onion Soup',
    serves: 4,
    prep: 15,
    cook: 75,
    source: 'https://www.seriouseats.com/the-food-lab-french-onion-soup',
    tags: ['SOUP'],
    picture: { table: 'wood', dish: 'bowl', food: 'soup', colors: ['#8a4b1c', '#e8c27a', '#f2dfa8'] },
    ingredients: [
      [
        'Soup',
        [
          ['Onions', '1.2 kg', 'thinly sliced'],
          ['Butter', '50 g'],
          ['Dry white wine', '150 ml'],
          ['Beef stock', '1.2 litres'],
          ['Thyme', '4 sprigs'],
          ['Bay leaf', '1'],
        ],
      ],
      [
        'Croutons',
        [
          ['Baguette', '8 slices'],
          ['Gruyère', '150 g', 'grated'],
        ],
      ],
    ],
    steps: [
      [
        'Soup',
        [
          [
            'Melt the butter in a large pan and cook the onions over a low heat, stirring often, for 45–60 minutes.',
            'They should be deep brown and jammy; do not rush this.',
          ],
          ['Pour in the wine and scrape up the brown bits, then add the stock, thyme and bay.'],
          ['Simmer for 20 minutes and season well.'],
        ],
      ],
      [
        'Finish',
        [
          ['Toast the baguette slices.'],
          ['Ladle the soup into ovenproof bowls, float two slices on each and cover with Gruyère.'],
          ['Grill until bubbling and browned.'],
        ],
      ],
    ],
  },
  {
    name: 'Minestrone',
    serves: 6,
    prep: 20,
    cook: 45,
    source: null,
    tags: ['SOUP', 'VEG', 'VGN'],
    picture: { table: 'linen', dish: 'bowl', food: 'soup', colors: ['#c2562c', '#f3b15a', '#5e9e3c'] },
    ingredients: [
      [
        'Vegetables',
        [
          ['Olive oil', '3 tbsp'],
          ['Onion', '1', 'diced'],
          ['Carrots', '2', 'diced'],
          ['Celery', '2 sticks', 'diced'],
          ['Courgette', '1', 'diced'],
          ['Garlic', '2 cloves'],
        ],
      ],
      [
        'Broth',
        [
          ['Chopped tomatoes', '400 g tin'],
          ['Vegetable stock', '1.5 litres'],
          ['Cannellini beans', '400 g tin', 'drained'],
          ['Small pasta', '100 g', 'ditalini or broken spaghetti'],
        ],
      ],
      [
        'To finish',
        [
          ['Cavolo nero', '100 g', 'shredded'],
          ['Basil', '1 handful'],
        ],
      ],
    ],
    steps: [
      [
        'Cook',
        [
          ['Soften the onion, carrots and celery in the oil for 10 minutes.'],
          ['Add the courgette and garlic and cook for 3 minutes.'],
          ['Add the tomatoes and stock and simmer for 20 minutes.'],
          [
            'Add the beans and pasta and cook until the pasta is tender, about 10 minutes.',
            'The soup thickens as it stands; loosen with water.',
          ],
          ['Stir in the cavolo nero for the last 3 minutes and finish with basil.'],
        ],
      ],
    ],
  },
  {
    name: 'Banana Bread',
    serves: 10,
    prep: 15,
    cook: 60,
    source: 'www.kingarthurbaking.com/recipes/banana-bread-recipe',
    tags: ['BAKE', 'BRK', 'VEG'],
    picture: { table: 'wood', dish: 'board', food: 'loaf', colors: ['#8b5a2b', '#d9a766', '#f4d9a0'] },
    ingredients: [
      [
        'Wet',
        [
          ['Very ripe bananas', '3', 'mashed'],
          ['Butter', '115 g', 'melted'],
          ['Eggs', '2'],
          ['Vanilla extract', '1 tsp'],
        ],
      ],
      [
        'Dry',
        [
          ['Plain flour', '250 g'],
          ['Light brown sugar', '150 g'],
          ['Bicarbonate of soda', '1 tsp'],
          ['Salt', '½ tsp'],
          ['Ground cinnamon', '1 tsp'],
        ],
      ],
      ['Optional', [['Walnuts', '75 g', 'toasted and chopped']]],
    ],
    steps: [
      [
        'Bake',
        [
          ['Heat the oven to 175 °C and line a 900 g loaf tin.'],
          ['Whisk the bananas, butter, eggs and vanilla together.'],
          ['Fold in the dry ingredients until just combined, then the walnuts.', 'Overmixing makes the loaf tough.'],
          [
            'Bake for 55–65 minutes until a skewer comes out clean.',
            'Cover with foil after 40 minutes if it browns too fast.',
          ],
          ['Cool in the tin for 10 minutes before turning out.'],
        ],
      ],
    ],
  },
  {
    name: 'Buttermilk Pancakes',
    serves: 4,
    prep: 10,
    cook: 20,
    source: 'https://www.allrecipes.com/recipe/162760/fluffy-pancakes/',
    tags: ['BRK', 'VEG', 'QCK'],
    picture: { table: 'linen', dish: 'plate', food: 'stack', colors: ['#d8964a', '#f6d28b', '#7b2d5b'] },
    ingredients: [
      [
        'Batter',
        [
          ['Plain flour', '200 g'],
          ['Baking powder', '2 tsp'],
          ['Bicarbonate of soda', '½ tsp'],
          ['Sugar', '1 tbsp'],
          ['Buttermilk', '350 ml'],
          ['Egg', '1'],
          ['Melted butter', '30 g'],
        ],
      ],
      [
        'To serve',
        [
          ['Maple syrup', 'to pour'],
          ['Blueberries', '150 g'],
        ],
      ],
    ],
    steps: [
      [
        'Cook',
        [
          ['Whisk the dry ingredients in one bowl and the wet in another.'],
          [
            'Pour the wet into the dry and stir just until no dry flour shows.',
            'A few lumps are fine and keep the pancakes light.',
          ],
          ['Heat a lightly buttered pan over a medium heat and pour in ladlefuls of batter.'],
          ['Flip when bubbles cover the surface, and cook for 1 minute more.'],
          ['Serve stacked with syrup and blueberries.'],
        ],
      ],
    ],
  },
  {
    name: 'Shakshuka',
    serves: 2,
    prep: 10,
    cook: 25,
    source: 'https://cooking.nytimes.com/recipes/1014721-shakshuka-with-feta',
    tags: ['BRK', 'VEG', 'HOT', 'GF'],
    picture: { table: 'slate', dish: 'pan', food: 'eggs', colors: ['#c0392b', '#f9f3e3', '#f5b82e'] },
    ingredients: [
      [
        'Sauce',
        [
          ['Olive oil', '2 tbsp'],
          ['Onion', '1', 'sliced'],
          ['Red peppers', '2', 'sliced'],
          ['Garlic', '3 cloves'],
          ['Ground cumin', '1 tsp'],
          ['Smoked paprika', '1 tsp'],
          ['Chopped tomatoes', '400 g tin'],
        ],
      ],
      [
        'Eggs',
        [
          ['Eggs', '4'],
          ['Feta', '60 g', 'crumbled'],
          ['Parsley', '1 small bunch'],
        ],
      ],
    ],
    steps: [
      [
        'Sauce',
        [
          ['Cook the onion and peppers in the oil until soft, about 10 minutes.'],
          ['Add the garlic and spices for 1 minute, then the tomatoes, and simmer for 10 minutes.'],
        ],
      ],
      [
        'Eggs',
        [
          ['Make four hollows in the sauce and crack an egg into each.'],
          [
            'Cover and cook gently for 6–8 minutes until the whites are set.',
            'Keep the yolks runny for dipping bread.',
          ],
          ['Scatter with feta and parsley.'],
        ],
      ],
    ],
  },
  {
    name: 'Pad Thai',
    serves: 2,
    prep: 20,
    cook: 10,
    source: 'https://hot-thai-kitchen.com/pad-thai/',
    tags: ['MAIN', 'QCK'],
    picture: { table: 'slate', dish: 'plate', food: 'noodles', colors: ['#e0a458', '#f2c572', '#6aa84f'] },
    ingredients: [
      [
        'Sauce',
        [
          ['Tamarind paste', '3 tbsp'],
          ['Fish sauce', '2 tbsp'],
          ['Palm sugar', '2 tbsp'],
        ],
      ],
      [
        'Stir-fry',
        [
          ['Flat rice noodles', '150 g', 'soaked in warm water for 30 minutes'],
          ['Prawns', '200 g', 'peeled'],
          ['Eggs', '2'],
          ['Firm tofu', '100 g', 'diced'],
          ['Garlic', '2 cloves'],
          ['Bean sprouts', '2 handfuls'],
        ],
      ],
      [
        'Garnish',
        [
          ['Roasted peanuts', '3 tbsp', 'chopped'],
          ['Spring onions', '3'],
          ['Lime', '1', 'cut in wedges'],
        ],
      ],
    ],
    steps: [
      [
        'Cook',
        [
          ['Stir the sauce ingredients together until the sugar dissolves.'],
          ['Stir-fry the garlic, tofu and prawns in a hot wok for 2 minutes.'],
          [
            'Push to one side, scramble the eggs, then add the drained noodles and the sauce.',
            'Toss constantly; add a splash of water if the noodles stick.',
          ],
          ['Add the bean sprouts and spring onions and toss for 1 minute.'],
          ['Serve with peanuts and lime wedges.'],
        ],
      ],
    ],
  },
  {
    name: 'Guacamole',
    serves: 4,
    prep: 10,
    cook: 0,
    source: null,
    tags: ['VEG', 'VGN', 'GF', 'QCK'],
    picture: { table: 'wood', dish: 'bowl', food: 'mash', colors: ['#7fae3e', '#c8dd7a', '#d64533'] },
    ingredients: [
      [
        'Guacamole',
        [
          ['Ripe avocados', '3'],
          ['Lime', '1', 'juiced'],
          ['Red onion', '½', 'very finely chopped'],
          ['Jalapeño', '1', 'seeded and chopped'],
          ['Coriander', '1 handful'],
          ['Salt', 'to taste'],
        ],
      ],
      ['To serve', [['Tortilla chips', '1 bag']]],
    ],
    steps: [
      [
        'Make',
        [
          ['Mash the avocados roughly with a fork.', 'Leave some chunks for texture.'],
          ['Stir in the lime juice, onion, jalapeño and coriander and season with salt.'],
          ['Serve at once with tortilla chips.', 'Press cling film onto the surface if it has to wait.'],
        ],
      ],
    ],
  },
  {
    name: 'Spaghetti Carbonara',
    serves: 2,
    prep: 10,
    cook: 15,
    source: 'https://www.seriouseats.com/the-best-spaghetti-alla-carbonara-recipe',
    tags: ['MAIN', 'QCK'],
    picture: { table: 'marble', dish: 'plate', food: 'noodles', colors: ['#efd08a', '#fff1c1', '#5b3a29'] },
    ingredients: [
      [
        'Pasta',
        [
          ['Spaghetti', '200 g'],
          ['Guanciale', '100 g', 'or pancetta, cut into strips'],
        ],
      ],
      [
        'Sauce',
        [
          ['Egg yolks', '3'],
          ['Whole egg', '1'],
          ['Pecorino Romano', '50 g', 'finely grated'],
          ['Black pepper', '1 tsp', 'freshly ground'],
        ],
      ],
    ],
    steps: [
      [
        'Cook',
        [
          ['Boil the spaghetti in salted water.'],
          ['Meanwhile render the guanciale in a dry pan until crisp; turn off the heat.'],
          ['Whisk the yolks, egg, pecorino and pepper together.'],
          [
            'Add the drained pasta to the pan with a splash of pasta water, then the egg mixture, tossing fast.',
            'The pan must be off the heat, or the eggs scramble.',
          ],
          ['Loosen with more pasta water until glossy and serve at once.'],
        ],
      ],
    ],
  },
  {
    name: 'Beef Bourguignon',
    serves: 6,
    prep: 30,
    cook: 180,
    source: 'https://www.bonappetit.com/recipe/beef-bourguignon',
    tags: ['MAIN'],
    picture: { table: 'wood', dish: 'pan', food: 'stew', colors: ['#6b2a1d', '#a0522d', '#e3b778'] },
    ingredients: [
      [
        'Stew',
        [
          ['Beef chuck', '1.5 kg', 'in 5 cm pieces'],
          ['Smoked bacon lardons', '150 g'],
          ['Plain flour', '2 tbsp'],
          ['Red Burgundy wine', '750 ml'],
          ['Beef stock', '500 ml'],
          ['Tomato purée', '1 tbsp'],
          ['Thyme and bay leaves', '1 bundle'],
        ],
      ],
      [
        'Garnish',
        [
          ['Pearl onions', '18', 'peeled'],
          ['Chestnut mushrooms', '300 g', 'quartered'],
          ['Butter', '30 g'],
        ],
      ],
    ],
    steps: [
      [
        'Braise',
        [
          [
            'Heat the oven to 160 °C. Brown the lardons in a casserole, then brown the beef in batches in the fat.',
            'Crowding the pan steams the meat instead of browning it.',
          ],
          ['Stir in the flour and tomato purée, then the wine, stock and herbs.'],
          ['Cover and braise in the oven for 2½–3 hours until the beef is tender.'],
        ],
      ],
      ['Garnish', [['Brown the onions and mushrooms in butter and stir them into the stew for the last 30 minutes.']]],
    ],
  },
  {
    name: 'Thai Green Curry',
    serves: 4,
    prep: 15,
    cook: 25,
    source: null,
    tags: ['MAIN', 'HOT', 'GF'],
    picture: { table: 'slate', dish: 'bowl', food: 'stew', colors: ['#8fb339', '#e9efc0', '#e4572e'] },
    ingredients: [
      [
        'Curry',
        [
          ['Green curry paste', '3 tbsp'],
          ['Coconut milk', '2 × 400 ml tins'],
          ['Chicken breast', '500 g', 'sliced'],
          ['Thai aubergines', '150 g', 'or one regular aubergine, diced'],
          ['Fish sauce', '1 tbsp'],
          ['Palm sugar', '1 tsp'],
        ],
      ],
      [
        'To finish',
        [
          ['Thai basil', '1 handful'],
          ['Kaffir lime leaves', '4', 'torn'],
          ['Red chilli', '1', 'sliced'],
        ],
      ],
    ],
    steps: [
      [
        'Cook',
        [
          [
            'Fry the curry paste in a few spoonfuls of the thick coconut cream until fragrant.',
            'Scoop the cream from the top of an unshaken tin.',
          ],
          ['Add the chicken and stir to coat, then the rest of the coconut milk.'],
          ['Add the aubergine, fish sauce, sugar and lime leaves and simmer for 15 minutes.'],
          ['Taste: it should be hot, salty and a little sweet. Stir in the basil and chilli.'],
        ],
      ],
    ],
  },
  {
    name: 'Lemon Drizzle Cake',
    serves: 8,
    prep: 15,
    cook: 45,
    source: 'https://www.bbcgoodfood.com/recipes/lemon-drizzle-cake',
    tags: ['BAKE', 'DES', 'VEG'],
    picture: { table: 'marble', dish: 'plate', food: 'slices', colors: ['#f4d35e', '#fff6d5', '#8cb369'] },
    ingredients: [
      [
        'Cake',
        [
          ['Softened butter', '225 g'],
          ['Caster sugar', '225 g'],
          ['Eggs', '4'],
          ['Self-raising flour', '225 g'],
          ['Lemon', '1', 'zested'],
        ],
      ],
      [
        'Drizzle',
        [
          ['Lemons', '1½', 'juiced'],
          ['Granulated sugar', '85 g'],
        ],
      ],
    ],
    steps: [
      [
        'Bake',
        [
          ['Heat the oven to 180 °C and line a loaf tin.'],
          [
            'Beat the butter and sugar until pale, then beat in the eggs one at a time, and fold in the flour and zest.',
          ],
          ['Bake for 45–50 minutes until a skewer comes out clean.'],
        ],
      ],
      [
        'Drizzle',
        [
          [
            'Mix the lemon juice and sugar and spoon over the warm cake after pricking it all over.',
            'The sugar should stay crunchy on top.',
          ],
        ],
      ],
    ],
  },
  {
    name: 'Chocolate Chip Cookies',
    serves: 24,
    prep: 20,
    cook: 12,
    source: 'https://www.kingarthurbaking.com/recipes/chocolate-chip-cookies-recipe',
    tags: ['BAKE', 'DES', 'VEG'],
    picture: { table: 'wood', dish: 'tray', food: 'cookies', colors: ['#c68642', '#e8b77a', '#3b2416'] },
    ingredients: [
      [
        'Dough',
        [
          ['Butter', '170 g', 'softened'],
          ['Light brown sugar', '150 g'],
          ['Caster sugar', '100 g'],
          ['Egg', '1'],
          ['Vanilla extract', '2 tsp'],
          ['Plain flour', '250 g'],
          ['Bicarbonate of soda', '½ tsp'],
          ['Salt', '1 tsp'],
        ],
      ],
      [
        'Mix-ins',
        [
          ['Dark chocolate', '200 g', 'roughly chopped'],
          ['Flaky sea salt', 'a pinch', 'to finish'],
        ],
      ],
    ],
    steps: [
      [
        'Bake',
        [
          ['Cream the butter and sugars, then beat in the egg and vanilla.'],
          ['Mix in the flour, soda and salt, then the chocolate.'],
          ['Chill the dough for at least 1 hour.', 'Chilling gives thicker, chewier cookies.'],
          ['Scoop walnut-sized balls onto lined trays and bake at 180 °C for 10–12 minutes.'],
          ['Sprinkle with flaky salt and leave on the tray for 5 minutes to firm up.'],
        ],
      ],
    ],
  },
  {
    name: 'Roasted Tomato Soup',
    serves: 4,
    prep: 10,
    cook: 45,
    source: null,
    tags: ['SOUP', 'VEG', 'VGN', 'GF'],
    picture: { table: 'linen', dish: 'bowl', food: 'soup', colors: ['#d7263d', '#f46036', '#fefae0'] },
    ingredients: [
      [
        'Roast',
        [
          ['Ripe tomatoes', '1 kg', 'halved'],
          ['Red onion', '1', 'quartered'],
          ['Garlic', '1 bulb', 'top sliced off'],
          ['Olive oil', '3 tbsp'],
        ],
      ],
      [
        'Soup',
        [
          ['Vegetable stock', '500 ml'],
          ['Basil', '1 handful'],
          ['Salt and pepper', 'to taste'],
        ],
      ],
    ],
    steps: [
      [
        'Roast',
        [
          [
            'Roast the tomatoes, onion and garlic with the oil at 200 °C for 40 minutes until soft and catching at the edges.',
          ],
        ],
      ],
      [
        'Blend',
        [
          [
            'Squeeze the garlic from its skins and blend everything with the stock and basil.',
            'Hold the blender lid down with a towel: hot liquids expand.',
          ],
          ['Reheat, season and serve.'],
        ],
      ],
    ],
  },
  {
    name: 'Falafel with Tahini Sauce',
    serves: 4,
    prep: 25,
    cook: 15,
    source: 'https://www.themediterraneandish.com/how-to-make-falafel/',
    tags: ['MAIN', 'VEG', 'VGN'],
    picture: { table: 'slate', dish: 'plate', food: 'rounds', colors: ['#8c5a2b', '#e6c27a', '#5a9e4b'] },
    ingredients: [
      [
        'Falafel',
        [
          ['Dried chickpeas', '250 g', 'soaked overnight, not cooked'],
          ['Onion', '1 small'],
          ['Garlic', '3 cloves'],
          ['Parsley', '1 bunch'],
          ['Coriander', '1 bunch'],
          ['Ground cumin', '2 tsp'],
          ['Baking powder', '½ tsp'],
        ],
      ],
      [
        'Tahini sauce',
        [
          ['Tahini', '80 g'],
          ['Lemon juice', '3 tbsp'],
          ['Cold water', '60 ml'],
          ['Garlic', '1 small clove'],
        ],
      ],
      [
        'To serve',
        [
          ['Flatbreads', '4'],
          ['Pickled turnips', 'a few'],
        ],
      ],
    ],
    steps: [
      [
        'Falafel',
        [
          [
            'Pulse the drained chickpeas with the onion, garlic, herbs and cumin until finely chopped but not a paste.',
            'Canned chickpeas make falafel that fall apart.',
          ],
          ['Stir in the baking powder and shape into small patties.'],
          ['Fry in 175 °C oil for 3–4 minutes until deep brown.'],
        ],
      ],
      ['Sauce', [['Whisk the tahini, lemon, garlic and water until smooth and pourable.']]],
    ],
  },
  {
    name: 'Overnight Oats',
    serves: 1,
    prep: 5,
    cook: 0,
    source: null,
    tags: ['BRK', 'VEG', 'QCK'],
    picture: { table: 'linen', dish: 'glass', food: 'layers', colors: ['#e8d8b0', '#b83b5e', '#f9ed69'] },
    ingredients: [
      [
        'Oats',
        [
          ['Rolled oats', '50 g'],
          ['Milk', '120 ml', 'any kind'],
          ['Greek yoghurt', '2 tbsp'],
          ['Chia seeds', '1 tsp'],
          ['Honey', '1 tsp'],
        ],
      ],
      [
        'Topping',
        [
          ['Raspberries', '1 handful'],
          ['Toasted almonds', '1 tbsp'],
        ],
      ],
    ],
    steps: [
      [
        'Make',
        [
          ['Stir the oats, milk, yoghurt, chia and honey together in a jar.'],
          ['Cover and refrigerate overnight.', 'It keeps for up to 3 days.'],
          ['Top with raspberries and almonds in the morning.'],
        ],
      ],
    ],
  },
  {
    name: 'Mushroom Risotto',
    serves: 4,
    prep: 10,
    cook: 35,
    source: 'https://www.jamieoliver.com/recipes/rice-recipes/mushroom-risotto/',
    tags: ['MAIN', 'VEG', 'GF'],
    picture: { table: 'marble', dish: 'bowl', food: 'mash', colors: ['#d9c7a3', '#8b6b4a', '#4f772d'] },
    ingredients: [
      [
        'Risotto',
        [
          ['Arborio rice', '300 g'],
          ['Shallots', '2', 'finely chopped'],
          ['Dry white wine', '125 ml'],
          ['Hot vegetable stock', '1.2 litres'],
          ['Parmesan', '50 g', 'grated'],
          ['Butter', '40 g'],
        ],
      ],
      [
        'Mushrooms',
        [
          ['Mixed mushrooms', '400 g', 'sliced'],
          ['Dried porcini', '15 g', 'soaked in 150 ml hot water'],
          ['Garlic', '2 cloves'],
          ['Thyme', '2 sprigs'],
        ],
      ],
    ],
    steps: [
      ['Mushrooms', [['Fry the mushrooms hard in a little oil with the garlic and thyme until golden; set aside.']]],
      [
        'Risotto',
        [
          ['Soften the shallots in half the butter, add the rice and stir for 2 minutes.'],
          [
            'Add the wine, then the stock and porcini liquid a ladle at a time, stirring, for about 18 minutes.',
            'Each ladle should be almost absorbed before the next.',
          ],
          ['Stir in the mushrooms, chopped porcini, parmesan and remaining butter; rest for 2 minutes before serving.'],
        ],
      ],
    ],
  },
  {
    name: 'Chili con Carne',
    serves: 6,
    prep: 15,
    cook: 90,
    source: 'https://www.bbcgoodfood.com/recipes/chilli-con-carne-recipe',
    tags: ['MAIN', 'HOT', 'GF'],
    picture: { table: 'wood', dish: 'pan', food: 'stew', colors: ['#9b2915', '#e9b44c', '#50a2a7'] },
    ingredients: [
      [
        'Chili',
        [
          ['Minced beef', '750 g'],
          ['Onions', '2', 'chopped'],
          ['Red pepper', '1', 'diced'],
          ['Garlic', '3 cloves'],
          ['Chilli powder', '2 tsp'],
          ['Ground cumin', '2 tsp'],
          ['Chopped tomatoes', '2 × 400 g tins'],
          ['Kidney beans', '400 g tin', 'drained'],
        ],
      ],
      [
        'To serve',
        [
          ['Soured cream', '150 ml'],
          ['Rice or tortillas', 'for 6'],
        ],
      ],
    ],
    steps: [
      [
        'Cook',
        [
          ['Brown the mince in batches and set aside.'],
          ['Soften the onions and pepper, then add the garlic and spices for 1 minute.'],
          [
            'Return the beef, add the tomatoes and simmer gently, covered, for 1 hour.',
            'A square of dark chocolate stirred in deepens the flavour.',
          ],
          ['Add the beans and cook uncovered for 20 minutes more.'],
        ],
      ],
    ],
  },
  {
    name: 'Apple Crumble',
    serves: 6,
    prep: 20,
    cook: 40,
    source: null,
    tags: ['DES', 'BAKE', 'VEG'],
    picture: { table: 'linen', dish: 'tray', food: 'crumble', colors: ['#d4a373', '#faedcd', '#a7c957'] },
    ingredients: [
      [
        'Fruit',
        [
          ['Bramley apples', '1 kg', 'peeled and sliced'],
          ['Caster sugar', '50 g'],
          ['Ground cinnamon', '1 tsp'],
        ],
      ],
      [
        'Crumble',
        [
          ['Plain flour', '200 g'],
          ['Cold butter', '120 g', 'diced'],
          ['Demerara sugar', '100 g'],
          ['Rolled oats', '40 g'],
        ],
      ],
      ['To serve', [['Custard or vanilla ice cream', 'plenty']]],
    ],
    steps: [
      [
        'Bake',
        [
          ['Heat the oven to 190 °C. Toss the apples with sugar and cinnamon in a baking dish.'],
          [
            'Rub the butter into the flour until it looks like breadcrumbs, then stir in the sugar and oats.',
            'Leave some larger clumps for crunch.',
          ],
          ['Scatter over the fruit and bake for 35–40 minutes until golden and bubbling.'],
        ],
      ],
    ],
  },
  {
    name: 'Greek Salad',
    serves: 4,
    prep: 15,
    cook: 0,
    source: 'https://www.themediterraneandish.com/traditional-greek-salad-recipe/',
    tags: ['VEG', 'GF', 'QCK'],
    picture: { table: 'wood', dish: 'bowl', food: 'salad', colors: ['#e63946', '#a8dadc', '#f1faee'] },
    ingredients: [
      [
        'Salad',
        [
          ['Ripe tomatoes', '4', 'in wedges'],
          ['Cucumber', '1', 'in thick half-moons'],
          ['Green pepper', '1', 'sliced into rings'],
          ['Red onion', '½', 'thinly sliced'],
          ['Kalamata olives', '1 handful'],
        ],
      ],
      [
        'Dressing',
        [
          ['Feta', '200 g', 'one slab'],
          ['Extra-virgin olive oil', '4 tbsp'],
          ['Red wine vinegar', '1 tbsp'],
          ['Dried oregano', '1 tsp'],
        ],
      ],
    ],
    steps: [
      [
        'Assemble',
        [
          [
            'Combine the vegetables and olives in a wide bowl and season lightly.',
            'Salt the tomatoes just before serving so they stay firm.',
          ],
          ['Lay the feta on top, sprinkle with oregano and pour over the oil and vinegar.'],
        ],
      ],
    ],
  },
  {
    name: 'Salmon Teriyaki',
    serves: 2,
    prep: 10,
    cook: 15,
    source: 'https://www.justonecookbook.com/salmon-teriyaki/',
    tags: ['MAIN', 'QCK'],
    picture: { table: 'slate', dish: 'plate', food: 'fillet', colors: ['#f08a5d', '#b83b5e', '#6a994e'] },
    ingredients: [
      [
        'Salmon',
        [
          ['Salmon fillets', '2', 'skin on'],
          ['Neutral oil', '1 tbsp'],
        ],
      ],
      [
        'Teriyaki sauce',
        [
          ['Soy sauce', '3 tbsp'],
          ['Mirin', '3 tbsp'],
          ['Sake', '2 tbsp'],
          ['Sugar', '1 tbsp'],
        ],
      ],
      [
        'To serve',
        [
          ['Steamed rice', '2 bowls'],
          ['Sesame seeds', '1 tsp'],
          ['Spring onion', '1', 'finely sliced'],
        ],
      ],
    ],
    steps: [
      [
        'Cook',
        [
          ['Pat the salmon dry and fry skin side down over a medium-high heat for 4 minutes until crisp.'],
          ['Turn, lower the heat and cook for 2 minutes more.'],
          [
            'Pour in the sauce ingredients and spoon over the fish as the sauce bubbles into a glaze.',
            'It thickens quickly; take it off the heat when it coats a spoon.',
          ],
          ['Serve on rice with sesame and spring onion.'],
        ],
      ],
    ],
  },
  {
    name: 'Käsespätzle',
    serves: 4,
    prep: 20,
    cook: 25,
    source: null,
    tags: ['MAIN', 'VEG'],
    picture: { table: 'wood', dish: 'pan', food: 'noodles', colors: ['#f2c14e', '#fff3c4', '#7a4419'] },
    ingredients: [
      [
        'Spätzle',
        [
          ['Plain flour', '400 g'],
          ['Eggs', '4'],
          ['Milk', '150 ml'],
          ['Salt', '1 tsp'],
          ['Nutmeg', '1 pinch'],
        ],
      ],
      [
        'Cheese and onions',
        [
          ['Emmental', '150 g', 'grated'],
          ['Bergkäse or Gruyère', '100 g', 'grated'],
          ['Onions', '3', 'thinly sliced'],
          ['Butter', '40 g'],
        ],
      ],
    ],
    steps: [
      [
        'Spätzle',
        [
          [
            'Beat the flour, eggs, milk, salt and nutmeg into a thick, elastic batter; rest for 10 minutes.',
            'It should fall from the spoon in slow ribbons.',
          ],
          [
            'Press the batter through a spätzle maker or colander into simmering salted water; lift out when they float.',
          ],
        ],
      ],
      [
        'Assemble',
        [
          ['Fry the onions in the butter until deep golden and crisp.'],
          ['Layer the hot spätzle with the cheese in a warm dish and top with the onions.'],
        ],
      ],
    ],
  },
  {
    name: 'Phở Bò',
    serves: 4,
    prep: 30,
    cook: 180,
    source: 'https://www.seriouseats.com/pho-bo-vietnamese-beef-noodle-soup',
    tags: ['SOUP', 'MAIN', 'GF'],
    picture: { table: 'slate', dish: 'bowl', food: 'soup', colors: ['#b5651d', '#f0dcb4', '#3e8914'] },
    ingredients: [
      [
        'Broth',
        [
          ['Beef bones', '2 kg'],
          ['Onion', '1', 'halved and charred'],
          ['Ginger', '8 cm piece', 'halved and charred'],
          ['Star anise', '4'],
          ['Cinnamon stick', '1'],
          ['Cloves', '4'],
          ['Fish sauce', '3 tbsp'],
        ],
      ],
      [
        'Bowls',
        [
          ['Flat rice noodles', '400 g'],
          ['Beef sirloin', '250 g', 'sliced paper-thin'],
          ['Bean sprouts', '2 handfuls'],
        ],
      ],
      [
        'Herbs',
        [
          ['Thai basil', '1 bunch'],
          ['Lime', '2', 'in wedges'],
          ['Bird’s eye chilli', '2', 'sliced'],
        ],
      ],
    ],
    steps: [
      [
        'Broth',
        [
          ['Blanch the bones for 5 minutes, drain and rinse.', 'This keeps the broth clear.'],
          [
            'Cover with 4 litres of fresh water, add the charred onion and ginger and the toasted spices, and simmer for 3 hours.',
          ],
          ['Strain and season with fish sauce.'],
        ],
      ],
      [
        'Serve',
        [
          ['Put cooked noodles and raw beef in bowls and pour over the boiling broth.', 'The broth cooks the beef.'],
          ['Serve with the herbs, sprouts, lime and chilli.'],
        ],
      ],
    ],
  },
  {
    name: 'Tiramisu',
    serves: 8,
    prep: 30,
    cook: 0,
    source: 'https://www.giallozafferano.com/recipes/Tiramisu.html',
    tags: ['DES', 'VEG'],
    picture: { table: 'marble', dish: 'tray', food: 'layers', colors: ['#6f4e37', '#f3e5c0', '#3b2416'] },
    ingredients: [
      [
        'Cream',
        [
          ['Mascarpone', '500 g'],
          ['Eggs', '4', 'separated, very fresh'],
          ['Caster sugar', '100 g'],
        ],
      ],
      [
        'Layers',
        [
          ['Savoiardi biscuits', '300 g'],
          ['Strong espresso', '300 ml', 'cooled'],
          ['Cocoa powder', 'for dusting'],
        ],
      ],
    ],
    steps: [
      [
        'Cream',
        [
          ['Beat the yolks with half the sugar until pale, then beat in the mascarpone.'],
          ['Whisk the whites with the rest of the sugar to stiff peaks and fold in gently.'],
        ],
      ],
      [
        'Assemble',
        [
          [
            'Dip the biscuits briefly in the coffee and lay them in a dish.',
            'One second each side; soggy biscuits make a wet tiramisu.',
          ],
          ['Cover with half the cream, repeat the layers, and chill for at least 6 hours.'],
          ['Dust with cocoa just before serving.'],
        ],
      ],
    ],
  },
  {
    name: 'Huevos Rancheros',
    serves: 2,
    prep: 10,
    cook: 20,
    source: null,
    tags: ['BRK', 'VEG', 'HOT'],
    picture: { table: 'linen', dish: 'plate', food: 'eggs', colors: ['#d1495b', '#fdf0d5', '#edae49'] },
    ingredients: [
      [
        'Salsa',
        [
          ['Tomatoes', '4', 'chopped'],
          ['Onion', '½'],
          ['Jalapeño', '1'],
          ['Garlic', '1 clove'],
          ['Lime', '½', 'juiced'],
        ],
      ],
      [
        'Plate',
        [
          ['Corn tortillas', '4'],
          ['Eggs', '4'],
          ['Refried beans', '200 g', 'warmed'],
          ['Avocado', '1', 'sliced'],
          ['Queso fresco', '50 g', 'crumbled'],
        ],
      ],
    ],
    steps: [
      ['Salsa', [['Blend the salsa ingredients roughly and simmer for 10 minutes; season.']]],
      [
        'Plate',
        [
          ['Warm the tortillas in a dry pan and spread with the beans.'],
          ['Fry the eggs sunny side up.', 'Baste with hot oil to set the top without flipping.'],
          ['Top each tortilla with an egg and spoon over the salsa, avocado and cheese.'],
        ],
      ],
    ],
  },
  {
    name: 'Red Lentil Dal',
    serves: 4,
    prep: 10,
    cook: 30,
    source: 'https://www.bbcgoodfood.com/recipes/red-lentil-dal',
    tags: ['MAIN', 'VEG', 'VGN', 'GF', 'HOT'],
    picture: { table: 'slate', dish: 'bowl', food: 'soup', colors: ['#e9a03b', '#f7d488', '#4c8c2b'] },
    ingredients: [
      [
        'Dal',
        [
          ['Red lentils', '250 g', 'rinsed'],
          ['Water', '900 ml'],
          ['Ground turmeric', '1 tsp'],
          ['Salt', '1 tsp'],
        ],
      ],
      [
        'Tarka',
        [
          ['Vegetable oil', '3 tbsp'],
          ['Cumin seeds', '1 tsp'],
          ['Mustard seeds', '1 tsp'],
          ['Onion', '1', 'sliced'],
          ['Garlic', '3 cloves', 'sliced'],
          ['Dried red chillies', '2'],
        ],
      ],
      [
        'To serve',
        [
          ['Coriander', '1 handful'],
          ['Lemon', '½'],
        ],
      ],
    ],
    steps: [
      [
        'Dal',
        [
          [
            'Simmer the lentils with the water and turmeric, stirring now and then, for 20–25 minutes until soft and creamy.',
            'Skim off the foam at the start.',
          ],
        ],
      ],
      [
        'Tarka',
        [
          ['Heat the oil and fry the seeds until they pop, then the onion until golden, then the garlic and chillies.'],
          ['Pour the sizzling tarka over the dal, add salt, lemon and coriander.'],
        ],
      ],
    ],
  },
];
