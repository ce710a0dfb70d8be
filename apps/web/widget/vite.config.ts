import { defineConfig } from "vite";
import { widgetBuildConfig } from "./build-widget.ts";

/** `vite build --config widget/vite.config.ts`: builds widget.js into widget/dist. */
export default defineConfig(widgetBuildConfig());
