import sharp from "sharp";

/*
 * What the demo's scenes are drawn with: the picture's size, a seeded random generator, the sky,
 * layered mountains with snow, the sea and its waves, light on the water, stars, a tour boat, birds
 * and soft (blurred) layers, each as SVG text. Every scene draws from a fixed seed, so the demo
 * looks the same on every start.
 */

export const pictureWidth = 1600;
export const pictureHeight = 1000;

export type Point = [number, number];
export type Random = () => number;

/** A small seeded generator (mulberry32): the same scene every time. */
export function randomFrom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const round = (n: number) => Math.round(n * 10) / 10;
export const pointsText = (points: Point[]) => points.map(([x, y]) => `${round(x)} ${round(y)}`).join(" L");

/** A mountain ridge through the control points, made rugged by midpoint displacement. */
export function ridge(random: Random, controls: Point[], roughness: number, depth = 6): Point[] {
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
export function mountains(points: Point[], fill: string, bottom = pictureHeight): string {
  const first = points[0]![0];
  const last = points[points.length - 1]![0];
  return `<path d="M${first} ${bottom} L${pointsText(points)} L${last} ${bottom} Z" fill="${fill}"/>`;
}

/** Snow on the ridge above the snow line, thicker on the higher peaks, in gullies down the slopes. */
export function snow(random: Random, points: Point[], snowLine: number, fill = "#eef4f8"): string {
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

export function sky(id: string, stops: [number, string][]): string {
  const stopText = stops.map(([at, colour]) => `<stop offset="${at}" stop-color="${colour}"/>`).join("");
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stopText}</linearGradient></defs>` +
    `<rect width="${pictureWidth}" height="${pictureHeight}" fill="url(#${id})"/>`
  );
}

export function sun(x: number, y: number, radius: number, colour: string, glow: string): string {
  return (
    `<defs><radialGradient id="glow"><stop offset="0" stop-color="${glow}" stop-opacity="0.75"/>` +
    `<stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${x}" cy="${y}" r="${radius * 6}" fill="url(#glow)"/>` +
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="${colour}"/>`
  );
}

/** The sea below the horizon with waves that grow and spread towards the viewer. */
export function sea(
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
export function glitter(random: Random, x: number, horizon: number, colour: string, count = 90): string {
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

export function stars(random: Random, bottom: number, count = 220): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1)
    parts.push(
      `<circle cx="${round(random() * pictureWidth)}" cy="${round(random() ** 1.3 * bottom)}" ` +
        `r="${round(0.5 + random() * 1.4)}" fill="#fdfbe8" fill-opacity="${round(0.4 + random() * 0.6)}"/>`,
    );
  return parts.join("");
}

/**
 * Shapes seen through a blur of `blur` (in the picture's units), drawn at a quarter of the size:
 * the blur costs a sixteenth and, soft as it is, looks the same when drawn back at full size.
 */
export async function softLayer(content: string, blur: number, attributes = ""): Promise<string> {
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
export function boat(x: number, y: number, scale: number, facing: 1 | -1 = 1, lights = false): string {
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

export function birds(
  random: Random,
  count: number,
  area: { x: number; y: number; w: number; h: number },
): string {
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

export function svg(content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pictureWidth}" height="${pictureHeight}" ` +
    `viewBox="0 0 ${pictureWidth} ${pictureHeight}">${content}</svg>`
  );
}
