// The rules `npm run architecture` enforces. Each takes the import graph (readImportGraph's
// answer, or a hand-made one in the rules' own tests) and returns its violations.
import ts from "typescript";
import { findCycles } from "./cycles.mjs";
import { fileName, isTestCode, serverModules, serverPlace, webPlace } from "./layout.mjs";

const violation = (rule, file, detail) => ({ rule, file, detail });
const rank = (module) => serverModules.indexOf(module);

/** packages/shared imports neither app; the apps never import each other. */
export function packageDirection(files) {
  const out = [];
  for (const file of files)
    for (const { target } of file.imports) {
      if (!target) continue;
      const from = file.path;
      if (from.startsWith("packages/shared/") && target.startsWith("apps/"))
        out.push(violation("package-direction", from, `imports ${target}: shared imports no app`));
      if (from.startsWith("apps/web/") && target.startsWith("apps/server/"))
        out.push(violation("package-direction", from, `imports ${target}: the web imports no server file`));
      if (from.startsWith("apps/server/") && target.startsWith("apps/web/"))
        out.push(violation("package-direction", from, `imports ${target}: the server imports no web file`));
    }
  return out;
}

/** No import cycle between files. */
export function noCycles(files) {
  return findCycles(files).map((cycle) => violation("no-cycles", cycle[0], cycle.join(" <-> ")));
}

const touchesDrizzle = ({ specifier, target }) =>
  specifier === "drizzle-orm" ||
  specifier.startsWith("drizzle-orm/") ||
  (target ?? "").startsWith("apps/server/src/db/schema");

/** Only repositories, statements and src/db (and test code) import Drizzle or the schema. */
export function drizzleInRepositories(files) {
  const out = [];
  for (const file of files) {
    const place = serverPlace(file.path);
    if (!place || place.kind === "test" || isTestCode(file.path)) continue;
    if (file.path.startsWith("apps/server/src/db/")) continue;
    if (/\.(repository|statement)\.ts$/.test(file.path)) continue;
    const used = file.imports.filter(touchesDrizzle);
    if (used.length > 0)
      out.push(
        violation(
          "drizzle-in-repositories",
          file.path,
          `imports ${used.map((i) => i.target ?? i.specifier).join(", ")}: only *.repository.ts, *.statement.ts and src/db may`,
        ),
      );
  }
  return out;
}

/** A routes file imports nothing from src/db: it calls a service. */
export function routesWithoutDb(files) {
  const out = [];
  for (const file of files) {
    if (!/^apps\/server\/src\/.*\.routes\.ts$/.test(file.path)) continue;
    for (const { target } of file.imports)
      if (target?.startsWith("apps/server/src/db/"))
        out.push(violation("routes-without-db", file.path, `imports ${target}: routes call a service`));
  }
  return out;
}

/**
 * Server modules import only the modules below them; the infrastructure (config, db, http,
 * files, realtime, operations, integrations) imports no module.
 */
export function moduleDirection(files) {
  const out = [];
  for (const file of files) {
    const from = serverPlace(file.path);
    if (!from || (from.kind !== "module" && from.kind !== "infrastructure")) continue;
    if (from.kind === "module" && rank(from.module) < 0) {
      out.push(
        violation("module-direction", file.path, `module ${from.module} is not in the list of modules`),
      );
      continue;
    }
    for (const { target } of file.imports) {
      const to = target && serverPlace(target);
      if (!to) continue;
      if (from.kind === "infrastructure" && (to.kind === "module" || to.kind === "composition"))
        out.push(
          violation("module-direction", file.path, `imports ${target}: ${from.area}/ is below every module`),
        );
      if (from.kind === "module" && to.kind === "composition")
        out.push(
          violation(
            "module-direction",
            file.path,
            `imports ${target}: a module never imports the composition`,
          ),
        );
      if (
        from.kind === "module" &&
        to.kind === "module" &&
        to.module !== from.module &&
        rank(to.module) > rank(from.module)
      )
        out.push(
          violation("module-direction", file.path, `imports ${target}: ${from.module} is below ${to.module}`),
        );
    }
  }
  return out;
}

/** Names of the files another module (or the composition) may import: a module's front doors. */
export const frontDoor = /\.(service|job|jobs|hooks|types)\.ts$/;
const compositionDoor = /\.(service|job|jobs|hooks|types|routes)\.ts$/;

/** Across modules, production code imports only front doors: never repositories, statements, views or tables. */
export function frontDoors(files) {
  const out = [];
  for (const file of files) {
    const from = serverPlace(file.path);
    if (!from || (from.kind !== "module" && from.kind !== "composition") || isTestCode(file.path)) continue;
    for (const { target } of file.imports) {
      const to = target && serverPlace(target);
      if (!to || to.kind !== "module" || (from.kind === "module" && to.module === from.module)) continue;
      const door = from.kind === "composition" ? compositionDoor : frontDoor;
      if (!door.test(fileName(target)))
        out.push(
          violation(
            "front-doors",
            file.path,
            `imports ${target}: a module's front doors are its *.service.ts, *.hooks.ts, *.job(s).ts and *.types.ts`,
          ),
        );
    }
  }
  return out;
}

const reexportOnly = (text) => {
  const source = ts.createSourceFile("file.ts", text, ts.ScriptTarget.Latest, false);
  return (
    source.statements.length > 0 &&
    source.statements.every((statement) => ts.isExportDeclaration(statement) && statement.moduleSpecifier)
  );
};

/** No barrels: no index files and no file that only passes on another file's exports. */
export function noBarrels(files) {
  const out = [];
  for (const file of files) {
    if (!/^(apps\/(server|web)\/src|packages\/shared\/src)\//.test(file.path)) continue;
    if (/^index\.tsx?$/.test(fileName(file.path)))
      out.push(violation("no-barrels", file.path, "an index file: import the file that holds the code"));
    else if (reexportOnly(file.text))
      out.push(violation("no-barrels", file.path, "only re-exports: import the file that holds the code"));
  }
  return out;
}

/** Web modules do not import each other: the app composes them; shared pieces live in lib and components. */
export function webModulesApart(files) {
  const out = [];
  for (const file of files) {
    const from = webPlace(file.path);
    if (!from) continue;
    if (from.kind === "other")
      out.push(
        violation(
          "web-layout",
          file.path,
          `src/${from.top} is not one of app, site, modules, lib, components`,
        ),
      );
    for (const { target } of file.imports) {
      const to = target && webPlace(target);
      if (!to) continue;
      if (from.kind === "module" && to.kind === "module" && to.module !== from.module)
        out.push(
          violation("web-modules-apart", file.path, `imports ${target}: web modules never import each other`),
        );
      if ((from.kind === "app" && to.kind === "site") || (from.kind === "site" && to.kind === "app"))
        out.push(
          violation(
            "web-modules-apart",
            file.path,
            `imports ${target}: the console (app) and the customer pages (site) are separate entries`,
          ),
        );
      if (from.kind === "foundation" && (to.kind === "module" || to.kind === "app" || to.kind === "site"))
        out.push(
          violation(
            "web-modules-apart",
            file.path,
            `imports ${target}: lib and components import no module and not the app`,
          ),
        );
      if (from.kind === "module" && (to.kind === "app" || to.kind === "site"))
        out.push(
          violation(
            "web-modules-apart",
            file.path,
            `imports ${target}: a module never imports the app or the site`,
          ),
        );
    }
  }
  return out;
}

const declaresShape = (node) =>
  ts.isTypeLiteralNode(node) ||
  ((ts.isIntersectionTypeNode(node) || ts.isUnionTypeNode(node)) && node.types.some(declaresShape));

/** Web API files declare no object shapes: what crosses the wire comes from @stund/shared's contracts. */
export function webApiTypesFromContracts(files) {
  const out = [];
  for (const file of files) {
    if (!/^apps\/web\/src\/.*\/api\/[^/]+\.tsx?$/.test(file.path) || isTestCode(file.path)) continue;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false);
    for (const statement of source.statements) {
      const named = statement.name?.text;
      if (
        ts.isInterfaceDeclaration(statement) ||
        (ts.isTypeAliasDeclaration(statement) && declaresShape(statement.type))
      )
        out.push(
          violation(
            "web-api-contracts",
            file.path,
            `declares ${named}: take it from @stund/shared's contracts`,
          ),
        );
    }
  }
  return out;
}

const outsideCitation =
  /(?<!docs\/)\b(?:seed-)?(?:spec|product(?: design)?|payments|research)(?:\.md)?`?\s*§\s*\d/i;
const repositoryCitation = /docs\/([a-z0-9-]+)\.md\s*§\s*(\d+(?:\.\d+)*)/g;

/**
 * Every reference a reader meets can be followed in the repository: no comment cites the
 * specification, design or research documents kept outside it, and each "docs/<name>.md §N"
 * names a section that exists. `sections` maps a document's name ("product") to its section
 * numbers.
 */
export function selfContainedReferences(files, { sections = new Map() } = {}) {
  const out = [];
  for (const file of files) {
    const lines = file.text.split("\n");
    lines.forEach((line, index) => {
      const at = `${file.path}:${index + 1}`;
      if (outsideCitation.test(line))
        out.push(
          violation(
            "self-contained-references",
            at,
            "cites a document outside the repository: cite docs/<name>.md §N",
          ),
        );
      for (const match of line.matchAll(repositoryCitation))
        if (!sections.get(match[1])?.has(match[2]))
          out.push(
            violation("self-contained-references", at, `docs/${match[1]}.md has no section ${match[2]}`),
          );
    });
  }
  return out;
}

/** The section numbers of a Markdown document's numbered headings ("## 4. Access", "### 4.2 Tiers"). */
export function sectionNumbers(markdown) {
  const numbers = new Set();
  for (const match of markdown.matchAll(/^#{1,4}\s+§?\s*(\d+(?:\.\d+)*)\.?\s/gm)) numbers.add(match[1]);
  return numbers;
}

export const rules = [
  packageDirection,
  noCycles,
  drizzleInRepositories,
  routesWithoutDb,
  moduleDirection,
  frontDoors,
  noBarrels,
  webModulesApart,
  webApiTypesFromContracts,
  selfContainedReferences,
];
