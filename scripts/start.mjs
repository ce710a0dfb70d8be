// npm start: install if needed, build, migrate and seed, then run the server on the embedded database.
import { execSync, spawn, spawnSync } from "node:child_process";
import { ensureInstall } from "./ensure-install.mjs";

ensureInstall();
console.log("Building the console and the server...");
execSync("npm run build --silent", { stdio: "inherit" });

const env = { ...process.env, PORT: process.env.PORT ?? "3000", DATA_DIR: process.env.DATA_DIR ?? "./data" };
// Migrations and the demo seed run in a process of their own that exits: the embedded database's
// memory grows while it fills and is never given back, so the server would keep that peak for good.
const prepared = spawnSync(process.execPath, ["apps/server/dist/prepare.js"], { stdio: "inherit", env });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const server = spawn(process.execPath, ["apps/server/dist/main.js"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
