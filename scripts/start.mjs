// npm start: install if needed, build, then run the server (which migrates and seeds) on the embedded database.
import { execSync, spawn } from "node:child_process";
import { ensureInstall } from "./ensure-install.mjs";

ensureInstall();
console.log("Building the console and the server...");
execSync("npm run build --silent", { stdio: "inherit" });

const env = { ...process.env, PORT: process.env.PORT ?? "3000", DATA_DIR: process.env.DATA_DIR ?? "./data" };
const server = spawn(process.execPath, ["apps/server/dist/main.js"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
