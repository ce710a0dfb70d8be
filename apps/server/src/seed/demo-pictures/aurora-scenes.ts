import {
  boat,
  mountains,
  pictureWidth,
  pointsText,
  randomFrom,
  ridge,
  round,
  sea,
  sky,
  snow,
  softLayer,
  stars,
  svg,
  type Point,
  type Random,
} from "./svg-drawing";

/*
 * The northern lights tour's scenes: the aurora over the bay and over a hot spring's steam.
 */

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

/** Green curtains over the dark mountains, mirrored in the still sea. */
export async function auroraBay(): Promise<string> {
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
export async function auroraSteam(): Promise<string> {
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
