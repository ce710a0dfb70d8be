// npm run architecture: fails on any import cycle and any import against the rules in
// docs/architecture.md ("What the checker enforces"), then prints the figures.
import { readImportGraph } from "./architecture/import-graph.mjs";
import { figures } from "./architecture/figures.mjs";
import fs from "node:fs";
import { rules, sectionNumbers } from "./architecture/rules.mjs";

const files = readImportGraph(process.cwd(), ["packages/shared/src", "apps/server", "apps/web/src", "e2e"]);
/** The documents too: their references must be followable as well (they import nothing). */
const documents = ["README.md", ...fs.readdirSync("docs", { recursive: true }).map((name) => `docs/${name}`)]
  .filter((name) => name.endsWith(".md"))
  .map((name) => ({ path: name, text: fs.readFileSync(name, "utf8"), imports: [] }));
/** The numbered sections of each document under docs/, by name: "product" → {"1", "2.3", …}. */
const sections = new Map(
  fs
    .readdirSync("docs")
    .filter((name) => name.endsWith(".md"))
    .map((name) => [name.slice(0, -3), sectionNumbers(fs.readFileSync(`docs/${name}`, "utf8"))]),
);
const violations = rules.flatMap((rule) => rule([...files, ...documents], { sections }));
const quiet = process.argv.includes("--figures");
if (!quiet) for (const v of violations) console.error(`${v.rule}: ${v.file}: ${v.detail}`);
for (const line of figures(files, violations)) console.log(line);
if (violations.length > 0) {
  const counts = new Map();
  for (const v of violations) counts.set(v.rule, (counts.get(v.rule) ?? 0) + 1);
  const byRule = [...counts].map(([rule, n]) => `${rule} ${n}`);
  console.error(`\n${violations.length} violations (${byRule.join(", ")}) in ${files.length} files`);
  process.exit(1);
}
console.log(`${files.length} files: no cycle, every rule holds`);
