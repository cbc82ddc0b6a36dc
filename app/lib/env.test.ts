import { describe, expect, it } from "vitest";
import { getPublicEnv, parseEnv, SETTING_NAMES } from "./env.server";

describe("the environment", () => {
  it("has working defaults: embedded content on port 3000", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SANITY_PROJECT_ID).toBeUndefined();
    expect(env.SANITY_DATASET).toBe("production");
    expect(env.SANITY_USE_CDN).toBe(true);
    expect(getPublicEnv(env).IMAGE_BASE_URL).toBe("/");
  });

  it("switches to Sanity when a project id is set, and tells the browser only what it needs", () => {
    const env = parseEnv({ SANITY_PROJECT_ID: "abc123", SANITY_DATASET: "staging", SANITY_USE_CDN: "false" });
    expect(env.SANITY_USE_CDN).toBe(false);
    expect(getPublicEnv(env)).toEqual({
      SITE_URL: "http://localhost:3000",
      IMAGE_PROJECT_ID: "abc123",
      IMAGE_DATASET: "staging",
      IMAGE_BASE_URL: "https://cdn.sanity.io",
    });
  });

  it("reads images and files from Sanity's CDN in Sanity mode, or from the origin SANITY_CDN_URL names, and refuses any other value in plain words", () => {
    expect(getPublicEnv(parseEnv({ SANITY_PROJECT_ID: "abc123" })).IMAGE_BASE_URL).toBe("https://cdn.sanity.io");
    expect(getPublicEnv(parseEnv({ SANITY_PROJECT_ID: "abc123", SANITY_CDN_URL: "https://assets.example.org/" })).IMAGE_BASE_URL).toBe(
      "https://assets.example.org",
    );
    // The tests' stand-in, on this machine.
    expect(parseEnv({ SANITY_CDN_URL: "http://127.0.0.1:4100" }).SANITY_CDN_URL).toBe("http://127.0.0.1:4100");
    // Embedded mode: the site answers them itself, whatever the setting.
    expect(getPublicEnv(parseEnv({ SANITY_CDN_URL: "https://assets.example.org" })).IMAGE_BASE_URL).toBe("/");
    for (const bad of ["cdn.sanity.io", "http://cdn.example.org", "https://cdn.example.org/images", "https://user:pw@cdn.example.org", "ftp://127.0.0.1"]) {
      expect(() => parseEnv({ SANITY_CDN_URL: bad }), bad).toThrow(
        "  SANITY_CDN_URL: must be an https:// origin like https://cdn.sanity.io (http:// only on loopback), with no path\n",
      );
    }
  });

  it("gives staff times in Eastern Time unless a valid IANA zone is set", () => {
    expect(parseEnv({}).BUSINESS_TIME_ZONE).toBe("America/New_York");
    expect(parseEnv({ BUSINESS_TIME_ZONE: "" }).BUSINESS_TIME_ZONE).toBe("America/New_York");
    expect(parseEnv({ BUSINESS_TIME_ZONE: "america/chicago" }).BUSINESS_TIME_ZONE).toBe("America/Chicago");
    expect(() => parseEnv({ BUSINESS_TIME_ZONE: "Eastern" })).toThrow(/BUSINESS_TIME_ZONE: must be an IANA time zone name/);
  });

  it("gives form tokens a day unless told otherwise, in whole hours from 1 to 720", () => {
    expect(parseEnv({}).FORM_TOKEN_MAX_AGE_HOURS).toBe(24);
    expect(parseEnv({ FORM_TOKEN_MAX_AGE_HOURS: "72" }).FORM_TOKEN_MAX_AGE_HOURS).toBe(72);
    for (const bad of ["0", "1.5", "721", "a day"]) expect(() => parseEnv({ FORM_TOKEN_MAX_AGE_HOURS: bad })).toThrow(/FORM_TOKEN_MAX_AGE_HOURS: must/);
  });

  it("treats an empty value as unset", () => {
    expect(parseEnv({ SANITY_PROJECT_ID: "" }).SANITY_PROJECT_ID).toBeUndefined();
    // An environment file's `PORT=` must not become port 0 (any free port), nor `RENDER_CACHE_MAX_BYTES=` turn the cache off.
    const emptied = parseEnv(Object.fromEntries(SETTING_NAMES.map((name) => [name, " "])));
    expect(emptied).toEqual(parseEnv({}));
  });

  it("reads the preview and webhook settings, refusing short secrets and a Studio that is not a URL", () => {
    const env = parseEnv({
      SANITY_VIEWER_TOKEN: "sk-viewer-token-0123456789abcdef",
      SANITY_WEBHOOK_SECRET: "webhook-secret-0123456789",
      SANITY_STUDIO_URL: "https://act.sanity.studio",
    });
    expect(env.SANITY_STUDIO_URL).toBe("https://act.sanity.studio");
    expect(env.PREVIEW_LINK_SECRET).toBeUndefined();
    expect(() => parseEnv({ SANITY_WEBHOOK_SECRET: "short", PREVIEW_LINK_SECRET: "short", SANITY_STUDIO_URL: "studio" })).toThrow(
      /SANITY_WEBHOOK_SECRET[\s\S]*SANITY_STUDIO_URL[\s\S]*PREVIEW_LINK_SECRET/,
    );
    // The browser is told none of them.
    expect(JSON.stringify(getPublicEnv(env))).not.toMatch(/sk-viewer|webhook-secret/);
  });

  it("stops with a message naming every bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty", SITE_URL: "ftp://x", SANITY_PROJECT_ID: "Not Valid!", LOG_LEVEL: "loud" })).toThrow(
      /PORT[\s\S]*SITE_URL[\s\S]*SANITY_PROJECT_ID[\s\S]*LOG_LEVEL/,
    );
  });

  it("names a mistyped LOG_LEVEL in plain words, listing the levels", () => {
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow("  LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent\n");
    expect(parseEnv({ LOG_LEVEL: "debug" }).LOG_LEVEL).toBe("debug");
    expect(parseEnv({}).LOG_LEVEL).toBe("info");
  });

  it("bounds the render cache by a byte budget that must be a sane whole number, 0 turning it off", () => {
    expect(parseEnv({}).RENDER_CACHE_MAX_BYTES).toBe(64 * 1024 * 1024);
    expect(parseEnv({ RENDER_CACHE_MAX_BYTES: "0" }).RENDER_CACHE_MAX_BYTES).toBe(0);
    expect(parseEnv({ RENDER_CACHE_MAX_BYTES: "1048576" }).RENDER_CACHE_MAX_BYTES).toBe(1_048_576);
    for (const bad of ["lots", "-1", "1.5", "99999999999999"]) {
      expect(() => parseEnv({ RENDER_CACHE_MAX_BYTES: bad }), bad).toThrow(/RENDER_CACHE_MAX_BYTES: /);
    }
  });

  it("bounds the content image cache on disk by a byte budget that must be a sane whole number, 0 keeping none", () => {
    expect(parseEnv({}).IMAGE_CACHE_MAX_BYTES).toBe(256 * 1024 * 1024);
    expect(parseEnv({ IMAGE_CACHE_MAX_BYTES: "0" }).IMAGE_CACHE_MAX_BYTES).toBe(0);
    expect(parseEnv({ IMAGE_CACHE_MAX_BYTES: "1048576" }).IMAGE_CACHE_MAX_BYTES).toBe(1_048_576);
    for (const bad of ["lots", "-1", "1.5", "1e13"]) {
      expect(() => parseEnv({ IMAGE_CACHE_MAX_BYTES: bad }), bad).toThrow(/IMAGE_CACHE_MAX_BYTES: /);
    }
  });

  it("serves metrics only on their own port, off by default, never the public one", () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: "" }).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
    for (const bad of ["metrics", "0", "70000", "94.5"]) {
      expect(() => parseEnv({ METRICS_PORT: bad }), bad).toThrow(/METRICS_PORT: must be a port/);
    }
    expect(() => parseEnv({ PORT: "3000", METRICS_PORT: "3000" })).toThrow(/METRICS_PORT: must differ from PORT/);
  });

  it("names content to the edge by Surrogate-Key, keeps pages there only with a purger, and refuses a purger without its settings, in plain words", () => {
    const defaults = parseEnv({});
    expect([defaults.SURROGATE_KEY_HEADER, defaults.EDGE_TTL_SECONDS, defaults.PURGE_PROVIDER]).toEqual(["Surrogate-Key", 0, undefined]);
    expect(parseEnv({ EDGE_TTL_SECONDS: "60" }).EDGE_TTL_SECONDS).toBe(60);
    expect(() => parseEnv({ EDGE_TTL_SECONDS: "86400" })).toThrow(/EDGE_TTL_SECONDS: above 60 needs PURGE_PROVIDER/);
    expect(() => parseEnv({ EDGE_TTL_SECONDS: "a day" })).toThrow(/EDGE_TTL_SECONDS: must be a number of seconds/);
    expect(() => parseEnv({ SURROGATE_KEY_HEADER: "xkey" })).toThrow(/SURROGATE_KEY_HEADER: must be "Surrogate-Key"/);
    expect(() => parseEnv({ PURGE_PROVIDER: "akamai" })).toThrow(/PURGE_PROVIDER: must be varnish, fastly or cloudflare/);
    const token = "a-purge-token-of-thirty-two-characters";
    const varnish = parseEnv({
      EDGE_TTL_SECONDS: "86400",
      PURGE_PROVIDER: "varnish",
      PURGE_VARNISH_URLS: "http://10.0.0.5:6081, http://10.0.0.6:6081",
      PURGE_VARNISH_TOKEN: token,
    });
    expect(varnish.PURGE_VARNISH_URLS).toEqual(["http://10.0.0.5:6081", "http://10.0.0.6:6081"]);
    expect(() => parseEnv({ PURGE_PROVIDER: "varnish", PURGE_VARNISH_TOKEN: token })).toThrow(/PURGE_VARNISH_URLS: required when PURGE_PROVIDER is varnish/);
    expect(() => parseEnv({ PURGE_PROVIDER: "varnish", PURGE_VARNISH_URLS: "varnish-1", PURGE_VARNISH_TOKEN: token })).toThrow(
      /PURGE_VARNISH_URLS: must be http\(s\) URLs/,
    );
    expect(() => parseEnv({ PURGE_PROVIDER: "varnish", PURGE_VARNISH_URLS: "http://10.0.0.5:6081" })).toThrow(
      /PURGE_VARNISH_TOKEN: required when PURGE_PROVIDER is varnish/,
    );
    expect(() => parseEnv({ PURGE_PROVIDER: "varnish", PURGE_VARNISH_URLS: "http://10.0.0.5:6081", PURGE_VARNISH_TOKEN: "short" })).toThrow(
      /PURGE_VARNISH_TOKEN: must be at least 32/,
    );
    expect(() => parseEnv({ PURGE_PROVIDER: "fastly", FASTLY_SERVICE_ID: "SU1Z0isxPaozGVKXdv0eY" })).toThrow(
      /FASTLY_SERVICE_ID, FASTLY_API_TOKEN: both required/,
    );
    const cloudflare = {
      PURGE_PROVIDER: "cloudflare",
      CLOUDFLARE_ZONE_ID: "023e105f4ecef8ad9ca31a8372d0c353",
      CLOUDFLARE_API_TOKEN: "cloudflare-token-0123456789abcdef",
    };
    expect(() => parseEnv(cloudflare)).toThrow(/SURROGATE_KEY_HEADER: must be Cache-Tag when Cloudflare purges by tag/);
    expect(parseEnv({ ...cloudflare, SURROGATE_KEY_HEADER: "Cache-Tag" }).CLOUDFLARE_PURGE_BY).toBe("tags");
    expect(parseEnv({ ...cloudflare, CLOUDFLARE_PURGE_BY: "urls" }).CLOUDFLARE_PURGE_BY).toBe("urls");
    expect(() => parseEnv({ ...cloudflare, CLOUDFLARE_ZONE_ID: "example.org" })).toThrow(/CLOUDFLARE_ZONE_ID: must be a Cloudflare zone id/);
  });

  it("reports undelivered notifications after 15 minutes unless told otherwise, in whole seconds", () => {
    expect(parseEnv({}).OUTBOX_ALERT_AFTER_SECONDS).toBe(900);
    expect(parseEnv({ OUTBOX_ALERT_AFTER_SECONDS: "60" }).OUTBOX_ALERT_AFTER_SECONDS).toBe(60);
    for (const bad of ["soon", "0", "1.5", "100000"]) {
      expect(() => parseEnv({ OUTBOX_ALERT_AFTER_SECONDS: bad }), bad).toThrow(/OUTBOX_ALERT_AFTER_SECONDS: /);
    }
  });
});
