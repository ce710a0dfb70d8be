/** Fails on any import cycle and on imports that break the direction shared <- server, shared <- web. */
module.exports = {
  forbidden: [
    { name: "no-cycles", severity: "error", from: {}, to: { circular: true } },
    { name: "shared-is-pure", severity: "error", from: { path: "^packages/shared" }, to: { path: "^apps/" } },
    { name: "web-not-server", severity: "error", from: { path: "^apps/web" }, to: { path: "^apps/server" } },
    { name: "server-not-web", severity: "error", from: { path: "^apps/server" }, to: { path: "^apps/web" } },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
  },
};
