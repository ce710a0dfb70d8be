import {
  birds,
  boat,
  glitter,
  mountains,
  randomFrom,
  ridge,
  round,
  sea,
  sky,
  snow,
  sun,
  svg,
  type Random,
} from "./svg-drawing";

/*
 * The whale-watching tour's scenes: a humpback's tail in Faxaflói, the boat at sunset and a
 * glacier reaching its fjord.
 */

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

/** A morning on Faxaflói: Esja's snowy ridge across the bay and a humpback's tail. */
export function whaleTail(): string {
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
export function boatAtSunset(): string {
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
export function glacierBay(): string {
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
