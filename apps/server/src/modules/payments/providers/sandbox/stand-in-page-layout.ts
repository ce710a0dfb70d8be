/**
 * The frame of the test pages that stand in for a broker's hosted payment page (the built-in
 * sandbox, Valitor's stand-in): a plain, readable form page, as a broker's own page would be.
 * `title` and `body` are HTML the caller has already escaped.
 */
export const standInPage = (language: "en" | "is", title: string, body: string) => `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
.banner{background:#fff3bf;padding:.75rem;border-radius:6px;font-size:.9rem}
.notice{background:#ffe3e3;padding:.75rem;border-radius:6px}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #ced4da;border-radius:6px}
button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;background:#1c7ed6;color:#fff;border:0;border-radius:6px;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}
</style>
</head>
<body>
${body}
</body>
</html>`;
