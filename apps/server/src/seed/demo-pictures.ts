import sharp from "sharp";
import { auroraBay, auroraSteam } from "./demo-pictures/aurora-scenes";
import { puffinCliff, puffinIsland } from "./demo-pictures/puffin-scenes";
import { boatAtSunset, glacierBay, whaleTail } from "./demo-pictures/whale-scenes";

/*
 * The demo's experience pictures: Icelandic landscapes drawn as SVG in demo-pictures/ (sky, layered
 * mountains with snow and glaciers, the sea and its waves, a boat, a whale's tail, puffins, the
 * northern lights) and rendered here to 1600 × 1000 JPEGs at seed time. The project draws them
 * itself, so no photograph and no third party's licence is involved, and nothing is fetched over a
 * network. Every scene comes from a fixed seed, so the demo looks the same on every start.
 */

export { pictureHeight, pictureWidth } from "./demo-pictures/svg-drawing";

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
