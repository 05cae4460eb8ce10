import { site } from "@/lib/site";
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from "./service-unavailable";

/** The page a per-request page answers while the database is down: 503, Retry-After, no caching. */
export function outagePage(): Response {
  const html = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS * 2}">
<title>Back in a moment | ${site.name}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;min-height:100vh;place-items:center;background:#f8fafc;color:#0f172a}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}a{color:#047857}</style>
</head>
<body>
<main>
<h1>We will be back in a moment</h1>
<p>${SERVICE_UNAVAILABLE_MESSAGE}</p>
<p>This page reloads by itself. Meanwhile you can <a href="/">browse listings</a>.</p>
</main>
</body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
    },
  });
}
