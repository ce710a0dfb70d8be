// The figures `npm run architecture` prints: how much the parts lean on each other.
import { serverPlace, webPlace } from "./layout.mjs";

function pairsOf(files, unitOf) {
  const pairs = new Map();
  for (const file of files) {
    const from = unitOf(file.path);
    if (!from) continue;
    for (const { target } of file.imports) {
      const to = target && unitOf(target);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
  }
  const twoWay = [...pairs.keys()].filter((key) => {
    const [a, b] = key.split(" -> ");
    return a < b && pairs.has(`${b} -> ${a}`);
  });
  const imports = [...pairs.values()].reduce((sum, n) => sum + n, 0);
  return { pairs: pairs.size, imports, twoWay, keys: [...pairs.keys()] };
}

/** The longest chain of units, counted in units (a unit alone is one level). */
function depthOf(keys) {
  const next = new Map();
  for (const key of keys) {
    const [a, b] = key.split(" -> ");
    if (!next.has(a)) next.set(a, []);
    next.get(a).push(b);
  }
  const memo = new Map();
  const depth = (unit, seen = new Set()) => {
    if (memo.has(unit)) return memo.get(unit);
    if (seen.has(unit)) return 0;
    seen.add(unit);
    const below = (next.get(unit) ?? []).map((b) => depth(b, seen));
    seen.delete(unit);
    const d = 1 + Math.max(0, ...below);
    memo.set(unit, d);
    return d;
  };
  return Math.max(0, ...[...next.keys()].map((unit) => depth(unit)));
}

export function figures(files, violations) {
  const serverFeature = (path) => {
    const place = serverPlace(path);
    return place?.kind === "module" ? `${place.module}/${place.feature}` : undefined;
  };
  const serverModule = (path) => {
    const place = serverPlace(path);
    return place?.kind === "module" ? place.module : undefined;
  };
  const webModule = (path) => {
    const place = webPlace(path);
    if (!place) return undefined;
    if (place.kind === "module") return `modules/${place.module}`;
    if (place.kind === "foundation") return "lib+components";
    return place.kind === "app" ? "app" : `src/${place.top}`;
  };
  const webFeature = (path) => {
    const place = webPlace(path);
    return place?.kind === "module" ? `${place.module}/${place.feature}` : undefined;
  };
  const modules = pairsOf(files, serverModule);
  const features = pairsOf(files, serverFeature);
  const web = pairsOf(files, webModule);
  const webFeatures = pairsOf(files, webFeature);
  const drizzle = violations.filter((v) => v.rule === "drizzle-in-repositories").length;
  return [
    `server modules: ${modules.pairs} module→module pairs (${modules.imports} imports), ${modules.twoWay.length} two-way`,
    `server features: ${features.pairs} feature→feature pairs (${features.imports} imports), ${features.twoWay.length} two-way${features.twoWay.length ? ` (${features.twoWay.join("; ")})` : ""}`,
    `server files outside repositories, statements and src/db that import Drizzle: ${drizzle}`,
    `web: ${web.pairs} pairs between app, modules and lib+components (${web.imports} imports), depth ${depthOf(web.keys)}; inside modules ${webFeatures.pairs} feature→feature pairs, ${webFeatures.twoWay.length} two-way`,
  ];
}
