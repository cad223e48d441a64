// Words the generated recipes are made of: enough variety that names, sort keys and search words look like a
// real collection (accents included, so folding and name order are exercised), not "Recipe 1 … Recipe 100000".

export const STYLES = [
  'Smoky', 'Spicy', 'Creamy', 'Crispy', 'Roasted', 'Grilled', 'Slow-Cooked', 'Honey-Glazed', 'Lemony', 'Garlicky',
  'Herby', 'Sticky', 'Golden', 'Rustic', 'Easy', 'Quick', 'Weeknight', 'Classic', "Grandma's", 'Sunday', 'Summer',
  'Winter', 'Autumn', 'Spring', 'Tuscan', 'Provençal', 'Moroccan', 'Thai', 'Korean', 'Mexican', 'Greek', 'Indian',
  'Japanese', 'Sicilian', 'Cajun', 'Nordic', 'Basque', 'Vietnamese', 'Persian', 'Lebanese', 'Brown-Butter',
  'Charred', 'One-Pot', 'Sheet-Pan', 'Zesty', 'Sweet and Sour', 'Peppery', 'Buttery', 'Oven-Baked', 'Pan-Fried',
];

export const MAINS = [
  'Chicken', 'Beef', 'Pork', 'Lamb', 'Salmon', 'Cod', 'Prawn', 'Tofu', 'Chickpea', 'Lentil', 'Mushroom', 'Aubergine',
  'Courgette', 'Sweet Potato', 'Pumpkin', 'Spinach', 'Kale', 'Tomato', 'Red Pepper', 'Halloumi', 'Feta', 'Apple',
  'Pear', 'Plum', 'Cherry', 'Lemon', 'Orange', 'Banana', 'Chocolate', 'Almond', 'Hazelnut', 'Coconut', 'Mango',
  'Pineapple', 'Rhubarb', 'Strawberry', 'Raspberry', 'Blueberry', 'Carrot', 'Beetroot', 'Cauliflower', 'Broccoli',
  'Leek', 'Onion', 'Ginger', 'Sesame', 'Miso', 'Jalapeño', 'Chorizo', 'Bacon', 'Duck', 'Turkey', 'Crab', 'Mussel',
  'Squid', 'Tuna', 'Trout', 'Egg', 'Ricotta', 'Gruyère', 'Parmesan', 'Black Bean', 'Pea', 'Asparagus', 'Fennel',
  'Celeriac', 'Parsnip', 'Sweetcorn', 'Quinoa', 'Barley', 'Oat', 'Walnut', 'Pistachio', 'Date', 'Fig', 'Apricot',
  'Peach', 'Crème Fraîche', 'Paneer', 'Butternut Squash',
];

export const DISHES = [
  'Stew', 'Soup', 'Salad', 'Pie', 'Tart', 'Bake', 'Stir-Fry', 'Tacos', 'Burgers', 'Skewers', 'Pasta', 'Lasagne',
  'Frittata', 'Omelette', 'Pancakes', 'Muffins', 'Bread', 'Cake', 'Cookies', 'Brownies', 'Crumble', 'Galette', 'Dal',
  'Chowder', 'Bisque', 'Ramen', 'Noodles', 'Fried Rice', 'Pilaf', 'Flatbread', 'Quiche', 'Casserole', 'Chili',
  'Gnocchi', 'Bowl', 'Wraps', 'Sandwich', 'Risotto', 'Curry', 'Tagine', 'Gratin', 'Soufflé', 'Crêpes', 'Pâté',
  'Paella', 'Traybake', 'Fritters', 'Dumplings', 'Hotpot', 'Biryani', 'Scones', 'Porridge', 'Smoothie', 'Clafoutis',
];

export const WITH = [
  'Lemon', 'Herbs', 'Yoghurt', 'Salsa Verde', 'Chimichurri', 'Tahini', 'Pesto', 'Crème Fraîche', 'Chilli Oil',
  'Brown Butter', 'Toasted Almonds', 'Feta', 'Pickled Onions', 'Gremolata', 'Garlic Bread', 'Rice', 'Greens',
  'Crispy Shallots', 'Hazelnuts', 'Custard', 'Whipped Cream', 'Caramel', 'Honey', 'Pomegranate', 'Aioli',
];

export const PEOPLE = ['Nonna', 'Aunt Rosa', 'Mamie', 'Grandpa Joe', 'Babcia', 'Oma', 'Yiayia', 'Uncle Sam', 'Chloé', 'Søren'];

/** Ingredients nearly every kitchen uses: they make the common search words. */
export const PANTRY = [
  'Salt', 'Black pepper', 'Olive oil', 'Garlic', 'Onion', 'Butter', 'Plain flour', 'Caster sugar', 'Eggs', 'Milk',
  'Lemon juice', 'Vegetable stock', 'Tomato purée', 'Soy sauce', 'Honey', 'Rapeseed oil', 'Red onion', 'Water',
];

export const INGREDIENTS = [
  'Chicken thighs', 'Beef mince', 'Pork shoulder', 'Lamb shoulder', 'Salmon fillets', 'Cod loin', 'King prawns',
  'Firm tofu', 'Chickpeas', 'Red lentils', 'Chestnut mushrooms', 'Aubergine', 'Courgette', 'Sweet potatoes',
  'Pumpkin', 'Baby spinach', 'Cavolo nero', 'Cherry tomatoes', 'Tinned tomatoes', 'Red pepper', 'Halloumi', 'Feta',
  'Bramley apples', 'Conference pears', 'Plums', 'Cherries', 'Oranges', 'Bananas', 'Dark chocolate', 'Ground almonds',
  'Hazelnuts', 'Coconut milk', 'Mango', 'Pineapple', 'Rhubarb', 'Strawberries', 'Raspberries', 'Blueberries',
  'Carrots', 'Beetroot', 'Cauliflower', 'Tenderstem broccoli', 'Leeks', 'Fresh ginger', 'Sesame seeds', 'White miso',
  'Jalapeño', 'Cooking chorizo', 'Smoked bacon', 'Duck breasts', 'Turkey breast', 'White crab meat', 'Mussels',
  'Squid rings', 'Tuna steaks', 'Trout fillets', 'Ricotta', 'Gruyère', 'Parmesan', 'Black beans', 'Frozen peas',
  'Asparagus', 'Fennel bulb', 'Celeriac', 'Parsnips', 'Sweetcorn', 'Quinoa', 'Pearl barley', 'Rolled oats', 'Walnuts',
  'Pistachios', 'Medjool dates', 'Dried figs', 'Dried apricots', 'Peaches', 'Crème fraîche', 'Paneer',
  'Butternut squash', 'Double cream', 'Greek yoghurt', 'Cheddar', 'Mozzarella', 'Basmati rice', 'Arborio rice',
  'Spaghetti', 'Penne', 'Egg noodles', 'Rice noodles', 'Puff pastry', 'Shortcrust pastry', 'Strong white flour',
  'Self-raising flour', 'Baking powder', 'Bicarbonate of soda', 'Fast-action yeast', 'Light brown sugar',
  'Icing sugar', 'Vanilla extract', 'Cocoa powder', 'Ground cinnamon', 'Ground cumin', 'Ground coriander',
  'Smoked paprika', 'Turmeric', 'Garam masala', 'Chilli flakes', 'Dried oregano', 'Fresh thyme', 'Fresh rosemary',
  'Flat-leaf parsley', 'Fresh coriander', 'Basil leaves', 'Mint leaves', 'Dill', 'Spring onions', 'Shallots',
  'Red chilli', 'Limes', 'Capers', 'Black olives', 'Dijon mustard', 'Worcestershire sauce', 'Fish sauce',
  'Rice vinegar', 'Red wine vinegar', 'Balsamic vinegar', 'Sesame oil', 'Maple syrup', 'Tahini', 'Harissa paste',
  'Gochujang', 'Curry paste', 'Chicken stock', 'Beef stock', 'Dry white wine', 'Red wine', 'Breadcrumbs', 'Panko',
  'Potatoes', 'New potatoes', 'Celery', 'Savoy cabbage', 'Pine nuts', 'Pomegranate seeds', 'Cornflour', 'Cumin seeds',
];

/** Each appears in about one recipe in five thousand: the rare search words. */
export const RARE_INGREDIENTS = [
  'Yuzu kosho', 'Sansho pepper', 'Kokum', 'Asafoetida', 'Amchur', 'Galangal', 'Verjuice', 'Salsify', 'Samphire',
  'Kohlrabi', 'Sumac', 'Urfa biber',
];

export const AMOUNTS = [
  '1', '2', '3', '4', '6', '1 tsp', '2 tsp', '1 tbsp', '2 tbsp', '3 tbsp', '50 g', '100 g', '150 g', '200 g', '250 g',
  '300 g', '400 g', '500 g', '1 kg', '100 ml', '200 ml', '250 ml', '400 ml', '500 ml', '1 l', '1 pinch', '1 handful',
  'to taste', '1 clove', '3 cloves', '1 bunch', '1 tin', '½ tsp', '½ cup', '1 cup', '2 cups',
];

export const NOTES = [
  'finely chopped', 'roughly chopped', 'at room temperature', 'melted', 'sliced', 'grated', 'drained and rinsed',
  'peeled and diced', 'toasted', 'zest and juice', 'softened', 'thinly sliced', 'crushed', 'torn', 'optional',
  'plus extra to serve', 'cut into chunks', 'halved', 'divided',
];

export const INGREDIENT_SECTIONS = ['Main', 'Sauce', 'Marinade', 'Dough', 'Topping', 'Dressing', 'To serve', 'Filling', 'Base'];
export const STEP_SECTIONS = ['Method', 'Prepare', 'Cook', 'Bake', 'Assemble', 'Finish'];

/** `{a}` and `{b}` are ingredients of the recipe, `{n}` a number of minutes, `{t}` an oven temperature. */
export const STEP_TEMPLATES = [
  'Heat the oven to {t} °C (fan {f} °C).',
  'Chop the {a} and the {b}.',
  'Warm a splash of oil in a large pan over a medium heat and fry the {a} for {n} minutes, until soft and golden.',
  'Stir in the {a} and cook for another {n} minutes.',
  'Whisk the {a} with the {b} until smooth.',
  'Add the {a}, bring to a gentle simmer and cook for {n} minutes, stirring now and then.',
  'Season well with salt and pepper, then taste and adjust.',
  'Tip everything into a baking dish and bake for {n} minutes, until bubbling.',
  'Leave to rest for {n} minutes before serving.',
  'Scatter over the {a} and serve straight away.',
  'Blitz the {a} and {b} in a food processor to a coarse paste.',
  'Toss the {a} with the {b} and a pinch of salt.',
  'Roll out the {a} on a lightly floured surface to about 5 mm thick.',
  'Spoon the {a} over the {b} and smooth the top.',
  'Cover and chill for at least {n} minutes.',
  'Grill the {a} for {n} minutes on each side.',
];

export const STEP_NOTES = [
  'It can be made a day ahead.',
  'Do not let it boil.',
  'A cast-iron pan works best.',
  'Keep an eye on it towards the end.',
  'Leftovers keep for 3 days in the fridge.',
];

/** The tags, with how often a recipe carries each: skewed like a real collection (many mains, few breakfasts). */
export const TAGS: Array<{ tag: string; shorthand: string; share: number }> = [
  { tag: 'Main Course', shorthand: 'MAIN', share: 0.42 },
  { tag: 'Vegetarian', shorthand: 'VEG', share: 0.3 },
  { tag: 'Quick', shorthand: 'QCK', share: 0.25 },
  { tag: 'Baking', shorthand: 'BAKE', share: 0.16 },
  { tag: 'Dessert', shorthand: 'DES', share: 0.15 },
  { tag: 'Gluten-Free', shorthand: 'GF', share: 0.12 },
  { tag: 'Soup', shorthand: 'SOUP', share: 0.08 },
  { tag: 'Vegan', shorthand: 'VGN', share: 0.07 },
  { tag: 'Breakfast', shorthand: 'BRK', share: 0.05 },
  { tag: 'Spicy', shorthand: 'HOT', share: 0.03 },
];
