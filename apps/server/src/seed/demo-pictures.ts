import sharp from "sharp";

/*
 * The demo's experience pictures: Icelandic landscapes drawn here as SVG (sky, layered mountains
 * with snow and glaciers, the sea and its waves, a boat, a whale's tail, puffins, the northern
 * lights) and rendered to 1600 × 1000 JPEGs at seed time. The project draws them itself, so no
 * photograph and no third party's licence is involved, and nothing is fetched over a network.
 * Every scene comes from a fixed seed, so the demo looks the same on every start.
 */

export const pictureWidth = 1600;
export const pictureHeight = 1000;

type Point = [number, number];
type Random = () => number;

/** A small seeded generator (mulberry32): the same scene every time. */
function randomFrom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
const pointsText = (points: Point[]) => points.map(([x, y]) => `${round(x)} ${round(y)}`).join(" L");

/** A mountain ridge through the control points, made rugged by midpoint displacement. */
function ridge(random: Random, controls: Point[], roughness: number, depth = 6): Point[] {
  let points = controls;
  let spread = roughness;
  for (let level = 0; level < depth; level += 1) {
    const next: Point[] = [points[0]!];
    for (let i = 1; i < points.length; i += 1) {
      const [x0, y0] = points[i - 1]!;
      const [x1, y1] = points[i]!;
      next.push([(x0 + x1) / 2, (y0 + y1) / 2 + (random() - 0.5) * spread], [x1, y1]);
    }
    points = next;
    spread *= 0.55;
  }
  return points;
}

/** The land under a ridge, down to `bottom`, as wide as the ridge. */
function mountains(points: Point[], fill: string, bottom = pictureHeight): string {
  const first = points[0]![0];
  const last = points[points.length - 1]![0];
  return `<path d="M${first} ${bottom} L${pointsText(points)} L${last} ${bottom} Z" fill="${fill}"/>`;
}

/** Snow on the ridge above the snow line, thicker on the higher peaks, in gullies down the slopes. */
function snow(random: Random, points: Point[], snowLine: number, fill = "#eef4f8"): string {
  const phase = random() * 10;
  const lower = points
    .map(([x, y]): Point => {
      const depth = Math.max(0, snowLine - y);
      const gullies = 0.6 + 0.22 * Math.sin(x / 53 + phase) + 0.12 * Math.sin(x / 17 + phase * 2);
      return [x, y + (depth > 0 ? depth * gullies + 3 : 0)];
    })
    .reverse();
  return `<path d="M${pointsText([...points, ...lower])} Z" fill="${fill}"/>`;
}

function sky(id: string, stops: [number, string][]): string {
  const stopText = stops.map(([at, colour]) => `<stop offset="${at}" stop-color="${colour}"/>`).join("");
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stopText}</linearGradient></defs>` +
    `<rect width="${pictureWidth}" height="${pictureHeight}" fill="url(#${id})"/>`
  );
}

function sun(x: number, y: number, radius: number, colour: string, glow: string): string {
  return (
    `<defs><radialGradient id="glow"><stop offset="0" stop-color="${glow}" stop-opacity="0.75"/>` +
    `<stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${x}" cy="${y}" r="${radius * 6}" fill="url(#glow)"/>` +
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="${colour}"/>`
  );
}

/** The sea below the horizon with waves that grow and spread towards the viewer. */
function sea(
  random: Random,
  horizon: number,
  colours: { far: string; near: string; light: string; dark: string },
  waves = 260,
): string {
  const parts = [
    `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.far}"/>` +
      `<stop offset="1" stop-color="${colours.near}"/></linearGradient></defs>`,
    `<rect y="${horizon}" width="${pictureWidth}" height="${pictureHeight - horizon}" fill="url(#sea)"/>`,
  ];
  for (let i = 0; i < waves; i += 1) {
    const depth = random() ** 1.6;
    const y = horizon + 4 + depth * (pictureHeight - horizon);
    const length = 14 + depth * 110 * (0.5 + random());
    const x = random() * (pictureWidth + length) - length;
    const lift = 1 + depth * 7;
    const colour = random() < 0.55 ? colours.light : colours.dark;
    parts.push(
      `<path d="M${round(x)} ${round(y)} q${round(length / 2)} ${round(-lift)} ${round(length)} 0" ` +
        `stroke="${colour}" stroke-width="${round(1 + depth * 3)}" fill="none" ` +
        `stroke-linecap="round" stroke-opacity="${round(0.35 + depth * 0.4)}"/>`,
    );
  }
  return parts.join("");
}

/** Light on the water under a low sun or the moon. */
function glitter(random: Random, x: number, horizon: number, colour: string, count = 90): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const depth = random();
    const y = horizon + 3 + depth * depth * (pictureHeight - horizon);
    const spread = 30 + depth * 260;
    const cx = x + (random() - 0.5) * spread;
    const length = 6 + depth * 50 * random();
    parts.push(
      `<rect x="${round(cx - length / 2)}" y="${round(y)}" width="${round(length)}" ` +
        `height="${round(1 + depth * 3)}" fill="${colour}" fill-opacity="${round(0.4 + random() * 0.5)}"/>`,
    );
  }
  return parts.join("");
}

function stars(random: Random, bottom: number, count = 220): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1)
    parts.push(
      `<circle cx="${round(random() * pictureWidth)}" cy="${round(random() ** 1.3 * bottom)}" ` +
        `r="${round(0.5 + random() * 1.4)}" fill="#fdfbe8" fill-opacity="${round(0.4 + random() * 0.6)}"/>`,
    );
  return parts.join("");
}

/** Curtains of the aurora: bright green at their lower edge, fading to violet and then to the sky. */
function aurora(random: Random, bands: { y: number; height: number; amplitude: number }[]): string {
  const parts = [
    `<defs><linearGradient id="aurora" x1="0" y1="1" x2="0" y2="0">` +
      `<stop offset="0" stop-color="#b4ffd6" stop-opacity="0.95"/>` +
      `<stop offset="0.2" stop-color="#3cf29a" stop-opacity="0.75"/>` +
      `<stop offset="0.65" stop-color="#2bb7a0" stop-opacity="0.3"/>` +
      `<stop offset="1" stop-color="#8a5cf0" stop-opacity="0"/></linearGradient></defs>`,
  ];
  for (const band of bands) {
    const phase = random() * Math.PI * 2;
    const frequency = 1.5 + random() * 2;
    const lower: Point[] = [];
    for (let x = -40; x <= pictureWidth + 40; x += 40) {
      const t = x / pictureWidth;
      lower.push([x, band.y + Math.sin(t * Math.PI * frequency + phase) * band.amplitude + t * 60]);
    }
    const upper = lower.map(([x, y]): Point => [x + 30, y - band.height * (0.7 + random() * 0.5)]).reverse();
    parts.push(`<path d="M${pointsText([...lower, ...upper])} Z" fill="url(#aurora)"/>`);
    // Rays: brighter streaks up the curtain.
    for (let i = 0; i < 40; i += 1) {
      const [x, y] = lower[Math.floor(random() * lower.length)]!;
      const height = band.height * (0.5 + random() * 0.6);
      parts.push(
        `<rect x="${round(x + random() * 40)}" y="${round(y - height)}" width="${round(6 + random() * 16)}" ` +
          `height="${round(height + 10)}" fill="url(#aurora)"/>`,
      );
    }
  }
  return parts.join("");
}

/**
 * Shapes seen through a blur of `blur` (in the picture's units), drawn at a quarter of the size:
 * the blur costs a sixteenth and, soft as it is, looks the same when drawn back at full size.
 */
async function softLayer(content: string, blur: number, attributes = ""): Promise<string> {
  const small =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pictureWidth / 4}" height="${pictureHeight / 4}" ` +
    `viewBox="0 0 ${pictureWidth} ${pictureHeight}"><defs><filter id="blur" x="-20%" y="-20%" ` +
    `width="140%" height="140%"><feGaussianBlur stdDeviation="${blur}"/></filter></defs>` +
    `<g filter="url(#blur)">${content}</g></svg>`;
  const png = await sharp(Buffer.from(small)).png().toBuffer();
  return (
    `<image width="${pictureWidth}" height="${pictureHeight}" preserveAspectRatio="none" ${attributes} ` +
    `href="data:image/png;base64,${png.toString("base64")}"/>`
  );
}

/** A tour boat seen from the side, its bow to the right (or the left when `facing` is -1). */
function boat(x: number, y: number, scale: number, facing: 1 | -1 = 1, lights = false): string {
  const hull = "M-120 0 L130 0 L105 34 L-105 34 Z";
  const cabin = "M-70 0 L-70 -38 L40 -38 L62 0 Z";
  const bridge = "M-40 -38 L-40 -62 L18 -62 L28 -38 Z";
  const windows = [-60, -38, -16, 6, 28]
    .map(
      (wx) =>
        `<rect x="${wx}" y="-30" width="16" height="12" rx="2" fill="${lights ? "#ffd978" : "#2d4a66"}"/>`,
    )
    .join("");
  return (
    `<g transform="translate(${x} ${y}) scale(${facing * scale} ${scale})">` +
    `<path d="${hull}" fill="#f4f1ea"/><path d="M-116 6 L127 6 L122 13 L-112 13 Z" fill="#1f5fa8"/>` +
    `<path d="M-105 34 L105 34 L100 38 L-100 38 Z" fill="#1c2a38" opacity="0.6"/>` +
    `<path d="${cabin}" fill="#fbfaf6"/><path d="${bridge}" fill="#e9e4d8"/>${windows}` +
    `<rect x="-10" y="-110" width="4" height="50" fill="#3b3f45"/>` +
    `<path d="M-6 -108 L30 -96 L-6 -86 Z" fill="#d8312a"/>` +
    (lights ? `<circle cx="-8" cy="-112" r="5" fill="#fff6c8"/>` : "") +
    `</g>` +
    // The wake behind it.
    `<path d="M${x - facing * 120 * scale} ${y + 34 * scale} q${-facing * 160 * scale} ${10 * scale} ` +
    `${-facing * 320 * scale} ${30 * scale}" stroke="#ffffff" stroke-width="${4 * scale}" fill="none" opacity="0.55"/>`
  );
}

/** A whale's tail rising out of the water, with spray. */
function fluke(random: Random, x: number, y: number, scale: number): string {
  const tail =
    "M-26 0 C-20 -40 -16 -70 -12 -96 C-50 -108 -100 -122 -150 -152 C-120 -162 -70 -158 -30 -142 " +
    "C-14 -136 -4 -130 0 -122 C4 -130 14 -136 30 -142 C70 -158 120 -162 150 -152 " +
    "C100 -122 50 -108 12 -96 C16 -70 20 -40 26 0 Z";
  const drops: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    const angle = random() * Math.PI;
    const distance = 20 + random() * 140;
    drops.push(
      `<circle cx="${round(Math.cos(angle) * distance)}" cy="${round(-Math.sin(angle) * distance * 0.6 - random() * 40)}" ` +
        `r="${round(1.5 + random() * 3)}" fill="#ffffff" fill-opacity="${round(0.5 + random() * 0.5)}"/>`,
    );
  }
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<path d="${tail}" fill="#2a3440"/><path d="M-150 -150 C-120 -160 -70 -156 -30 -140 C-60 -146 -110 -150 -150 -150 Z" fill="#d9dde2" fill-opacity="0.55"/>` +
    `<ellipse cx="0" cy="2" rx="70" ry="9" fill="#ffffff" fill-opacity="0.7"/>` +
    `<ellipse cx="0" cy="6" rx="150" ry="18" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.3"/>` +
    `${drops.join("")}</g>`
  );
}

function puffin(x: number, y: number, scale: number, facing: 1 | -1 = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${facing * scale} ${scale})">` +
    `<path d="M-6 -4 l-8 10 h16 Z M10 -4 l-4 10 h16 Z" fill="#f26b21"/>` +
    `<ellipse cx="0" cy="-34" rx="25" ry="32" fill="#16171b"/>` +
    `<ellipse cx="8" cy="-30" rx="15" ry="24" fill="#f7f5ef"/>` +
    `<circle cx="3" cy="-74" r="20" fill="#16171b"/>` +
    `<ellipse cx="9" cy="-74" rx="13" ry="13" fill="#d9dbd6"/>` +
    `<path d="M6 -80 l10 -2" stroke="#3a3c40" stroke-width="2"/>` +
    `<circle cx="12" cy="-79" r="2.6" fill="#111"/><circle cx="12" cy="-79" r="4" fill="none" stroke="#d8402a" stroke-width="1.2"/>` +
    `<path d="M19 -86 C38 -82 44 -72 40 -66 C34 -64 26 -63 19 -64 Z" fill="#f26b21"/>` +
    `<path d="M19 -86 C24 -84 26 -72 23 -64 L19 -64 Z" fill="#44566b"/>` +
    `<path d="M25 -84 C29 -80 30 -72 28 -65" stroke="#f3c431" stroke-width="2" fill="none"/>` +
    `<path d="M-22 -48 Q-32 -22 -10 -6" stroke="#0c0d10" stroke-width="7" fill="none"/>` +
    `</g>`
  );
}

function birds(random: Random, count: number, area: { x: number; y: number; w: number; h: number }): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = area.x + random() * area.w;
    const y = area.y + random() * area.h;
    const size = 6 + random() * 10;
    parts.push(
      `<path d="M${round(x)} ${round(y)} q${round(size / 2)} ${round(-size / 2)} ${round(size)} 0 ` +
        `q${round(size / 2)} ${round(-size / 2)} ${round(size)} 0" stroke="#27313b" ` +
        `stroke-width="${round(1.5 + size / 8)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return parts.join("");
}

/** Steam rising from a hot spring on the shore (to be drawn through a soft layer). */
function steam(random: Random, x: number, y: number): string {
  const parts: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const rise = i * 34;
    parts.push(
      `<ellipse cx="${round(x + Math.sin(i * 0.8) * 24 + (random() - 0.5) * 30)}" cy="${round(y - rise)}" ` +
        `rx="${round(40 + i * 8)}" ry="${round(26 + i * 4)}" fill="#eef2f5" fill-opacity="${round(0.55 - i * 0.035)}"/>`,
    );
  }
  return parts.join("");
}

function svg(content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pictureWidth}" height="${pictureHeight}" ` +
    `viewBox="0 0 ${pictureWidth} ${pictureHeight}">${content}</svg>`
  );
}

/** A morning on Faxaflói: Esja's snowy ridge across the bay and a humpback's tail. */
function whaleTail(): string {
  const random = randomFrom(11);
  const horizon = 560;
  const far = ridge(
    random,
    [
      [0, 470],
      [260, 400],
      [520, 430],
      [760, 380],
      [1100, 410],
      [1600, 455],
    ],
    60,
  );
  const near = ridge(
    random,
    [
      [0, 540],
      [300, 505],
      [700, 525],
      [1000, 500],
      [1600, 535],
    ],
    30,
  );
  return svg(
    sky("sky", [
      [0, "#5d8fc2"],
      [0.55, "#a9c8e2"],
      [1, "#f2e6cf"],
    ]) +
      sun(1260, 250, 34, "#fff7df", "#ffe9b0") +
      mountains(far, "#7d94ad") +
      snow(random, far, 455) +
      mountains(near, "#50657c") +
      sea(random, horizon, { far: "#5b88ab", near: "#1f4765", light: "#c9dceb", dark: "#163a55" }) +
      boat(1260, 600, 0.35, -1) +
      fluke(random, 600, 780, 1.5) +
      birds(random, 7, { x: 200, y: 180, w: 700, h: 180 }),
  );
}

/** Sunset on the bay: the boat heading home through light on the water. */
function boatAtSunset(): string {
  const random = randomFrom(23);
  const horizon = 600;
  const far = ridge(
    random,
    [
      [0, 520],
      [420, 470],
      [800, 500],
      [1200, 440],
      [1600, 500],
    ],
    70,
  );
  return svg(
    sky("sky", [
      [0, "#2f3f73"],
      [0.45, "#c0607a"],
      [0.75, "#f59e5b"],
      [1, "#ffd89a"],
    ]) +
      sun(880, 560, 46, "#fff1c9", "#ffb36b") +
      mountains(far, "#4a3a5c") +
      snow(random, far, 480, "#d9b7c4") +
      sea(random, horizon, { far: "#9c5a73", near: "#2b2745", light: "#ffc38a", dark: "#241c38" }) +
      glitter(random, 880, horizon, "#ffd79a", 140) +
      boat(560, 770, 1.15, 1) +
      birds(random, 5, { x: 1050, y: 250, w: 380, h: 120 }),
  );
}

/** A glacier spreading down its valley to the fjord, between dark mountains, ice in the water. */
function glacierBay(): string {
  const random = randomFrom(37);
  const horizon = 640;
  const back = ridge(
    random,
    [
      [0, 380],
      [350, 300],
      [700, 250],
      [980, 290],
      [1300, 230],
      [1600, 320],
    ],
    90,
  );
  const left = ridge(
    random,
    [
      [0, 420],
      [250, 370],
      [520, 470],
      [680, 600],
      [760, horizon],
    ],
    40,
  );
  const right = ridge(
    random,
    [
      [940, horizon],
      [1060, 520],
      [1300, 410],
      [1600, 440],
    ],
    40,
  );
  const edge = (y: number) => {
    const t = (y - 300) / (horizon - 300);
    return [700 - t * 120, 1000 + t * 150] as const;
  };
  const crevasses: string[] = [];
  for (let y = 340; y < horizon - 20; y += 30 + random() * 16) {
    const [left, right] = edge(y);
    const from = left + 10 + random() * (right - left) * 0.3;
    const to = right - 10 - random() * (right - left) * 0.3;
    crevasses.push(
      `<path d="M${round(from)} ${round(y)} Q${round((from + to) / 2)} ${round(y + 34)} ${round(to)} ${round(y + 4)}" ` +
        `stroke="#8dbfd8" stroke-width="${round(2 + (y - 330) / 80)}" fill="none" stroke-opacity="0.8"/>`,
    );
  }
  const [frontLeft, frontRight] = edge(horizon);
  const floes: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const depth = random();
    const y = horizon + 20 + depth * depth * 300;
    const x = frontLeft - 200 + random() * (frontRight - frontLeft + 400);
    const size = 8 + depth * 50;
    floes.push(
      `<path d="M${round(x)} ${round(y)} l${round(size * 0.3)} ${round(-size * 0.35)} l${round(size * 0.5)} ${round(-size * 0.1)} ` +
        `l${round(size * 0.4)} ${round(size * 0.45)} Z" fill="#e8f6fc"/>` +
        `<path d="M${round(x)} ${round(y)} l${round(size * 1.2)} 0 l${round(-size * 0.1)} ${round(size * 0.12)} ` +
        `l${round(-size)} 0 Z" fill="#7fc1dc"/>`,
    );
  }
  return svg(
    sky("sky", [
      [0, "#3d78b8"],
      [0.6, "#9cc3e4"],
      [1, "#e6f0f6"],
    ]) +
      mountains(back, "#6e7f91") +
      snow(random, back, 390) +
      `<defs><linearGradient id="ice" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef4f8"/>` +
      `<stop offset="1" stop-color="#b9e0f0"/></linearGradient></defs>` +
      `<path d="M700 300 C690 420 640 520 ${frontLeft} ${horizon} L${frontRight} ${horizon} ` +
      `C1100 540 1010 430 1000 300 Q850 250 700 300 Z" fill="url(#ice)"/>` +
      crevasses.join("") +
      `<path d="M850 290 C846 430 870 540 868 ${horizon}" stroke="#6b7782" stroke-width="7" fill="none" stroke-opacity="0.45"/>` +
      `<rect x="${frontLeft}" y="${horizon - 18}" width="${frontRight - frontLeft}" height="18" fill="#8fcbe6"/>` +
      mountains(left, "#3a4652", horizon + 4) +
      mountains(right, "#34404c", horizon + 4) +
      snow(random, right, 450) +
      sea(random, horizon, { far: "#6aa5c4", near: "#1d4f6b", light: "#d6ecf5", dark: "#184056" }, 200) +
      floes.join("") +
      birds(random, 4, { x: 1100, y: 140, w: 300, h: 100 }),
  );
}

/** Puffins on the grassy edge of Akurey with the bay behind them. */
function puffinCliff(): string {
  const random = randomFrom(41);
  const horizon = 520;
  const far = ridge(
    random,
    [
      [0, 450],
      [500, 400],
      [900, 430],
      [1600, 410],
    ],
    50,
  );
  const cliff = "M0 700 C300 660 600 690 900 720 C1100 740 1300 760 1600 740 L1600 1000 L0 1000 Z";
  const grassTufts: string[] = [];
  for (let i = 0; i < 160; i += 1) {
    const x = random() * pictureWidth;
    const y = 720 + random() * 260;
    grassTufts.push(
      `<path d="M${round(x)} ${round(y)} l${round(-4 + random() * 8)} ${round(-10 - random() * 18)}" ` +
        `stroke="${random() < 0.5 ? "#6f9a3c" : "#9cc25a"}" stroke-width="3" stroke-linecap="round"/>`,
    );
  }
  return svg(
    sky("sky", [
      [0, "#6b9fd0"],
      [1, "#dbe9f3"],
    ]) +
      mountains(far, "#8ea3b8") +
      snow(random, far, 425) +
      sea(random, horizon, { far: "#6d9cbf", near: "#2c5f82", light: "#d7e8f3", dark: "#24506f" }, 200) +
      `<path d="${cliff}" fill="#56803a"/>` +
      `<path d="M0 700 C300 660 600 690 900 720 C1100 740 1300 760 1600 740 L1600 770 C1300 790 1100 770 900 750 C600 720 300 690 0 730 Z" fill="#7c5b3d" opacity="0.5"/>` +
      grassTufts.join("") +
      puffin(420, 790, 1.6, 1) +
      puffin(640, 820, 1.9, -1) +
      puffin(900, 840, 1.5, 1) +
      puffin(1220, 860, 2.2, -1) +
      boat(1150, 560, 0.3, 1) +
      birds(random, 12, { x: 150, y: 150, w: 1300, h: 250 }),
  );
}

/** The island from the boat: a low green island, birds over it, the city's hills behind. */
function puffinIsland(): string {
  const random = randomFrom(53);
  const horizon = 560;
  const far = ridge(
    random,
    [
      [0, 500],
      [400, 440],
      [760, 470],
      [1200, 430],
      [1600, 480],
    ],
    50,
  );
  const island = "M420 600 C520 540 700 520 900 530 C1060 538 1180 560 1260 600 Z";
  return svg(
    sky("sky", [
      [0, "#87b3dc"],
      [0.7, "#cfe2f0"],
      [1, "#f3efe4"],
    ]) +
      sun(300, 200, 30, "#fffbea", "#fff2c4") +
      mountains(far, "#91a6ba") +
      snow(random, far, 455) +
      sea(random, horizon, { far: "#79a7c7", near: "#2a5d80", light: "#e1eef6", dark: "#24516f" }) +
      `<path d="${island}" fill="#5e8a3f"/><path d="M420 600 C600 590 1000 590 1260 600 L1250 612 L430 612 Z" fill="#4b4036"/>` +
      birds(random, 26, { x: 500, y: 380, w: 700, h: 140 }) +
      boat(1130, 820, 0.95, -1),
  );
}

/** Green curtains over the dark mountains, mirrored in the still sea. */
async function auroraBay(): Promise<string> {
  const random = randomFrom(67);
  const horizon = 640;
  const far = ridge(
    random,
    [
      [0, 560],
      [380, 470],
      [760, 520],
      [1150, 450],
      [1600, 540],
    ],
    70,
  );
  const curtains = aurora(random, [
    { y: 380, height: 260, amplitude: 60 },
    { y: 300, height: 200, amplitude: 80 },
  ]);
  return svg(
    sky("sky", [
      [0, "#050a1a"],
      [0.6, "#0c1f36"],
      [1, "#16334a"],
    ]) +
      stars(random, horizon) +
      (await softLayer(curtains, 6)) +
      mountains(far, "#0b1320") +
      snow(random, far, 500, "#43566a") +
      sea(random, horizon, { far: "#0f2d3a", near: "#050c16", light: "#3e9c7c", dark: "#02060c" }, 200) +
      (await softLayer(
        `<g transform="translate(0 ${horizon * 2}) scale(1 -1)">${curtains}</g>`,
        14,
        `opacity="0.3"`,
      )) +
      `<rect y="${horizon}" width="${pictureWidth}" height="6" fill="#0b1320"/>` +
      boat(1080, 820, 0.9, -1, true),
  );
}

/** The aurora over the steam of a hot spring on the shore. */
async function auroraSteam(): Promise<string> {
  const random = randomFrom(79);
  const horizon = 700;
  const far = ridge(
    random,
    [
      [0, 610],
      [300, 520],
      [700, 580],
      [1100, 500],
      [1600, 600],
    ],
    60,
  );
  const shore = "M0 760 C300 730 700 740 1000 770 C1250 795 1450 800 1600 790 L1600 1000 L0 1000 Z";
  const curtains = aurora(random, [
    { y: 430, height: 300, amplitude: 90 },
    { y: 330, height: 180, amplitude: 50 },
  ]);
  return svg(
    sky("sky", [
      [0, "#030816"],
      [0.65, "#0b1c33"],
      [1, "#1b3a4f"],
    ]) +
      stars(random, horizon, 260) +
      (await softLayer(curtains, 6)) +
      mountains(far, "#0a111c") +
      snow(random, far, 560, "#3c4f62") +
      sea(random, horizon, { far: "#12303d", near: "#060d17", light: "#2f7d66", dark: "#02060c" }, 120) +
      `<path d="${shore}" fill="#0d141b"/>` +
      `<ellipse cx="420" cy="800" rx="150" ry="20" fill="#4fa3a8" fill-opacity="0.7"/>` +
      `<ellipse cx="420" cy="798" rx="110" ry="12" fill="#8fe0d8" fill-opacity="0.35"/>` +
      (await softLayer(steam(random, 420, 760), 14)),
  );
}

type Scene = () => string | Promise<string>;

/** The scenes, by the English name of the demo experience they picture. */
export const demoScenes: Record<string, Scene[]> = {
  "Classic Whale Watching": [whaleTail, boatAtSunset, glacierBay],
  "Puffin Express": [puffinCliff, puffinIsland],
  "Northern Lights by Boat": [auroraBay, auroraSteam],
};

/** One scene as the JPEG a company would upload. */
export async function renderScene(scene: Scene): Promise<Buffer> {
  return sharp(Buffer.from(await scene()))
    .jpeg({ quality: 84 })
    .toBuffer();
}
