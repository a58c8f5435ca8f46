import sharp from 'sharp';
import type { FoodType } from '@siktak/contract';

/**
 * Generated food illustrations for the demo data: flat-lay table scenes drawn as SVG and rendered
 * with sharp, so the first start needs no downloads. `variant` changes palette and composition.
 */

const W = 1200;
const H = 900;

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const TABLES = [
  ['#8b5e3c', '#a47148'],
  ['#d9cbb8', '#e8ddcf'],
  ['#3b3f46', '#4a4f57'],
  ['#c9d6c3', '#dde6d8'],
  ['#e9d8c4', '#f3e7d9'],
  ['#5b4636', '#6f5644'],
];

function woodGrain(r: () => number, [base, light]: string[]): string {
  let lines = '';
  for (let y = 0; y < H; y += 36 + Math.floor(r() * 30)) {
    lines += `<path d="M0 ${y} C ${W * 0.3} ${y + r() * 24 - 12}, ${W * 0.7} ${y + r() * 24 - 12}, ${W} ${y}" stroke="${light}" stroke-width="${2 + r() * 5}" fill="none" opacity="0.45"/>`;
  }
  return `<rect width="${W}" height="${H}" fill="${base}"/>${lines}`;
}

function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx + 14}" cy="${cy + 18}" rx="${rx}" ry="${ry}" fill="#000" opacity="0.18"/>`;
}

function bowl(cx: number, cy: number, r: number, rim: string, food: string, extra = ''): string {
  return `${shadow(cx, cy, r, r)}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rim}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="${food}"/>${extra}`;
}

function chopsticks(x: number, y: number, angle: number, color: string): string {
  return `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x}" y="${y}" width="420" height="12" rx="6" fill="${color}"/><rect x="${x}" y="${y + 22}" width="420" height="12" rx="6" fill="${color}"/></g>`;
}

function garnish(r: () => number, cx: number, cy: number, radius: number, colors: string[], count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = r() * Math.PI * 2;
    const d = r() * radius;
    const color = colors[Math.floor(r() * colors.length)];
    out += `<circle cx="${cx + Math.cos(a) * d}" cy="${cy + Math.sin(a) * d}" r="${6 + r() * 14}" fill="${color}" opacity="0.92"/>`;
  }
  return out;
}

function korean(r: () => number): string {
  const stew = ['#c0392b', '#d35400', '#b9770e', '#a93226'][Math.floor(r() * 4)] as string;
  let scene = bowl(
    600,
    450,
    230,
    '#2d2d2d',
    stew,
    garnish(r, 600, 450, 150, ['#f4d03f', '#27ae60', '#fdfefe', '#e67e22'], 26),
  );
  const sides = [
    [230, 190, '#27ae60'],
    [970, 190, '#e74c3c'],
    [230, 710, '#f5cba7'],
    [970, 710, '#7d6608'],
  ] as const;
  for (const [x, y, c] of sides)
    scene += bowl(x, y, 95, '#f8f9f9', c, garnish(r, x, y, 50, ['#fdfefe', '#145a32', '#f9e79f'], 7));
  return scene + chopsticks(780, 760, -18, '#b7950b');
}

function chinese(r: () => number): string {
  const sauce = ['#4a2c1d', '#7b241c', '#935116'][Math.floor(r() * 3)] as string;
  let noodles = '';
  for (let i = 0; i < 18; i++) {
    const y = 330 + i * 14;
    noodles += `<path d="M ${420 + r() * 30} ${y} q 45 ${-30 + r() * 20} 90 0 t 90 0 t 90 0" stroke="#f7dc6f" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  }
  let scene = bowl(
    560,
    450,
    250,
    '#fdfefe',
    sauce,
    noodles + garnish(r, 560, 450, 140, ['#27ae60', '#f5b041', '#7e5109'], 18),
  );
  // bamboo steamer with dumplings
  scene += `${shadow(980, 700, 170, 170)}<circle cx="980" cy="700" r="170" fill="#c8a165"/><circle cx="980" cy="700" r="150" fill="#e5c98f"/>`;
  const offsets = [
    [-60, -50],
    [60, -50],
    [-60, 55],
    [60, 55],
  ] as const;
  for (const [dx, dy] of offsets) {
    scene += `<ellipse cx="${980 + dx}" cy="${700 + dy}" rx="52" ry="44" fill="#fbf3e4"/><path d="M ${950 + dx} ${700 + dy} q 30 -30 60 0" stroke="#e8dcc4" stroke-width="5" fill="none"/>`;
  }
  return scene + chopsticks(120, 120, 28, '#922b21');
}

function western(r: () => number): string {
  const sauce = ['#f0e0b8', '#c0392b', '#f5cba7', '#27ae60'][Math.floor(r() * 4)] as string;
  let swirl = '';
  for (let i = 0; i < 9; i++) {
    swirl += `<circle cx="600" cy="450" r="${30 + i * 16}" stroke="${sauce}" stroke-width="11" fill="none" stroke-dasharray="${60 + r() * 80} ${10 + r() * 20}"/>`;
  }
  let scene = `${shadow(600, 450, 290, 290)}<circle cx="600" cy="450" r="290" fill="#fdfefe"/><circle cx="600" cy="450" r="225" fill="#f4f6f6"/>${swirl}`;
  scene += garnish(r, 600, 450, 120, ['#1e8449', '#c0392b', '#f7f9f9'], 14);
  // fork and knife
  scene += `<rect x="220" y="170" width="16" height="560" rx="8" fill="#bdc3c7"/><rect x="960" y="170" width="18" height="560" rx="9" fill="#bdc3c7"/>`;
  // wine glass
  scene += `${shadow(1060, 170, 70, 70)}<circle cx="1060" cy="170" r="70" fill="#922b21" opacity="0.85"/><circle cx="1060" cy="170" r="70" fill="none" stroke="#fdfefe" stroke-width="6" opacity="0.6"/>`;
  return scene;
}

function japanese(r: () => number): string {
  let scene = `${shadow(600, 450, 420, 170)}<rect x="180" y="300" width="840" height="300" rx="26" fill="#b9770e"/><rect x="180" y="300" width="840" height="40" rx="20" fill="#ca8a2a"/>`;
  const toppings = ['#f1948a', '#e74c3c', '#f5b041', '#fdfefe', '#f8c471'];
  for (let i = 0; i < 6; i++) {
    const x = 230 + i * 128;
    const top = toppings[Math.floor(r() * toppings.length)] as string;
    scene += `<rect x="${x}" y="385" width="104" height="150" rx="40" fill="#fdfefe"/><rect x="${x - 6}" y="375" width="116" height="80" rx="30" fill="${top}"/>`;
    scene += `<path d="M ${x + 10} ${395} l 90 40 M ${x + 10} ${420} l 90 30" stroke="#fdfefe" stroke-width="5" opacity="0.7"/>`;
  }
  scene += bowl(1040, 170, 80, '#17202a', '#4a235a');
  scene += bowl(180, 740, 90, '#fdfefe', '#58d68d', garnish(r, 180, 740, 40, ['#145a32'], 6));
  return scene + chopsticks(620, 700, -8, '#2c3e50');
}

const SCENES: Record<FoodType, (r: () => number) => string> = {
  한식: korean,
  중식: chinese,
  양식: western,
  일식: japanese,
};

export function foodSvg(foodType: FoodType, variant: number): string {
  const r = rng(variant * 7919 + foodType.charCodeAt(0));
  const table = TABLES[variant % TABLES.length] as string[];
  const scene = SCENES[foodType](r);
  const light = `<radialGradient id="light" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${light}</defs>${woodGrain(r, table)}${scene}<rect width="${W}" height="${H}" fill="url(#light)"/></svg>`;
}

/** A business-registration certificate look-alike for demo owner applications. */
export function documentSvg(seed: number): string {
  const r = rng(seed);
  let lines = '';
  for (let i = 0; i < 14; i++) {
    lines += `<rect x="120" y="${260 + i * 40}" width="${360 + r() * 500}" height="14" rx="7" fill="#d5d8dc"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#f4f6f7"/><rect x="80" y="60" width="1040" height="780" fill="#fff" stroke="#aab7b8" stroke-width="4"/><rect x="360" y="120" width="480" height="40" rx="8" fill="#5d6d7e"/>${lines}<circle cx="980" cy="740" r="60" fill="none" stroke="#c0392b" stroke-width="8"/></svg>`;
}

export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
}
