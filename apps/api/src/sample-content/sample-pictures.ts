import sharp from 'sharp';

/** The kinds of picture the sample content asks for; each is drawn, never downloaded. */
export const PICTURE_SCENES = [
  'landscape',
  'classroom',
  'books',
  'instruments',
  'paint',
  'plants',
  'garden',
  'materials',
  'science',
  'engineering',
  'spanish',
  'concert',
] as const;
export type PictureScene = (typeof PICTURE_SCENES)[number];

export interface PictureSize {
  width: number;
  height: number;
}

/** The school's palette (packages/ui/src/theme/tokens.css) and a few companions for drawings. */
const C = {
  ink: '#1f2b25',
  paper: '#fbf8f1',
  sand: '#f3e6c8',
  primary: '#2c5e45',
  primaryDark: '#1e4532',
  tint: '#e3efe7',
  accent: '#a8470c',
  accentBright: '#c2560f',
  sun: '#f2b441',
  muted: '#4d5a53',
  border: '#7b867f',
  leaf: '#6a994e',
  sage: '#9dbf8a',
  sky: '#cfe3ea',
  blue: '#3d7ea6',
  pink: '#e9a6a0',
  rose: '#c96f6a',
  wood: '#b5834f',
  woodDark: '#8a5d32',
  plum: '#7a4f7d',
  white: '#ffffff',
} as const;

/** A few colours that sit well together on the school's cream paper, for spines, blocks and flags. */
const BRIGHTS = [C.primary, C.sun, C.accentBright, C.blue, C.leaf, C.rose, C.plum, C.accent];

/** Times of day for outdoor scenes: sky top, sky bottom, sun, far hill, near hill, ground. */
const MOODS = [
  { skyTop: '#9cc9d9', skyBottom: '#e9f2ee', sun: C.sun, far: '#a9c7a8', mid: C.sage, near: C.leaf, ground: '#5f8a45' },
  { skyTop: '#f2c27b', skyBottom: '#fbe9cf', sun: '#fff3d6', far: '#c9b48f', mid: '#9aa86f', near: '#6f8a4a', ground: '#56703a' },
  { skyTop: '#b9d7e0', skyBottom: C.paper, sun: '#f7d88a', far: '#b7cdb9', mid: '#86ad7c', near: C.primary, ground: C.primaryDark },
];

/** Deterministic pseudo-random numbers, so one scene and variant always draws the same picture. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (low: number, high: number) => low + (high - low) * next(),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}
type Random = ReturnType<typeof randomFrom>;

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const letter of text) hash = Math.imul(hash ^ letter.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * Every scene is drawn 800 units high and as wide as the picture's shape asks (W). Backgrounds span the
 * whole width; the main subject is drawn in a 1200 x 800 box that `stage` centres and shrinks to fit.
 */
interface Canvas {
  W: number;
  H: 800;
  r: Random;
  variant: number;
  flip: boolean;
  stage: (content: string, anchorBottom?: boolean) => string;
}

const n = (value: number) => Math.round(value * 10) / 10;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const group = (transform: string, content: string) => `<g transform="${transform}">${content}</g>`;

function gradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** A rolling hill line across the whole width, filled down to the bottom. */
function hills(W: number, baseY: number, amplitude: number, r: Random, fill: string): string {
  const steps = Math.max(3, Math.round(W / 420));
  let d = `M0 800 L0 ${n(baseY + r.between(-amplitude, amplitude))}`;
  for (let i = 1; i <= steps; i += 1) {
    const x = (W * i) / steps;
    const cx = x - W / steps / 2;
    d += ` Q${n(cx)} ${n(baseY - amplitude * r.between(0.4, 1.4))} ${n(x)} ${n(baseY + r.between(-amplitude, amplitude) * 0.5)}`;
  }
  return path(`${d} L${n(W)} 800 Z`, fill);
}

function pine(x: number, ground: number, height: number, fill: string): string {
  const w = height * 0.42;
  return [
    rect(x - height * 0.03, ground - height * 0.16, height * 0.06, height * 0.16, C.woodDark),
    path(`M${n(x)} ${n(ground - height)} L${n(x + w / 2)} ${n(ground - height * 0.12)} L${n(x - w / 2)} ${n(ground - height * 0.12)} Z`, fill),
    path(`M${n(x)} ${n(ground - height * 1.02)} L${n(x + w * 0.36)} ${n(ground - height * 0.5)} L${n(x - w * 0.36)} ${n(ground - height * 0.5)} Z`, fill, 'opacity="0.9"'),
  ].join('');
}

function roundTree(x: number, ground: number, height: number, fill: string): string {
  return [
    rect(x - height * 0.04, ground - height * 0.45, height * 0.08, height * 0.45, C.woodDark),
    circle(x, ground - height * 0.62, height * 0.3, fill),
    circle(x - height * 0.18, ground - height * 0.5, height * 0.2, fill),
    circle(x + height * 0.18, ground - height * 0.52, height * 0.22, fill),
  ].join('');
}

function sky(canvas: Canvas, mood: (typeof MOODS)[number]): string {
  const { W, r } = canvas;
  const sunX = canvas.flip ? W * r.between(0.12, 0.3) : W * r.between(0.7, 0.88);
  const clouds = Array.from({ length: Math.max(2, Math.round(W / 500)) }, (_, i) => {
    const x = (W / Math.max(2, Math.round(W / 500))) * (i + r.between(0.1, 0.7));
    const y = r.between(90, 220);
    const s = r.between(0.7, 1.2);
    return group(`translate(${n(x)} ${n(y)}) scale(${n(s)})`, `${circle(0, 0, 34, C.white, 'opacity="0.85"')}${circle(38, -12, 44, C.white, 'opacity="0.85"')}${circle(82, 2, 30, C.white, 'opacity="0.85"')}${rect(0, 0, 82, 30, C.white, 'opacity="0.85"')}`);
  });
  return `<defs>${gradient('sky', mood.skyTop, mood.skyBottom)}</defs>${rect(0, 0, W, 800, 'url(#sky)')}${circle(sunX, 170, 70, mood.sun)}${circle(sunX, 170, 100, mood.sun, 'opacity="0.25"')}${clouds.join('')}`;
}

/** An indoor room: a wall, a window with a bit of sky and tree, and a wooden floor. */
function room(canvas: Canvas, wall: string, floorY = 600): string {
  const { W, r } = canvas;
  const windows = Math.max(1, Math.round(W / 900));
  let out = rect(0, 0, W, floorY, wall) + rect(0, floorY - 14, W, 14, C.paper, 'opacity="0.7"');
  for (let i = 0; i < windows; i += 1) {
    const x = (W / windows) * (i + 0.5) - 150 + r.between(-60, 60);
    out += rect(x - 12, 78, 324, 264, C.paper);
    out += rect(x, 90, 300, 240, C.sky);
    out += path(`M${n(x)} 290 Q${n(x + 150)} 240 ${n(x + 300)} 280 V330 H${n(x)} Z`, C.sage);
    out += roundTree(x + 220, 310, 120, C.leaf);
    out += rect(x + 146, 90, 8, 240, C.paper) + rect(x, 206, 300, 8, C.paper);
  }
  out += rect(0, floorY, W, 800 - floorY, C.wood);
  for (let x = 0; x < W; x += 160) out += rect(x, floorY, 3, 800 - floorY, C.woodDark, 'opacity="0.35"');
  return out;
}

function shelf(x: number, y: number, w: number, h: number, r: Random, rows = 2): string {
  let out = rect(x, y, w, h, C.woodDark) + rect(x + 10, y + 10, w - 20, h - 20, C.wood);
  const rowH = (h - 20) / rows;
  for (let row = 0; row < rows; row += 1) {
    const top = y + 10 + rowH * row;
    if (row > 0) out += rect(x + 10, top - 5, w - 20, 10, C.woodDark);
    let cursor = x + 24;
    while (cursor < x + w - 60) {
      const kind = r.next();
      const colour = r.pick(BRIGHTS);
      if (kind < 0.35) {
        const bw = r.between(50, 80);
        out += rect(cursor, top + rowH - 50, bw, 40, C.sand) + circle(cursor + bw / 2, top + rowH - 60, 12, colour);
        cursor += bw + 14;
      } else if (kind < 0.7) {
        const bw = r.between(46, 70);
        const bh = r.between(30, rowH - 30);
        out += rect(cursor, top + rowH - 10 - bh, bw, bh, colour, 'rx="4"');
        cursor += bw + 14;
      } else {
        for (let i = 0; i < 4 && cursor < x + w - 40; i += 1) {
          const bh = r.between(rowH * 0.45, rowH - 20);
          out += rect(cursor, top + rowH - 10 - bh, 14, bh, r.pick(BRIGHTS));
          cursor += 16;
        }
        cursor += 14;
      }
    }
  }
  return out;
}

function potPlant(x: number, ground: number, size: number, r: Random, pot: string = C.accent): string {
  let leaves = '';
  const count = 5 + Math.floor(r.next() * 4);
  for (let i = 0; i < count; i += 1) {
    const angle = -90 + (i - (count - 1) / 2) * (140 / count) + r.between(-8, 8);
    const length = size * r.between(0.7, 1.1);
    const colour = r.pick([C.leaf, C.primary, C.sage]);
    leaves += group(
      `translate(${n(x)} ${n(ground - size * 0.5)}) rotate(${n(angle + 90)})`,
      path(`M0 0 Q${n(size * 0.22)} ${n(-length / 2)} 0 ${n(-length)} Q${n(-size * 0.22)} ${n(-length / 2)} 0 0 Z`, colour),
    );
  }
  return `${leaves}${path(`M${n(x - size * 0.36)} ${n(ground - size * 0.55)} H${n(x + size * 0.36)} L${n(x + size * 0.28)} ${n(ground)} H${n(x - size * 0.28)} Z`, pot)}${rect(x - size * 0.4, ground - size * 0.62, size * 0.8, size * 0.1, pot, 'rx="4"')}`;
}

function note(x: number, y: number, size: number, fill: string): string {
  return `${circle(x, y, size * 0.28, fill)}${rect(x + size * 0.22, y - size, size * 0.07, size, fill)}${path(`M${n(x + size * 0.29)} ${n(y - size)} q${n(size * 0.35)} ${n(size * 0.15)} ${n(size * 0.3)} ${n(size * 0.5)} q${n(-size * 0.05)} ${n(-size * 0.25)} ${n(-size * 0.3)} ${n(-size * 0.3)} Z`, fill)}`;
}

function gear(cx: number, cy: number, radius: number, teeth: number, fill: string, rotation = 0): string {
  const points: string[] = [];
  const depth = Math.min(26, radius * 0.2);
  for (let i = 0; i < teeth * 4; i += 1) {
    const angle = ((i / (teeth * 4)) * Math.PI * 2) + (rotation * Math.PI) / 180;
    const outer = i % 4 === 1 || i % 4 === 2;
    const radiusHere = outer ? radius : radius - depth;
    points.push(`${n(cx + Math.cos(angle) * radiusHere)},${n(cy + Math.sin(angle) * radiusHere)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>${circle(cx, cy, radius * 0.55, fill, `stroke="${C.ink}" stroke-opacity="0.15" stroke-width="6"`)}${circle(cx, cy, radius * 0.16, C.paper)}`;
}

function child(x: number, ground: number, height: number, shirt: string, skin: string, hair: string, mouthOpen = false): string {
  const head = height * 0.16;
  return [
    rect(x - height * 0.1, ground - height * 0.42, height * 0.08, height * 0.42, C.ink, 'rx="6"'),
    rect(x + height * 0.02, ground - height * 0.42, height * 0.08, height * 0.42, C.ink, 'rx="6"'),
    rect(x - height * 0.16, ground - height * 0.78, height * 0.32, height * 0.4, shirt, `rx="${n(height * 0.08)}"`),
    circle(x, ground - height * 0.86, head, skin),
    path(`M${n(x - head)} ${n(ground - height * 0.86)} Q${n(x)} ${n(ground - height * 1.1)} ${n(x + head)} ${n(ground - height * 0.86)} Q${n(x)} ${n(ground - height * 0.95)} ${n(x - head)} ${n(ground - height * 0.86)} Z`, hair),
    mouthOpen ? `<ellipse cx="${n(x)}" cy="${n(ground - height * 0.8)}" rx="${n(head * 0.2)}" ry="${n(head * 0.26)}" fill="${C.ink}"/>` : '',
  ].join('');
}

const SKINS = ['#f1c9a5', '#d9a273', '#a86b42', '#7a4a2c', '#eab893'];
const HAIR = ['#2b1d14', '#5a3a22', '#a8743a', '#1f2b25', '#c99a5b'];

const SCENES: Record<PictureScene, (canvas: Canvas) => string> = {
  landscape(canvas) {
    const { W, r, variant } = canvas;
    const mood = MOODS[variant % MOODS.length];
    let out = sky(canvas, mood);
    out += hills(W, 430, 60, r, mood.far);
    out += hills(W, 500, 50, r, mood.mid);
    // Far pines along the ridge.
    for (let x = r.between(0, 80); x < W; x += r.between(50, 120)) out += pine(x, 520 + r.between(-10, 20), r.between(60, 110), mood.near);
    out += hills(W, 590, 35, r, mood.near);
    out += rect(0, 640, W, 160, mood.ground);
    // The trail: wide at the bottom, winding narrow into the hills.
    const start = canvas.flip ? W * 0.3 : W * 0.7;
    const end = canvas.flip ? W * 0.62 : W * 0.38;
    const bend = canvas.flip ? W * 0.12 : -W * 0.12;
    out += path(
      `M${n(start - 170)} 800 C${n(start - 120 + bend)} 700 ${n(end + bend)} 640 ${n(end - 10)} 560 L${n(end + 10)} 560 C${n(end + 30 - bend)} 650 ${n(start + 80 + bend)} 700 ${n(start + 170)} 800 Z`,
      C.sand,
    );
    out += path(`M${n(start - 60)} 800 C${n(start - 40 + bend)} 720 ${n(end + bend)} 650 ${n(end)} 570`, 'none', `stroke="${C.wood}" stroke-width="4" stroke-dasharray="14 18" opacity="0.6"`);
    // Near trees and a trail sign.
    const nearTrees = Math.max(3, Math.round(W / 260));
    for (let i = 0; i < nearTrees; i += 1) {
      const x = (W / nearTrees) * (i + r.between(0.1, 0.9));
      if (Math.abs(x - start) < 220) continue;
      out += r.next() < 0.6 ? pine(x, 720 + r.between(0, 60), r.between(200, 300), C.primaryDark) : roundTree(x, 730 + r.between(0, 50), r.between(180, 240), C.primary);
    }
    const signX = Math.min(W - 100, Math.max(100, start + (canvas.flip ? -250 : 230)));
    out += rect(signX - 6, 620, 12, 130, C.woodDark) + path(`M${n(signX - 70)} 610 H${n(signX + 60)} L${n(signX + 85)} 635 L${n(signX + 60)} 660 H${n(signX - 70)} Z`, C.wood);
    out += rect(signX - 55, 628, 100, 8, C.paper, 'opacity="0.8"') + rect(signX - 55, 642, 70, 8, C.paper, 'opacity="0.8"');
    return out;
  },

  classroom(canvas) {
    const { W, r } = canvas;
    let out = room(canvas, r.pick([C.tint, C.sand, '#eaf1f3']));
    const shelves = Math.max(2, Math.floor(W / 520));
    for (let i = 0; i < shelves; i += 1) {
      const x = (W / shelves) * i + 40 + r.between(0, 60);
      out += shelf(x, 400, Math.min(420, W / shelves - 80), 210, r);
      if (r.next() < 0.6) out += potPlant(x + 60, 400, 90, r);
    }
    // A rug and two low tables with chairs.
    out += `<ellipse cx="${n(W / 2)}" cy="720" rx="${n(Math.min(W * 0.4, 520))}" ry="60" fill="${r.pick([C.sun, C.rose, C.sage])}" opacity="0.55"/>`;
    const table = (x: number, top: string) =>
      rect(x - 150, 640, 300, 18, C.woodDark, 'rx="6"') + rect(x - 130, 658, 14, 90, C.woodDark) + rect(x + 116, 658, 14, 90, C.woodDark) +
      rect(x - 90, 620, 60, 20, top, 'rx="4"') + circle(x + 50, 628, 14, C.sun) +
      [-210, 210].map((dx) => rect(x + dx - 40, 660, 80, 14, C.primary, 'rx="5"') + rect(x + dx - 36, 600, 12, 140, C.primary, 'rx="5"') + rect(x + dx + 24, 674, 12, 66, C.primary)).join('');
    out += canvas.stage(table(380, C.blue) + table(820, C.accentBright));
    return out;
  },

  books(canvas) {
    const { W, r } = canvas;
    let out = rect(0, 0, W, 800, C.woodDark);
    const rows = [[40, 250], [280, 490], [520, 730]] as const;
    for (const [top, bottom] of rows) {
      out += rect(0, bottom, W, 20, C.wood) + rect(0, top - 10, W, bottom - top + 10, '#6f4a28');
      let x = r.between(10, 40);
      while (x < W - 20) {
        if (r.next() < 0.06) {
          out += potPlant(x + 60, bottom, 110, r, C.sand);
          x += 130;
          continue;
        }
        const w = r.between(26, 52);
        const h = r.between((bottom - top) * 0.62, bottom - top - 14);
        const colour = r.pick(BRIGHTS);
        const lean = r.next() < 0.08;
        const spine = rect(0, -h, w, h, colour, 'rx="3"') + rect(w * 0.2, -h * 0.82, w * 0.6, 6, C.paper, 'opacity="0.75"') + rect(w * 0.2, -h * 0.22, w * 0.6, 4, C.paper, 'opacity="0.5"');
        out += group(`translate(${n(x)} ${bottom})${lean ? ' rotate(-12)' : ''}`, spine);
        x += w + (lean ? 18 : 3);
      }
    }
    // An open book on the reading ledge in front.
    out += rect(0, 760, W, 40, C.wood);
    out += canvas.stage(
      path('M600 760 Q480 700 380 720 L380 780 Q480 760 600 800 Z', C.paper) +
        path('M600 760 Q720 700 820 720 L820 780 Q720 760 600 800 Z', C.paper) +
        [0, 1, 2, 3].map((i) => rect(410, 736 + i * 10, 150, 3, C.border, 'opacity="0.6"') + rect(640, 736 + i * 10, 150, 3, C.border, 'opacity="0.6"')).join(''),
    );
    return out;
  },

  instruments(canvas) {
    const { W, r } = canvas;
    let out = rect(0, 0, W, 800, r.pick([C.sand, C.tint])) + rect(0, 620, W, 180, C.wood);
    for (let i = 0; i < Math.round(W / 150); i += 1) out += note(r.between(40, W - 40), r.between(80, 330), r.between(40, 70), r.pick([C.primary, C.accent, C.blue]));
    const guitar =
      group('rotate(-18 300 520)', `${rect(288, 190, 24, 260, C.woodDark)}${rect(280, 160, 40, 50, C.ink, 'rx="6"')}${circle(300, 520, 110, C.accentBright)}${circle(300, 420, 80, C.accentBright)}${circle(300, 470, 32, C.ink)}${rect(260, 560, 80, 14, C.woodDark)}`);
    const drum = `<ellipse cx="860" cy="540" rx="130" ry="36" fill="${C.paper}"/>${rect(730, 540, 260, 160, C.blue)}<ellipse cx="860" cy="700" rx="130" ry="36" fill="${C.blue}"/>${[0, 1, 2, 3, 4].map((i) => path(`M${750 + i * 52} 548 L${776 + i * 52} 700`, 'none', `stroke="${C.sun}" stroke-width="6"`)).join('')}<ellipse cx="860" cy="540" rx="130" ry="36" fill="none" stroke="${C.sun}" stroke-width="8"/>${rect(900, 440, 10, 110, C.woodDark, 'transform="rotate(30 905 495)"')}${rect(940, 450, 10, 100, C.woodDark, 'transform="rotate(50 945 500)"')}`;
    const bars = [C.rose, C.accentBright, C.sun, C.leaf, C.primary, C.blue, C.plum, C.rose];
    const xylophone = `${rect(470, 700, 300, 16, C.woodDark, 'transform="rotate(-4 620 708)"')}${rect(470, 640, 300, 16, C.woodDark, 'transform="rotate(4 620 648)"')}${bars.map((colour, i) => rect(480 + i * 36, 600 + i * 3, 30, 130 - i * 8, colour, 'rx="4"')).join('')}`;
    out += canvas.stage(guitar + xylophone + drum);
    return out;
  },

  paint(canvas) {
    const { W, r } = canvas;
    let out = rect(0, 0, W, 800, C.paper) + rect(0, 640, W, 160, C.sand);
    for (let i = 0; i < Math.round(W / 90); i += 1) out += circle(r.between(0, W), r.between(660, 790), r.between(6, 22), r.pick(BRIGHTS), 'opacity="0.55"');
    const mood = MOODS[canvas.variant % MOODS.length];
    const easel = `${path('M420 110 L300 760', 'none', `stroke="${C.woodDark}" stroke-width="22" stroke-linecap="round"`)}${path('M420 110 L560 760', 'none', `stroke="${C.woodDark}" stroke-width="22" stroke-linecap="round"`)}${path('M420 110 L430 720', 'none', `stroke="${C.wood}" stroke-width="16" stroke-linecap="round"`)}${rect(290, 520, 270, 20, C.woodDark, 'rx="6"')}`;
    const painting = `${rect(270, 170, 300, 350, C.white, `stroke="${C.wood}" stroke-width="10"`)}${rect(285, 185, 270, 320, mood.skyTop)}${circle(r.between(330, 500), 250, 34, mood.sun)}${path('M285 400 Q360 330 430 380 T555 360 V505 H285 Z', mood.mid)}${path('M285 450 Q400 410 555 460 V505 H285 Z', mood.near)}${path('M400 505 Q420 460 440 430 L450 430 Q440 470 450 505 Z', C.sand)}`;
    const palette = `${path('M700 640 C640 560 760 470 880 500 C1000 530 1020 620 950 660 C910 680 900 640 860 650 C820 660 840 700 780 700 C740 700 720 670 700 640 Z', C.wood)}${circle(780, 540, 20, C.paper)}${[C.accentBright, C.sun, C.blue, C.leaf, C.rose].map((colour, i) => circle(840 + (i % 3) * 52, 550 + Math.floor(i / 3) * 56, 20, colour)).join('')}`;
    const jar = `${rect(1000, 560, 110, 150, C.sky, 'rx="12" opacity="0.85"')}${[0, 1, 2].map((i) => `${rect(1022 + i * 28, 420 + i * 18, 10, 200, C.woodDark, `transform="rotate(${-10 + i * 10} ${1027 + i * 28} 620)"`)}${rect(1020 + i * 28, 410 + i * 18, 14, 26, r.pick(BRIGHTS), `rx="5" transform="rotate(${-10 + i * 10} ${1027 + i * 28} 620)"`)}`).join('')}`;
    out += canvas.stage(easel + painting + palette + jar);
    return out;
  },

  plants(canvas) {
    const { W, r } = canvas;
    let out = rect(0, 0, W, 800, C.tint);
    const panes = Math.max(2, Math.round(W / 400));
    out += rect(30, 60, W - 60, 500, C.paper) + rect(50, 80, W - 100, 460, C.sky);
    out += path(`M50 540 V430 Q${n(W * 0.3)} 360 ${n(W * 0.55)} 420 T${n(W - 50)} 400 V540 Z`, C.sage);
    for (let i = 1; i < panes; i += 1) out += rect((W / panes) * i - 6, 80, 12, 460, C.paper);
    out += rect(0, 560, W, 40, C.paper) + rect(0, 600, W, 200, C.wood);
    const pots = Math.max(4, Math.round(W / 200));
    for (let i = 0; i < pots; i += 1) {
      const x = (W / pots) * (i + 0.5) + r.between(-30, 30);
      out += potPlant(x, 570, r.between(110, 190), r, r.pick([C.accent, C.accentBright, C.sand, C.blue, C.rose]));
    }
    // A hanging plant at one side.
    const hx = canvas.flip ? W * 0.12 : W * 0.88;
    out += path(`M${n(hx)} 0 V140`, 'none', `stroke="${C.woodDark}" stroke-width="3"`) + `<ellipse cx="${n(hx)}" cy="160" rx="60" ry="30" fill="${C.accent}"/>`;
    for (let i = 0; i < 7; i += 1) {
      const x = hx - 60 + i * 20;
      out += path(`M${n(x)} 160 q${n(r.between(-20, 20))} ${n(r.between(80, 180))} ${n(r.between(-10, 10))} ${n(r.between(120, 240))}`, 'none', `stroke="${C.leaf}" stroke-width="8" stroke-linecap="round"`);
    }
    return out;
  },

  garden(canvas) {
    const { W, r, variant } = canvas;
    const mood = MOODS[variant % MOODS.length];
    let out = sky(canvas, mood) + hills(W, 420, 40, r, mood.far) + rect(0, 440, W, 360, mood.near);
    // A picket fence along the back.
    for (let x = 10; x < W; x += 44) out += path(`M${x} 470 V400 L${x + 14} 384 L${x + 28} 400 V470 Z`, C.paper);
    out += rect(0, 420, W, 10, C.paper) + rect(0, 450, W, 10, C.paper);
    // Sunflowers against the fence.
    for (let x = r.between(20, 200); x < W; x += r.between(240, 420)) {
      const top = r.between(250, 330);
      out += path(`M${n(x)} 480 V${n(top)}`, 'none', `stroke="${C.primary}" stroke-width="8"`);
      for (let p = 0; p < 12; p += 1) out += `<ellipse cx="${n(x)}" cy="${n(top - 34)}" rx="12" ry="30" fill="${C.sun}" transform="rotate(${p * 30} ${n(x)} ${n(top)})"/>`;
      out += circle(x, top, 26, C.woodDark);
    }
    // Raised beds in perspective, planted in rows.
    const beds = Math.max(2, Math.round(W / 480));
    const bedW = (W - 80) / beds - 40;
    for (let i = 0; i < beds; i += 1) {
      const x = 60 + i * (bedW + 40);
      out += rect(x, 560, bedW, 180, '#6b4a2b', 'rx="6"') + rect(x - 10, 540, bedW + 20, 26, C.wood, 'rx="5"') + rect(x - 10, 720, bedW + 20, 30, C.wood, 'rx="5"');
      const crop = r.pick(['lettuce', 'carrot', 'tomato', 'beans'] as const);
      for (let row = 0; row < 2; row += 1) {
        for (let px = x + 40; px < x + bedW - 30; px += 70) {
          const py = 620 + row * 60;
          if (crop === 'lettuce') out += circle(px, py, 24, C.sage) + circle(px - 8, py - 6, 14, C.leaf);
          else if (crop === 'carrot') out += path(`M${n(px)} ${n(py)} l-14 -40 M${n(px)} ${n(py)} l0 -46 M${n(px)} ${n(py)} l14 -40`, 'none', `stroke="${C.leaf}" stroke-width="7" stroke-linecap="round"`) + circle(px, py + 4, 9, C.accentBright);
          else if (crop === 'tomato') out += path(`M${n(px)} ${n(py + 20)} V${n(py - 50)}`, 'none', `stroke="${C.woodDark}" stroke-width="4"`) + circle(px - 12, py - 20, 16, C.primary) + circle(px + 10, py - 34, 14, C.leaf) + circle(px + 8, py, 10, '#c8372d') + circle(px - 10, py + 8, 9, '#c8372d');
          else out += path(`M${n(px)} ${n(py + 20)} q-18 -40 0 -80 q18 -30 0 -60`, 'none', `stroke="${C.primary}" stroke-width="6"`) + `<ellipse cx="${n(px + 10)}" cy="${n(py - 30)}" rx="12" ry="7" fill="${C.leaf}"/><ellipse cx="${n(px - 10)}" cy="${n(py - 70)}" rx="12" ry="7" fill="${C.leaf}"/>`;
        }
      }
    }
    // A watering can in front.
    const cx = canvas.flip ? W * 0.1 : W * 0.9;
    out += group(`translate(${n(cx)} 770)`, `${rect(-50, -80, 100, 80, C.blue, 'rx="10"')}${path('M50 -60 L110 -110 L118 -100 L56 -40 Z', C.blue)}${path('M-30 -80 Q0 -130 30 -80', 'none', `stroke="${C.blue}" stroke-width="10"`)}`);
    return out;
  },

  materials(canvas) {
    const { W, r } = canvas;
    let out = room(canvas, r.pick([C.sand, C.tint]), 500);
    // A floor mat with the pink tower and the number rods laid out as children do.
    out += `<ellipse cx="${n(W / 2)}" cy="690" rx="${n(Math.min(W * 0.46, 620))}" ry="90" fill="${C.paper}" opacity="0.5"/>`;
    const mat = rect(120, 560, 960, 220, '#d9c7a0', 'rx="10"') + rect(140, 580, 920, 180, C.sand, 'rx="8"');
    let tower = '';
    let y = 560;
    for (let size = 10; size >= 1; size -= 1) {
      const s = size * 7.6;
      tower += rect(330 - s / 2, y - s, s, s, '#e9a3b4', `stroke="#c97d90" stroke-width="2"`);
      tower += rect(330 - s / 2 + s * 0.72, y - s, s * 0.28, s, '#d98ea1');
      y -= s;
    }
    let rods = '';
    for (let length = 1; length <= 10; length += 1) {
      const top = 596 + (10 - length) * 16;
      for (let segment = 0; segment < length; segment += 1) rods += rect(560 + segment * 46, top, 46, 14, segment % 2 ? C.blue : '#c8372d');
    }
    const beads = Array.from({ length: 10 }, (_, i) => circle(170 + (i % 5) * 20, 720 + Math.floor(i / 5) * 20, 9, C.sun)).join('');
    out += canvas.stage(mat + tower + rods + beads);
    return out;
  },

  science(canvas) {
    const { W, r } = canvas;
    let out = rect(0, 0, W, 800, r.pick([C.tint, '#eaf1f3'])) + rect(0, 600, W, 200, C.sage);
    // Bunting across the hall.
    for (let x = 0; x < W; x += 70) out += path(`M${x} 40 L${x + 60} 40 L${x + 30} 100 Z`, BRIGHTS[(x / 70) % BRIGHTS.length]);
    out += path(`M0 40 H${W}`, 'none', `stroke="${C.ink}" stroke-width="3"`);
    const board = (x: number, title: string, content: string) =>
      `${path(`M${x - 260} 250 L${x - 150} 230 V560 L${x - 260} 580 Z`, C.paper)}${rect(x - 150, 220, 300, 340, C.white)}${path(`M${x + 150} 230 L${x + 260} 250 V580 L${x + 150} 560 Z`, C.paper)}${rect(x - 120, 240, 240, 40, title)}${content}`;
    const chart = [90, 150, 120, 200].map((h, i) => rect(-100 + i * 55, 500 - h, 40, h, BRIGHTS[i])).join('');
    const boards =
      rect(-600, 600, 2400, 20, C.woodDark) + rect(0, 580, 1200, 30, C.paper) +
      board(320, C.blue, group('translate(320 30)', chart)) +
      board(880, C.accentBright, `${circle(820, 360, 40, C.sun)}${circle(920, 380, 24, C.leaf)}${circle(880, 460, 30, C.blue)}${path('M820 360 L920 380 L880 460 Z', 'none', `stroke="${C.ink}" stroke-width="3"`)}`);
    const volcano = `${path('M520 580 L590 440 H630 L700 580 Z', C.woodDark)}${path('M590 440 Q600 470 610 450 Q620 480 630 440 Z', C.accentBright)}${circle(610, 420, 22, C.accentBright)}${circle(594, 396, 14, C.sun)}${circle(628, 390, 12, C.accentBright)}`;
    const flask = `${path('M1060 460 V500 L1010 580 H1130 L1080 500 V460 Z', C.sky, `stroke="${C.muted}" stroke-width="4"`)}${path('M1022 560 H1118 L1130 580 H1010 Z', C.leaf)}${circle(1070, 430, 8, C.leaf)}${circle(1080, 400, 6, C.leaf)}`;
    const ribbon = `${circle(320, 600, 30, C.sun)}${path('M305 620 L295 680 L320 665 L345 680 L335 620 Z', C.blue)}`;
    out += canvas.stage(boards + volcano + flask + ribbon);
    return out;
  },

  engineering(canvas) {
    const { W, r, variant } = canvas;
    const mood = MOODS[variant % MOODS.length];
    let out = sky(canvas, mood) + hills(W, 520, 40, r, mood.far);
    // A river gap with a truss bridge across it.
    const gapLeft = W * 0.28;
    const gapRight = W * 0.72;
    out += rect(0, 560, W, 240, mood.near) + path(`M${n(gapLeft)} 560 L${n(gapLeft + 60)} 800 H${n(gapRight - 60)} L${n(gapRight)} 560 Z`, C.blue);
    out += path(`M${n(gapLeft + 80)} 700 q40 -10 80 0 M${n(gapRight - 200)} 740 q40 -10 80 0`, 'none', `stroke="${C.sky}" stroke-width="5"`);
    const span = gapRight - gapLeft + 120;
    const panels = 8;
    const panelW = span / panels;
    let truss = rect(gapLeft - 60, 540, span, 20, C.ink) + rect(gapLeft - 60 + panelW, 430, span - 2 * panelW, 14, C.ink);
    for (let i = 0; i <= panels; i += 1) {
      const x = gapLeft - 60 + i * panelW;
      if (i > 0 && i < panels) truss += rect(x - 5, 437, 10, 110, C.accentBright);
      if (i < panels) {
        const x2 = x + panelW;
        const diagonal = i === 0 ? `M${n(x)} 550 L${n(x2)} 437` : i === panels - 1 ? `M${n(x)} 437 L${n(x2)} 550` : i < panels / 2 ? `M${n(x)} 437 L${n(x2)} 550` : `M${n(x)} 550 L${n(x2)} 437`;
        truss += path(diagonal, 'none', `stroke="${C.accentBright}" stroke-width="9"`);
      }
    }
    out += truss;
    // Meshing gears in the foreground, as if on a workbench.
    const gx = canvas.flip ? W - 220 : 220;
    const direction = canvas.flip ? -1 : 1;
    out += gear(gx, 690, 110, 14, C.sun, 0) + gear(gx + direction * 178, 610, 76, 10, C.primary, 9) + gear(gx + direction * 150, 760, 56, 8, C.accent, 4);
    return out;
  },

  spanish(canvas) {
    const { W, r } = canvas;
    const wall = r.pick([C.sky, '#f6e3c6']);
    let out = rect(0, 0, W, 800, wall) + rect(0, 620, W, 180, C.sand);
    // Strings of papel picado: flags with little shapes cut out.
    const flagColours = ['#d94f70', C.sun, '#3d9ad1', C.leaf, C.accentBright, C.plum, '#f07f3c'];
    for (const [rowIndex, y] of [70, 290].entries()) {
      const sag = 40;
      out += path(`M0 ${y} Q${n(W / 2)} ${y + sag * 2} ${n(W)} ${y}`, 'none', `stroke="${C.ink}" stroke-width="3"`);
      for (let x = 10, i = rowIndex * 3; x < W - 80; x += 110, i += 1) {
        const t = (x + 50) / W;
        const top = y + sag * 2 * 2 * t * (1 - t);
        const colour = flagColours[i % flagColours.length];
        let holes = '';
        for (let hx = 0; hx < 3; hx += 1) {
          for (let hy = 0; hy < 3; hy += 1) {
            const cx = x + 22 + hx * 28;
            const cy = top + 40 + hy * 34;
            holes += (hx + hy) % 2 ? circle(cx, cy, 7, wall) : path(`M${n(cx)} ${n(cy - 11)} L${n(cx + 9)} ${n(cy)} L${n(cx)} ${n(cy + 11)} L${n(cx - 9)} ${n(cy)} Z`, wall);
          }
        }
        out += path(`M${n(x)} ${n(top)} H${n(x + 100)} V${n(top + 140)} l-12.5 14 l-12.5 -14 l-12.5 14 l-12.5 -14 l-12.5 14 l-12.5 -14 l-12.5 14 l-12.5 -14 Z`, colour) + holes;
      }
    }
    // A table with a bowl of fruit and a tiny maraca pair.
    const table = `${rect(200, 600, 800, 24, C.woodDark, 'rx="8"')}${rect(230, 624, 20, 150, C.woodDark)}${rect(950, 624, 20, 150, C.woodDark)}${rect(220, 590, 760, 14, '#d94f70', 'opacity="0.85"')}` +
      `${path('M480 590 Q540 650 600 590 Z', C.sand)}${circle(510, 570, 22, C.sun)}${circle(550, 562, 24, C.accentBright)}${circle(580, 574, 18, C.leaf)}` +
      `${group('rotate(-25 760 560)', `${`<ellipse cx="760" cy="540" rx="34" ry="42" fill="${C.leaf}"/>`}${rect(754, 578, 12, 40, C.woodDark)}`)}${group('rotate(20 840 560)', `${`<ellipse cx="840" cy="540" rx="34" ry="42" fill="${C.sun}"/>`}${rect(834, 578, 12, 40, C.woodDark)}`)}`;
    out += canvas.stage(table);
    return out;
  },

  concert(canvas) {
    const { W, r } = canvas;
    const curtain = r.pick(['#8c2f2a', C.primaryDark, C.plum]);
    let out = rect(0, 0, W, 800, '#2a2320') + rect(0, 520, W, 280, C.woodDark) + rect(0, 520, W, 12, C.wood);
    // Spotlights from above.
    for (const x of [W * 0.3, W * 0.7]) out += path(`M${n(x - 20)} 0 L${n(x + 20)} 0 L${n(x + 260)} 620 L${n(x - 260)} 620 Z`, C.sun, 'opacity="0.16"') + `<ellipse cx="${n(x)}" cy="600" rx="260" ry="40" fill="${C.sun}" opacity="0.22"/>`;
    // Curtains at both sides and a valance.
    const drape = (x: number, w: number) => Array.from({ length: 6 }, (_, i) => path(`M${n(x + (w / 6) * i)} 0 q${n(w / 12)} 300 0 620 h${n(w / 6)} q${n(-w / 12)} -320 0 -620 Z`, curtain, `opacity="${i % 2 ? 0.85 : 1}"`)).join('');
    out += drape(0, Math.max(160, W * 0.14)) + drape(W - Math.max(160, W * 0.14), Math.max(160, W * 0.14));
    out += rect(0, 0, W, 70, curtain);
    for (let x = 0; x < W; x += 80) out += path(`M${x} 70 q40 40 80 0`, curtain);
    // A row of children singing.
    let choir = '';
    const people = 7;
    for (let i = 0; i < people; i += 1) {
      const x = 240 + i * 120;
      choir += child(x, 640 + (i % 2) * 8, r.between(250, 300), r.pick([C.primary, C.blue, C.sun, C.accentBright, C.rose]), r.pick(SKINS), r.pick(HAIR), true);
    }
    for (let i = 0; i < 6; i += 1) choir += note(r.between(220, 1000), r.between(180, 320), r.between(34, 54), C.sun);
    out += canvas.stage(choir);
    return out;
  },
};

/** The whole SVG of `scene` for a picture `width` x `height`. Exported for tests and previews. */
export function pictureSvg(scene: PictureScene, size: PictureSize, variant = 0): string {
  const W = Math.max(200, Math.round((800 * size.width) / size.height));
  const scale = Math.min(1, W / 1200);
  const canvas: Canvas = {
    W,
    H: 800,
    r: randomFrom(hashOf(scene) + variant * 7919),
    variant,
    flip: variant % 2 === 1,
    stage: (content) => group(`translate(${n((W - 1200 * scale) / 2)} ${n(800 - 800 * scale)}) scale(${n(scale * 1000) / 1000})`, content),
  };
  const body = SCENES[scene](canvas);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${W} 800" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

/**
 * Draws a picture of `scene` as a PNG, to hand to ImageStorageService.saveImage like any upload. `variant` makes
 * several pictures of one scene differ (time of day, colours, which side things stand on, where the trees grow).
 */
export function drawPicture(scene: PictureScene, size: PictureSize, variant = 0): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(scene, size, variant)))
    .resize(size.width, size.height, { fit: 'cover' })
    .png({ compressionLevel: 3 })
    .toBuffer();
}

const PORTRAIT_BACKGROUNDS = ['e3efe7', 'f3e6c8', 'f8dcb4', 'cfe3ea', 'f2d4cf'];

/** Draws a friendly illustrated portrait for `name` (DiceBear "personas", seeded by the name) as a PNG. */
export async function drawPortrait(name: string): Promise<Buffer> {
  // DiceBear's collection of styles is loaded only when a portrait is drawn (the sample content of a new
  // school): it takes longer to load than the rest of the API's start, for a server that never uses it again.
  const [{ createAvatar }, { personas }] = await Promise.all([import('@dicebear/core'), import('@dicebear/collection')]);
  const svg = createAvatar(personas, {
    seed: name,
    size: 480,
    backgroundColor: [PORTRAIT_BACKGROUNDS[hashOf(name) % PORTRAIT_BACKGROUNDS.length]],
    // Warm, grown-up faces for teachers and parents: smiles, open eyes, everyday hair.
    mouth: ['smile', 'bigSmile', 'lips'],
    eyes: ['open', 'happy', 'glasses'],
    nose: ['mediumRound', 'smallRound'],
    hair: ['long', 'shortCombover', 'curlyHighTop', 'bobCut', 'curly', 'curlyBun', 'buzzcut', 'bobBangs', 'balding', 'fade', 'straightBun', 'extraLong'],
    hairColor: ['362c47', '6c4545', 'a8743a', '2b1d14', 'c99a5b', 'dee1f5'],
    facialHairProbability: 15,
    facialHair: ['beardMustache', 'goatee', 'shadow'],
  }).toString();
  return sharp(Buffer.from(svg)).resize(480, 480).png({ compressionLevel: 3 }).toBuffer();
}
