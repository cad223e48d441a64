// Paints a simple, appetising top-down picture of a dish (table, vessel, food, garnish) as SVG and renders it
// with sharp, so the seeded recipes have real images without shipping photos in the repository.
import sharp from 'sharp';

export interface DishPicture {
  table: 'wood' | 'slate' | 'linen' | 'marble';
  dish: 'bowl' | 'plate' | 'board' | 'pan' | 'ramekin' | 'glass' | 'tray';
  food:
    | 'pizza'
    | 'soup'
    | 'stew'
    | 'mash'
    | 'noodles'
    | 'rounds'
    | 'stack'
    | 'eggs'
    | 'loaf'
    | 'slices'
    | 'cookies'
    | 'custard'
    | 'layers'
    | 'crumble'
    | 'salad'
    | 'fillet';
  /** Main food colour, second colour, garnish colour. */
  colors: [string, string, string];
}

const WIDTH = 1200;
const HEIGHT = 800;
const CX = WIDTH / 2;
const CY = HEIGHT / 2;

const TABLES: Record<DishPicture['table'], [string, string]> = {
  wood: ['#8d6e4c', '#5b4130'],
  slate: ['#4a5560', '#262d33'],
  linen: ['#efe6d6', '#cbbfa8'],
  marble: ['#f3f1ee', '#cfcac4'],
};

/** Deterministic pseudo-random numbers, so a dish always gets the same picture. */
function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

function tableSvg(table: DishPicture['table'], random: () => number): string {
  const [light, dark] = TABLES[table];
  let texture = '';
  if (table === 'wood') {
    for (let y = 0; y < HEIGHT; y += 60 + random() * 40) {
      texture += `<rect x="0" y="${y.toFixed(0)}" width="${WIDTH}" height="3" fill="${dark}" opacity="0.35"/>`;
    }
  } else if (table === 'marble') {
    for (let i = 0; i < 6; i++) {
      const y = random() * HEIGHT;
      texture += `<path d="M0 ${y.toFixed(0)} C ${WIDTH / 3} ${(y + 120 * (random() - 0.5)).toFixed(0)}, ${(2 * WIDTH) / 3} ${(y + 200 * (random() - 0.5)).toFixed(0)}, ${WIDTH} ${(y + 80).toFixed(0)}" stroke="${dark}" stroke-width="2" fill="none" opacity="0.5"/>`;
    }
  } else if (table === 'linen') {
    texture = `<rect x="0" y="${HEIGHT * 0.72}" width="${WIDTH}" height="60" fill="#b8c4b0" opacity="0.6"/>`;
  }
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#table)"/>${texture}
    <defs><linearGradient id="table" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`;
}

function vesselSvg(dish: DishPicture['dish']): { svg: string; radius: number } {
  const shadow = (rx: number, ry: number) =>
    `<ellipse cx="${CX + 18}" cy="${CY + 24}" rx="${rx + 40}" ry="${ry + 40}" fill="url(#shadow)"/>`;
  switch (dish) {
    case 'bowl':
      return {
        radius: 250,
        svg: `${shadow(320, 320)}<circle cx="${CX}" cy="${CY}" r="320" fill="url(#rim)"/><circle cx="${CX}" cy="${CY}" r="262" fill="#d9d4cc"/>`,
      };
    case 'plate':
      return {
        radius: 260,
        svg: `${shadow(350, 350)}<circle cx="${CX}" cy="${CY}" r="350" fill="url(#rim)"/><circle cx="${CX}" cy="${CY}" r="270" fill="#f7f5f1"/>`,
      };
    case 'ramekin':
      return {
        radius: 230,
        svg: `${shadow(290, 290)}<circle cx="${CX}" cy="${CY}" r="290" fill="#fbfbfb"/><circle cx="${CX}" cy="${CY}" r="250" fill="#e6e1da"/>`,
      };
    case 'glass':
      return {
        radius: 220,
        svg: `${shadow(270, 270)}<circle cx="${CX}" cy="${CY}" r="270" fill="#dfe9ee" opacity="0.9"/><circle cx="${CX}" cy="${CY}" r="240" fill="#f4f8fa" opacity="0.8"/>`,
      };
    case 'pan':
      return {
        radius: 270,
        svg: `${shadow(330, 330)}<rect x="${CX + 300}" y="${CY - 30}" width="300" height="60" rx="28" fill="#1d1d1f"/><circle cx="${CX}" cy="${CY}" r="330" fill="#2b2b2e"/><circle cx="${CX}" cy="${CY}" r="290" fill="#3a3a3e"/>`,
      };
    case 'board':
      return {
        radius: 280,
        svg: `${shadow(420, 300)}<rect x="${CX - 430}" y="${CY - 310}" width="860" height="620" rx="40" fill="#b07a48"/><rect x="${CX - 410}" y="${CY - 290}" width="820" height="580" rx="30" fill="#c48a54"/>`,
      };
    case 'tray':
      return {
        radius: 290,
        svg: `${shadow(440, 310)}<rect x="${CX - 440}" y="${CY - 310}" width="880" height="620" rx="24" fill="#9aa3ab"/><rect x="${CX - 410}" y="${CY - 280}" width="820" height="560" rx="16" fill="#eee8df"/>`,
      };
  }
}

function blob(x: number, y: number, r: number, color: string, random: () => number, opacity = 1): string {
  const rx = r * (0.8 + random() * 0.4);
  const ry = r * (0.8 + random() * 0.4);
  const angle = random() * 180;
  return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="${color}" opacity="${opacity}" transform="rotate(${angle.toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
}

/** A point inside a circle of the given radius around the centre. */
function inside(radius: number, random: () => number): [number, number] {
  const r = radius * Math.sqrt(random());
  const a = random() * Math.PI * 2;
  return [CX + r * Math.cos(a), CY + r * Math.sin(a)];
}

function foodSvg(picture: DishPicture, radius: number, random: () => number): string {
  const [main, second, garnish] = picture.colors;
  const parts: string[] = [];
  const scatter = (count: number, size: number, color: string, spread = radius * 0.85, opacity = 1) => {
    for (let i = 0; i < count; i++) {
      const [x, y] = inside(spread, random);
      parts.push(blob(x, y, size * (0.6 + random() * 0.8), color, random, opacity));
    }
  };
  switch (picture.food) {
    case 'pizza':
      parts.push(`<circle cx="${CX}" cy="${CY}" r="${radius}" fill="#d9a05b"/>`);
      parts.push(`<circle cx="${CX}" cy="${CY}" r="${radius * 0.86}" fill="${main}"/>`);
      scatter(14, 42, second, radius * 0.7, 0.95);
      for (let i = 0; i < 6; i++) {
        const [x, y] = inside(radius * 0.8, random);
        parts.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="9" fill="#2b1d14" opacity="0.5"/>`);
      }
      break;
    case 'soup':
    case 'custard':
      parts.push(`<circle cx="${CX}" cy="${CY}" r="${radius}" fill="url(#food)"/>`);
      if (picture.food === 'custard') scatter(14, 40, second, radius * 0.7, 0.5);
      else scatter(18, 10, second, radius * 0.8, 0.8);
      break;
    case 'stew':
    case 'mash':
      parts.push(`<circle cx="${CX}" cy="${CY}" r="${radius}" fill="url(#food)"/>`);
      scatter(picture.food === 'stew' ? 16 : 8, picture.food === 'stew' ? 38 : 60, second, radius * 0.75, 0.85);
      break;
    case 'noodles':
      parts.push(`<circle cx="${CX}" cy="${CY}" r="${radius * 0.92}" fill="${main}"/>`);
      for (let i = 0; i < 26; i++) {
        const [x, y] = inside(radius * 0.7, random);
        const r = 40 + random() * 90;
        parts.push(
          `<path d="M ${(x - r).toFixed(0)} ${y.toFixed(0)} q ${(r / 2).toFixed(0)} ${(-r / 2).toFixed(0)} ${r.toFixed(0)} 0 t ${r.toFixed(0)} 0" stroke="${second}" stroke-width="9" fill="none" stroke-linecap="round" transform="rotate(${(random() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`,
        );
      }
      break;
    case 'rounds':
    case 'cookies':
      for (let i = 0; i < (picture.food === 'cookies' ? 7 : 9); i++) {
        const [x, y] = inside(radius * 0.62, random);
        const r = picture.food === 'cookies' ? 95 : 70;
        parts.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r}" fill="${main}"/>`);
        parts.push(
          `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r * 0.78}" fill="${second}" opacity="0.55"/>`,
        );
        for (let j = 0; j < 5; j++) {
          parts.push(
            blob(
              x + (random() - 0.5) * r,
              y + (random() - 0.5) * r,
              10,
              picture.food === 'cookies' ? garnish : main,
              random,
            ),
          );
        }
      }
      break;
    case 'stack':
      for (let i = 4; i >= 0; i--) {
        parts.push(
          `<circle cx="${CX - i * 6}" cy="${CY - i * 10}" r="${radius * 0.8}" fill="${i === 0 ? second : main}" stroke="${main}" stroke-width="6"/>`,
        );
      }
      scatter(12, 18, garnish, radius * 0.5);
      break;
    case 'eggs':
      parts.push(`<circle cx="${CX}" cy="${CY}" r="${radius * 0.95}" fill="${main}"/>`);
      for (let i = 0; i < 4; i++) {
        const a = (i / 4) * Math.PI * 2 + random();
        const x = CX + Math.cos(a) * radius * 0.45;
        const y = CY + Math.sin(a) * radius * 0.45;
        parts.push(blob(x, y, 78, second, random));
        parts.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="30" fill="${garnish}"/>`);
      }
      break;
    case 'loaf':
    case 'slices':
      for (let i = 0; i < 4; i++) {
        const x = CX - 300 + i * 150;
        parts.push(`<rect x="${x}" y="${CY - 180}" width="130" height="360" rx="38" fill="${main}"/>`);
        parts.push(`<rect x="${x + 14}" y="${CY - 164}" width="102" height="328" rx="30" fill="${second}"/>`);
      }
      scatter(10, 12, garnish, radius * 0.9);
      break;
    case 'layers':
      parts.push(`<circle cx="${CX}" cy="${CY}" r="${radius}" fill="${second}"/>`);
      parts.push(`<circle cx="${CX}" cy="${CY}" r="${radius * 0.8}" fill="${main}" opacity="0.85"/>`);
      scatter(40, 9, garnish, radius * 0.75, 0.9);
      break;
    case 'crumble':
      parts.push(`<circle cx="${CX}" cy="${CY}" r="${radius}" fill="${main}"/>`);
      scatter(90, 22, second, radius * 0.95, 0.9);
      break;
    case 'salad':
      scatter(10, 60, main, radius * 0.8);
      scatter(10, 50, '#8bbf6a', radius * 0.8);
      scatter(8, 26, '#2b2d42', radius * 0.8);
      parts.push(
        `<rect x="${CX - 90}" y="${CY - 70}" width="180" height="130" rx="10" fill="${second === '#a8dadc' ? '#fbfbf2' : second}"/>`,
      );
      break;
    case 'fillet':
      parts.push(
        `<ellipse cx="${CX - 40}" cy="${CY}" rx="${radius * 0.75}" ry="${radius * 0.42}" fill="${main}" transform="rotate(-18 ${CX} ${CY})"/>`,
      );
      parts.push(
        `<ellipse cx="${CX - 40}" cy="${CY}" rx="${radius * 0.6}" ry="${radius * 0.28}" fill="${second}" opacity="0.55" transform="rotate(-18 ${CX} ${CY})"/>`,
      );
      break;
  }
  scatter(16, 14, garnish, radius * 0.85, 0.95);
  return parts.join('');
}

export function dishSvg(name: string, picture: DishPicture): string {
  const random = randomFrom(name);
  const vessel = vesselSvg(picture.dish);
  const [main, second] = picture.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <radialGradient id="shadow"><stop offset="0.8" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    <radialGradient id="rim" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d8d2c8"/></radialGradient>
    <radialGradient id="food" cx="0.42" cy="0.38" r="0.65"><stop offset="0" stop-color="${second}"/><stop offset="0.55" stop-color="${main}"/><stop offset="1" stop-color="${main}"/></radialGradient>
    <radialGradient id="light" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>
  </defs>
  ${tableSvg(picture.table, random)}
  ${vessel.svg}
  ${foodSvg(picture, vessel.radius, random)}
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>
</svg>`;
}

/** The dish as a JPEG, like a photo an editor would upload. */
export function renderDishPicture(name: string, picture: DishPicture): Promise<Buffer> {
  return sharp(Buffer.from(dishSvg(name, picture)))
    .jpeg({ quality: 88 })
    .toBuffer();
}
