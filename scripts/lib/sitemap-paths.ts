/** Every page path a site's sitemap lists, following a sitemap index: what tests, benchmarks and tools walk. */
export async function sitemapPaths(siteUrl: string): Promise<string[]> {
  const locs = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const xml = await response.text();
    return { index: xml.includes("<sitemapindex"), urls: [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!) };
  };
  const top = await locs(`${siteUrl}/sitemap.xml`);
  const urls = top.index ? (await Promise.all(top.urls.map(async (url) => (await locs(rebase(url, siteUrl))).urls))).flat() : top.urls;
  return urls.map((url) => new URL(url).pathname).sort();
}

/** The sitemap names the site by its SITE_URL; read the part from the site under test. */
function rebase(url: string, siteUrl: string) {
  const { pathname, search } = new URL(url);
  return `${siteUrl}${pathname}${search}`;
}
