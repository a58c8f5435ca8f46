import sharp from 'sharp';

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
  const toppings = garnish(r, 600, 450, 150, ['#f4d03f', '#27ae60', '#fdfefe', '#e67e22'], 26);
  let scene = bowl(600, 450, 230, '#2d2d2d', stew, toppings);
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
  noodles += garnish(r, 560, 450, 140, ['#27ae60', '#f5b041', '#7e5109'], 18);
  let scene = bowl(560, 450, 250, '#fdfefe', sauce, noodles);
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

function stew(r: () => number): string {
  const broth = ['#f0e6d2', '#e8c39e', '#c0392b'][Math.floor(r() * 3)] as string;
  let noodles = '';
  for (let i = 0; i < 12; i++) {
    noodles += `<path d="M ${470 + r() * 40} ${360 + i * 16} q 60 ${-20 + r() * 40} 130 0 t 130 0" stroke="#fdf2d0" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.9"/>`;
  }
  noodles += garnish(r, 600, 450, 160, ['#27ae60', '#fdfefe', '#7b241c'], 22);
  let scene = bowl(600, 450, 250, '#1c1c1c', broth, noodles);
  scene += bowl(1010, 190, 85, '#f8f9f9', '#c0392b', garnish(r, 1010, 190, 45, ['#f9e79f'], 5));
  scene += bowl(1010, 710, 85, '#f8f9f9', '#f7dc6f');
  return scene + chopsticks(110, 780, -12, '#b7950b');
}

function grill(r: () => number): string {
  let scene = `${shadow(600, 450, 300, 300)}<circle cx="600" cy="450" r="300" fill="#2b2b2b"/><circle cx="600" cy="450" r="270" fill="#3d3d3d"/>`;
  for (let x = 360; x <= 840; x += 40) scene += `<rect x="${x}" y="200" width="10" height="500" fill="#5a5a5a"/>`;
  for (let i = 0; i < 7; i++) {
    const x = 400 + (i % 4) * 110 + r() * 20;
    const y = 330 + Math.floor(i / 4) * 170 + r() * 30;
    scene += `<rect x="${x}" y="${y}" width="120" height="72" rx="22" fill="${['#8e3b24', '#a04a2c', '#7b2d1a'][i % 3]}" transform="rotate(${-20 + r() * 40} ${x + 60} ${y + 36})"/><path d="M ${x + 20} ${y + 22} h 80 M ${x + 20} ${y + 48} h 80" stroke="#3b1a10" stroke-width="7" opacity="0.6" transform="rotate(${-20 + r() * 40} ${x + 60} ${y + 36})"/>`;
  }
  scene += bowl(1050, 170, 80, '#f8f9f9', '#27ae60', garnish(r, 1050, 170, 40, ['#145a32', '#82e0aa'], 8));
  scene += bowl(1050, 730, 80, '#f8f9f9', '#d35400');
  return scene + chopsticks(90, 120, 30, '#b7950b');
}

function fish(r: () => number): string {
  let scene = `${shadow(600, 450, 360, 190)}<ellipse cx="600" cy="450" rx="380" ry="200" fill="#fdfefe"/><ellipse cx="600" cy="450" rx="340" ry="165" fill="#eaecee"/>`;
  scene += `<path d="M 320 450 q 140 -150 440 -20 q -300 130 -440 20 z" fill="#b9770e"/><path d="M 760 430 l 120 -80 l -10 100 l 10 100 l -120 -80 z" fill="#9a6324"/>`;
  for (let i = 0; i < 5; i++)
    scene += `<path d="M ${400 + i * 60} ${410} l 30 60" stroke="#6e2c00" stroke-width="8" stroke-linecap="round"/>`;
  scene += `<circle cx="370" cy="440" r="14" fill="#1c1c1c"/><path d="M 430 600 q 30 -40 60 0" fill="#f9e79f"/>`;
  scene += bowl(1040, 760, 80, '#f8f9f9', '#fdfefe', garnish(r, 1040, 760, 30, ['#f4f6f6'], 4));
  return scene + chopsticks(120, 110, 20, '#5d4037');
}

function pancake(r: () => number): string {
  let scene = `${shadow(600, 450, 300, 300)}<circle cx="600" cy="450" r="310" fill="#2c3e50"/><circle cx="600" cy="450" r="250" fill="#c68a3c"/>`;
  scene += garnish(r, 600, 450, 200, ['#27ae60', '#e67e22', '#a04000'], 30);
  for (let i = 0; i < 7; i++)
    scene += `<path d="M ${390 + i * 60} 280 l 40 340" stroke="${i % 2 ? '#fdfefe' : '#4a2311'}" stroke-width="${i % 2 ? 7 : 12}" opacity="0.85"/>`;
  scene += bowl(1050, 190, 70, '#f8f9f9', '#1c1c1c');
  return scene + chopsticks(120, 760, -10, '#784212');
}

function dimsum(r: () => number): string {
  let scene = '';
  const baskets = [
    [380, 330],
    [820, 330],
    [600, 650],
  ] as const;
  for (const [cx, cy] of baskets) {
    scene += `${shadow(cx, cy, 200, 200)}<circle cx="${cx}" cy="${cy}" r="200" fill="#c8a165"/><circle cx="${cx}" cy="${cy}" r="178" fill="#e5c98f"/>`;
    for (const [dx, dy] of [
      [-65, -55],
      [65, -55],
      [-65, 60],
      [65, 60],
    ] as const) {
      const skin = r() > 0.5 ? '#fbf3e4' : '#f6e3d0';
      scene += `<circle cx="${cx + dx}" cy="${cy + dy}" r="56" fill="${skin}"/><path d="M ${cx + dx - 30} ${cy + dy - 8} q 30 -36 60 0 M ${cx + dx - 20} ${cy + dy + 10} q 20 -24 40 0" stroke="#e0cfb1" stroke-width="5" fill="none"/>`;
    }
  }
  return scene + bowl(1080, 780, 70, '#17202a', '#6e2c00');
}

function hotpot(r: () => number): string {
  let scene = `${shadow(600, 450, 320, 320)}<circle cx="600" cy="450" r="320" fill="#7f8c8d"/><circle cx="600" cy="450" r="290" fill="#c0392b"/>`;
  scene += `<path d="M 600 160 a 290 290 0 0 1 0 580 z" fill="#f4ecd8"/><path d="M 600 160 v 580" stroke="#7f8c8d" stroke-width="18"/>`;
  scene +=
    garnish(r, 470, 450, 170, ['#e74c3c', '#641e16', '#f5b041'], 30) +
    garnish(r, 730, 450, 170, ['#27ae60', '#fdfefe', '#f7dc6f'], 24);
  scene += bowl(100, 140, 75, '#f8f9f9', '#a93226') + bowl(1100, 780, 75, '#f8f9f9', '#d4ac0d');
  return scene;
}

function skewers(r: () => number): string {
  let scene = `${shadow(600, 470, 440, 130)}<rect x="150" y="340" width="900" height="260" rx="30" fill="#1c1c1c"/><rect x="170" y="360" width="860" height="220" rx="20" fill="#6e2c00"/>`;
  for (let i = 0; i < 7; i++) {
    const y = 380 + i * 30;
    scene += `<rect x="190" y="${y + 8}" width="820" height="6" fill="#d5b88a" transform="rotate(${-3 + r() * 6} 600 ${y})"/>`;
    for (let k = 0; k < 5; k++)
      scene += `<rect x="${330 + k * 100}" y="${y}" width="80" height="24" rx="10" fill="${['#8e3b24', '#a04a2c', '#f5b041'][(i + k) % 3]}"/>`;
  }
  scene += bowl(1050, 170, 80, '#fdfefe', '#c0392b', garnish(r, 1050, 170, 40, ['#f4d03f'], 6));
  scene += `<rect x="150" y="680" width="120" height="180" rx="20" fill="#f9e79f" opacity="0.85"/>`;
  return scene;
}

function steak(r: () => number): string {
  let scene = `${shadow(600, 450, 420, 260)}<rect x="170" y="190" width="860" height="520" rx="60" fill="#8d5a2b"/><rect x="200" y="220" width="800" height="460" rx="50" fill="#a66a36"/>`;
  scene += `<path d="M 330 330 q 150 -110 380 -30 q 120 60 40 230 q -200 110 -390 10 q -110 -90 -30 -210 z" fill="#5d2e1a"/>`;
  for (let i = 0; i < 5; i++)
    scene += `<path d="M ${380 + i * 70} 300 l -60 280" stroke="#2e1408" stroke-width="12" opacity="0.7"/>`;
  scene += `<path d="M 600 470 l 130 -40 l 20 60 l -140 30 z" fill="#c0392b" opacity="0.9"/>`;
  scene += garnish(r, 850, 560, 60, ['#27ae60', '#f5b041'], 10);
  return `${scene}<rect x="1080" y="200" width="18" height="520" rx="9" fill="#bdc3c7"/><rect x="110" y="200" width="16" height="520" rx="8" fill="#bdc3c7"/>`;
}

function pizza(r: () => number): string {
  let scene = `${shadow(600, 450, 330, 330)}<circle cx="600" cy="450" r="340" fill="#a0522d"/><circle cx="600" cy="450" r="310" fill="#e6b35a"/><circle cx="600" cy="450" r="270" fill="#c0392b"/>`;
  for (let i = 0; i < 9; i++) {
    const a = r() * Math.PI * 2;
    const d = r() * 200;
    scene += `<circle cx="${600 + Math.cos(a) * d}" cy="${450 + Math.sin(a) * d}" r="${30 + r() * 18}" fill="#fdf2e9"/>`;
  }
  scene += garnish(r, 600, 450, 220, ['#1e8449', '#7b241c'], 14);
  for (let k = 0; k < 4; k++)
    scene += `<path d="M 600 450 L ${600 + Math.cos((k * Math.PI) / 4) * 340} ${450 + Math.sin((k * Math.PI) / 4) * 340}" stroke="#8e4b22" stroke-width="4" opacity="0.5"/>`;
  return scene;
}

function brunch(r: () => number): string {
  let scene = `${shadow(600, 450, 320, 320)}<circle cx="600" cy="450" r="320" fill="#fdfefe"/><circle cx="600" cy="450" r="270" fill="#f4f6f6"/>`;
  scene += `<rect x="360" y="300" width="230" height="200" rx="30" fill="#d68910"/><rect x="380" y="320" width="190" height="160" rx="24" fill="#f5cba7"/>`;
  for (const [x, y] of [
    [700, 360],
    [690, 560],
  ] as const) {
    scene += `<ellipse cx="${x}" cy="${y}" rx="110" ry="90" fill="#fdfefe" stroke="#eceff1" stroke-width="4"/><circle cx="${x + 10}" cy="${y}" r="42" fill="#f5b041"/>`;
  }
  scene += garnish(r, 470, 610, 80, ['#27ae60', '#c0392b', '#82e0aa'], 14);
  scene += bowl(1060, 180, 85, '#6e2c00', '#3e2723');
  return scene;
}

function taco(r: () => number): string {
  let scene = `${shadow(600, 460, 440, 220)}<rect x="150" y="250" width="900" height="420" rx="40" fill="#2c3e50"/>`;
  for (let i = 0; i < 3; i++) {
    const x = 330 + i * 270;
    scene += `<path d="M ${x - 120} 560 a 120 150 0 0 1 240 0 z" fill="#f0c27b"/>`;
    scene += garnish(r, x, 470, 70, ['#27ae60', '#c0392b', '#fdfefe', '#8e3b24'], 16);
  }
  scene += bowl(1050, 780, 80, '#fdfefe', '#58d68d', garnish(r, 1050, 780, 40, ['#1e8449', '#f4d03f'], 8));
  return `${scene}<circle cx="160" cy="140" r="60" fill="#f7dc6f"/><circle cx="160" cy="140" r="40" fill="#d4ac0d"/>`;
}

function ramen(r: () => number): string {
  const broth = ['#e8c39e', '#d7a86e', '#f3e5c0'][Math.floor(r() * 3)] as string;
  let noodles = '';
  for (let i = 0; i < 10; i++) {
    noodles += `<path d="M ${420 + r() * 30} ${470 + i * 14} q 50 -26 100 0 t 100 0 t 100 0" stroke="#fbe7a1" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  }
  let scene = bowl(600, 450, 270, '#7b241c', broth, noodles);
  scene += `<circle cx="520" cy="340" r="70" fill="#a04000"/><circle cx="520" cy="340" r="50" fill="#d98859"/>`;
  scene += `<ellipse cx="700" cy="340" rx="60" ry="48" fill="#fdfefe"/><ellipse cx="700" cy="340" rx="30" ry="24" fill="#f39c12"/>`;
  scene +=
    `<rect x="760" y="410" width="60" height="140" rx="8" fill="#1c2833"/>` + garnish(r, 600, 420, 60, ['#27ae60'], 10);
  return scene + chopsticks(720, 760, -20, '#6e2c00');
}

function cutlet(r: () => number): string {
  let scene = `${shadow(600, 450, 400, 240)}<rect x="170" y="220" width="860" height="460" rx="40" fill="#1c1c1c"/><rect x="200" y="250" width="800" height="400" rx="30" fill="#2c2c2c"/>`;
  for (let i = 0; i < 6; i++) {
    const x = 260 + i * 80;
    scene += `<rect x="${x}" y="300" width="74" height="300" rx="14" fill="#d68910"/><rect x="${x + 10}" y="312" width="54" height="276" rx="10" fill="#f5cba7"/>`;
  }
  scene += garnish(r, 820, 450, 110, ['#abebc6', '#82e0aa', '#f4f6f6'], 40);
  scene += bowl(1060, 790, 70, '#f8f9f9', '#4a2311');
  return scene;
}

/** The scene of each dish a demo photo shows; each store names its own, so a steakhouse is not shown a bowl of stew. */
const SCENES = {
  table: korean,
  stew,
  grill,
  fish,
  pancake,
  noodles: chinese,
  dimsum,
  hotpot,
  skewers,
  pasta: western,
  steak,
  pizza,
  brunch,
  taco,
  sushi: japanese,
  ramen,
  cutlet,
} satisfies Record<string, (r: () => number) => string>;

export type Dish = keyof typeof SCENES;

export const DISHES = Object.keys(SCENES) as Dish[];

export function foodSvg(dish: Dish, variant: number): string {
  const r = rng(variant * 7919 + dish.length * 131 + dish.charCodeAt(0));
  const table = TABLES[variant % TABLES.length] as string[];
  const scene = SCENES[dish](r);
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
