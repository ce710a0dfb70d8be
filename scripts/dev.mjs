// npm run dev: the API with reload on :3000 and the Vite dev server on :5173.
import { spawn } from "node:child_process";
import { ensureInstall } from "./ensure-install.mjs";

ensureInstall();
const children = [
  spawn("npm", ["run", "dev", "-w", "@stund/server"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@stund/web"], { stdio: "inherit" }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
