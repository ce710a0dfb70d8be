// Where a file sits in the architecture: which app, which module and feature, test code or not.

/** Server modules from the bottom up: a module imports only modules before it in this list. */
export const serverModules = [
  "access",
  "messaging",
  "platform-billing",
  "company",
  "catalogue",
  "payments",
  "sales",
  "jobs",
];

/** Files that wire every module together; they may import any module's front door. */
const serverComposition = [
  /^apps\/server\/src\/[^/]+\.ts$/,
  /^apps\/server\/src\/modules\/module-[a-z-]+\.ts$/,
  /^apps\/server\/src\/seed\//,
];

/** Test code: test files, their helpers, fixtures, benches and the browser specs. */
export function isTestCode(path) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  return (
    /\.test\.tsx?$/.test(name) ||
    /-test-[a-z]+\.tsx?$/.test(name) ||
    /^apps\/server\/(test|bench)\//.test(path) ||
    /^apps\/web\/src\/(.*\/)?testing\//.test(path) ||
    path.startsWith("e2e/")
  );
}

/**
 * A server file's place: `module` (with its module and feature), `composition`, `infrastructure`
 * (config, db, http, files, realtime, operations, integrations), `test` (apps/server/test, bench)
 * or undefined outside the server.
 */
export function serverPlace(path) {
  if (/^apps\/server\/(test|bench)\//.test(path)) return { kind: "test" };
  if (!path.startsWith("apps/server/src/")) return undefined;
  if (serverComposition.some((pattern) => pattern.test(path))) return { kind: "composition" };
  const parts = path.split("/");
  if (parts[3] === "modules" && parts.length > 5)
    return { kind: "module", module: parts[4], feature: parts[5] };
  return { kind: "infrastructure", area: parts[3] };
}

/**
 * A web file's place: `app` (the console's composition), `site` (the customer pages' composition,
 * a second entry), `module` (with module and feature), `foundation` (lib, components) or `other`.
 */
export function webPlace(path) {
  if (!path.startsWith("apps/web/src/")) return undefined;
  const parts = path.split("/");
  const top = parts[3];
  if (top === "app" || top === "main.tsx") return { kind: "app" };
  if (top === "site") return { kind: "site" };
  if (top === "modules" && parts.length > 5) return { kind: "module", module: parts[4], feature: parts[5] };
  if (top === "lib" || top === "components") return { kind: "foundation", area: top };
  return { kind: "other", top };
}

export const fileName = (path) => path.slice(path.lastIndexOf("/") + 1);
