// Each rule of `npm run architecture` fails a file that breaks it and passes one that keeps it.
// Run with `node --test scripts/architecture/` (part of `npm test`).
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { readImportGraph } from "./import-graph.mjs";
import {
  drizzleInRepositories,
  frontDoors,
  moduleDirection,
  noBarrels,
  noCycles,
  packageDirection,
  routesWithoutDb,
  sectionNumbers,
  selfContainedReferences,
  webApiTypesFromContracts,
  webModulesApart,
} from "./rules.mjs";

const S = "apps/server/src";
const file = (filePath, imports = [], text = "export const x = 1;\n") => ({
  path: filePath,
  text,
  imports: imports.map((target) =>
    target.startsWith("apps/") || target.startsWith("packages/")
      ? { specifier: `./${path.basename(target)}`, target }
      : { specifier: target, target: undefined },
  ),
});
const flagged = (rule, files) => rule(files).map((v) => v.file);

test("package direction: shared imports no app, the apps not each other", () => {
  assert.deepEqual(flagged(packageDirection, [file("packages/shared/src/a.ts", [`${S}/db/database.ts`])]), [
    "packages/shared/src/a.ts",
  ]);
  assert.deepEqual(flagged(packageDirection, [file("apps/web/src/lib/a.ts", [`${S}/app.ts`])]), [
    "apps/web/src/lib/a.ts",
  ]);
  assert.deepEqual(
    flagged(packageDirection, [file(`${S}/app.ts`, ["packages/shared/src/money/money.ts"])]),
    [],
  );
});

test("no cycles: two files importing each other are a cycle", () => {
  const a = `${S}/http/a.ts`;
  const b = `${S}/http/b.ts`;
  assert.equal(noCycles([file(a, [b]), file(b, [a])]).length, 1);
  assert.equal(noCycles([file(a, [b]), file(b)]).length, 0);
});

test("drizzle: only repositories, statements, src/db and test code touch Drizzle or the schema", () => {
  const service = `${S}/modules/sales/bookings/booking.service.ts`;
  assert.deepEqual(flagged(drizzleInRepositories, [file(service, ["drizzle-orm"])]), [service]);
  assert.deepEqual(flagged(drizzleInRepositories, [file(service, [`${S}/db/schema/bookings.ts`])]), [
    service,
  ]);
  assert.deepEqual(
    flagged(drizzleInRepositories, [
      file(`${S}/modules/sales/bookings/booking.repository.ts`, ["drizzle-orm"]),
      file(`${S}/modules/sales/bookings/held-booking.statement.ts`, ["drizzle-orm"]),
      file(`${S}/db/change-feed.ts`, ["drizzle-orm"]),
      file(`${S}/modules/sales/bookings/booking.routes.test.ts`, ["drizzle-orm"]),
      file("apps/server/test/fixtures/tenant-test-factory.ts", ["drizzle-orm"]),
    ]),
    [],
  );
});

test("routes import nothing from src/db", () => {
  const routes = `${S}/modules/company/projects/project.routes.ts`;
  assert.deepEqual(flagged(routesWithoutDb, [file(routes, [`${S}/db/database.ts`])]), [routes]);
  assert.deepEqual(
    flagged(routesWithoutDb, [file(routes, [`${S}/modules/company/projects/project.service.ts`])]),
    [],
  );
});

test("module direction: modules import only downward; infrastructure imports no module", () => {
  const catalogue = `${S}/modules/catalogue/events/event.service.ts`;
  const sales = `${S}/modules/sales/bookings/booking.service.ts`;
  assert.deepEqual(flagged(moduleDirection, [file(catalogue, [sales])]), [catalogue]);
  assert.deepEqual(flagged(moduleDirection, [file(sales, [catalogue])]), []);
  const infrastructure = `${S}/http/errors.ts`;
  assert.deepEqual(flagged(moduleDirection, [file(infrastructure, [sales])]), [infrastructure]);
  const stranger = `${S}/modules/unlisted/thing/thing.service.ts`;
  assert.deepEqual(flagged(moduleDirection, [file(stranger)]), [stranger]);
  const upwardTest = `${S}/modules/catalogue/events/event.routes.test.ts`;
  assert.deepEqual(flagged(moduleDirection, [file(upwardTest, [sales])]), [upwardTest]);
});

test("front doors: across modules only *.service, *.hooks, *.job(s) and *.types files", () => {
  const sales = `${S}/modules/sales/bookings/booking.service.ts`;
  const repository = `${S}/modules/catalogue/availability/availability.repository.ts`;
  assert.deepEqual(flagged(frontDoors, [file(sales, [repository])]), [sales]);
  assert.deepEqual(
    flagged(frontDoors, [
      file(sales, [
        `${S}/modules/catalogue/availability/availability.service.ts`,
        `${S}/modules/access/access/tenant-access.hooks.ts`,
        `${S}/modules/sales/bookings/booking.repository.ts`,
      ]),
      file(`${S}/modules/sales/bookings/booking.routes.test.ts`, [repository]),
      file(`${S}/modules/module-routes.ts`, [`${S}/modules/sales/bookings/booking.routes.ts`]),
    ]),
    [],
  );
  const composition = `${S}/seed/demo-seed.ts`;
  assert.deepEqual(flagged(frontDoors, [file(composition, [repository])]), [composition]);
});

test("no barrels: no index file and no file made only of re-exports", () => {
  const index = `${S}/modules/sales/index.ts`;
  const passOn = `${S}/modules/sales/bookings/all.ts`;
  assert.deepEqual(
    flagged(noBarrels, [
      file(index),
      file(passOn, [], 'export { a } from "./a";\nexport * from "./b";\n'),
      file(`${S}/modules/sales/bookings/own.ts`, [], 'export { a } from "./a";\nexport const b = 2;\n'),
    ]),
    [index, passOn],
  );
});

test("web: modules never import each other; lib and components import no module", () => {
  const bookings = "apps/web/src/modules/sales/bookings/bookings-page.tsx";
  const events = "apps/web/src/modules/catalogue/events/events-api.ts";
  const lib = "apps/web/src/lib/money/use-money.ts";
  assert.deepEqual(flagged(webModulesApart, [file(bookings, [events])]), [bookings]);
  assert.deepEqual(flagged(webModulesApart, [file(lib, [events])]), [lib]);
  assert.deepEqual(flagged(webModulesApart, [file(bookings, ["apps/web/src/app/router.tsx"])]), [bookings]);
  assert.deepEqual(
    flagged(webModulesApart, [
      file(bookings, [lib, "apps/web/src/modules/sales/quick-booking/quick-booking.tsx"]),
      file("apps/web/src/app/router.tsx", [bookings, events]),
    ]),
    [],
  );
  const site = "apps/web/src/site/site-root.tsx";
  assert.deepEqual(flagged(webModulesApart, [file(site, [bookings, lib])]), []);
  assert.deepEqual(flagged(webModulesApart, [file(site, ["apps/web/src/app/router.tsx"])]), [site]);
  assert.deepEqual(flagged(webModulesApart, [file("apps/web/src/app/router.tsx", [site])]), [
    "apps/web/src/app/router.tsx",
  ]);
  assert.deepEqual(flagged(webModulesApart, [file(bookings, [site])]), [bookings]);
  const stray = "apps/web/src/features/old/thing.ts";
  assert.deepEqual(flagged(webModulesApart, [file(stray)]), [stray]);
});

test("web API files declare no object types", () => {
  const api = "apps/web/src/modules/catalogue/events/api/events-api.ts";
  assert.deepEqual(
    flagged(webApiTypesFromContracts, [file(api, [], "export interface EventDetail { id: string }\n")]),
    [api],
  );
  assert.deepEqual(
    flagged(webApiTypesFromContracts, [file(api, [], "type Sent = { id: string } & Other;\n")]),
    [api],
  );
  assert.deepEqual(
    flagged(webApiTypesFromContracts, [
      file(
        api,
        [],
        'export type Action = "close" | "open";\nexport type Detail = z.infer<typeof detailSchema>;\n',
      ),
      file("apps/web/src/modules/catalogue/events/model/shapes.ts", [], "export interface Local { a: 1 }\n"),
    ]),
    [],
  );
});

test("references: no citation of outside documents; cited sections of docs/*.md exist", () => {
  const sections = sectionNumbers("# Product\n\n## 1. Roles\n\n### 1.2 Tiers\n\n## 2. Routes\n");
  assert.deepEqual([...sections].sort(), ["1", "1.2", "2"]);
  const cited = (text) =>
    selfContainedReferences([file(`${S}/a.ts`, [], text)], { sections: new Map([["product", sections]]) });
  assert.equal(cited("// the roles (spec §3)\n").length, 1);
  assert.equal(cited("// the roles (Spec §3)\n").length, 1);
  assert.equal(cited("// as product §8 says\n").length, 1);
  assert.equal(cited("// as product design §8 says\n").length, 1);
  assert.equal(cited("// signed as payments.md §1.2 shows\n").length, 1);
  assert.equal(cited("// see docs/brokers.md §1.2\n").length, 1);
  assert.equal(cited("// see docs/product.md §1.3\n").length, 1);
  assert.equal(cited("// see docs/product.md §1.2 and docs/product.md §2\n").length, 0);
});

test("the graph reader resolves relative imports and leaves packages unresolved", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "architecture-"));
  try {
    fs.mkdirSync(path.join(root, "apps/server/src/http"), { recursive: true });
    fs.writeFileSync(
      path.join(root, "apps/server/src/http/a.ts"),
      'import { b } from "./b";\nimport { eq } from "drizzle-orm";\n',
    );
    fs.writeFileSync(path.join(root, "apps/server/src/http/b.ts"), "export const b = 1;\n");
    const files = readImportGraph(root, ["apps/server/src"]);
    const a = files.find((f) => f.path === "apps/server/src/http/a.ts");
    assert.deepEqual(a.imports, [
      { specifier: "./b", target: "apps/server/src/http/b.ts" },
      { specifier: "drizzle-orm", target: undefined },
    ]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
