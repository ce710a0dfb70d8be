/**
 * The customer pages' first script: tiny, it waits until the page has loaded what the customer
 * sees (its text and first pictures, drawn by the server), then fetches the script that takes
 * the page over. On a slow phone the pictures get the bandwidth first. The page names the
 * script and its chunks in <meta name="stund-site">.
 */
const meta = document.querySelector<HTMLMetaElement>('meta[name="stund-site"]');

function start() {
  if (!meta) return;
  for (const href of (meta.dataset.preload ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ meta.content);
}

if (document.readyState === "complete") start();
else window.addEventListener("load", start, { once: true });
