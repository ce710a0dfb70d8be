import type { Plugin } from "vite";

/** The console's Roboto weights whose Latin files every page needs at once. */
const latinFaces = /^assets\/roboto-latin-(400|500|700)-normal-[\w-]+\.woff2$/;

/**
 * Preloads the Latin subset of the console's font (English and Icelandic need no other: þ, ð, æ
 * and the accented vowels are Latin-1), so text does not wait for the style sheet to ask for it.
 * The other subsets stay in the style sheet with their unicode ranges and load only when a page
 * shows such a letter.
 */
export function preloadLatinFonts(): Plugin {
  return {
    name: "stund-preload-latin-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => latinFaces.test(file));
        return files.map((file) => ({
          tag: "link",
          attrs: { rel: "preload", as: "font", type: "font/woff2", href: `/${file}`, crossorigin: "" },
          injectTo: "head" as const,
        }));
      },
    },
  };
}
