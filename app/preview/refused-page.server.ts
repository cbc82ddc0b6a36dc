/**
 * The page a refused preview link gets: a whole, accessible document of its
 * own (the endpoint is answered by Express, outside the site's layout), with
 * no script and nothing unpublished (app/preview/preview-api.server.ts sends it as a 401
 * with no cookie).
 */

const REASONS = {
  missing: "This address has no preview secret.",
  invalid: "Its secret does not match, or the link was copied incompletely.",
  expired: "It has expired.",
  "too-long": "It was made to work for longer than this site allows.",
  unavailable: "Preview is not set up on this site.",
} as const;

export type RefusalReason = keyof typeof REASONS;

export function refusedPreviewPage(reason: RefusalReason): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Preview not available</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}main{max-width:40rem;margin:4rem auto;padding:0 1.5rem;line-height:1.5}a{color:#0b4f8a}</style>
</head>
<body>
<main>
<h1>This preview link is not valid</h1>
<p>${REASONS[reason]} Drafts are shown only through a current preview link.</p>
<p>Open the page again from the Studio's Presentation tool, or ask for a new link (<code>npm run preview-link</code>).</p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;
}
