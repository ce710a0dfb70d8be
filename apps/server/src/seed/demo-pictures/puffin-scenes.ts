import {
  birds,
  boat,
  mountains,
  pictureWidth,
  randomFrom,
  ridge,
  round,
  sea,
  sky,
  snow,
  sun,
  svg,
} from "./svg-drawing";

/*
 * The puffin tour's scenes: puffins on the cliff's edge and their island seen from the boat.
 */

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

/** Puffins on the grassy edge of Akurey with the bay behind them. */
export function puffinCliff(): string {
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
export function puffinIsland(): string {
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
