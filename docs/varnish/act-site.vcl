# Several instances of the site behind Varnish (7.x) with the xkey module of varnish-modules, as the edge
# cache in front of them or as the origin shield behind a CDN (docs/operations.md "Behind a CDN", decision 023).
# Each instance runs with TRUST_PROXY=1, EDGE_TTL_SECONDS (say 86400), PURGE_PROVIDER=varnish,
# PURGE_VARNISH_URLS naming every Varnish server and PURGE_VARNISH_TOKEN (the secret in the purge rule below);
# it listens where only Varnish (and nginx) reach it. Put SITE_URL's host in the `set req.http.Host` line.
# The edge test (tests/e2e/edge.spec.ts) runs varnishd with this very file, its backend lines filled in.
vcl 4.1;

import directors;
import std;
import xkey;
import vsthrottle;

backend instance_1 { .host = "127.0.0.1"; .port = "3001"; .connect_timeout = 2s; .first_byte_timeout = 35s; }
backend instance_2 { .host = "127.0.0.1"; .port = "3002"; .connect_timeout = 2s; .first_byte_timeout = 35s; }

# Who may purge: the instances (they send PURGE when content changes), never the public. Both are checked: the
# address, and the token every instance sends (PURGE_VARNISH_TOKEN; put the same secret in vcl_recv's purge rule).
# The token matters where Varnish sees visitors from an address in this list: a TLS terminator (hitch, nginx)
# on this host connects from 127.0.0.1, and without the token every visitor behind it could purge.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_init {
    new instances = directors.round_robin();
    instances.add_backend(instance_1);
    instances.add_backend(instance_2);
}

sub vcl_recv {
    set req.backend_hint = instances.backend();
    # The site's one public name (SITE_URL's host; put in yours), whatever Host the client sent: the hash has
    # no Host, so an invented one creates no copy and evicts nothing.
    set req.http.Host = "act.example.com";
    # A request id of Varnish's own, never the client's: a client's header is neither passed on, stored nor
    # answered to anyone (the site logs this id).
    set req.http.X-Request-Id = "varnish-" + req.xid;
    # The address Varnish saw, replacing anything the client sent: the site reads the last hop only.
    set req.http.X-Forwarded-For = client.ip;

    if (req.method == "PURGE") {
        if (!client.ip ~ purgers || req.http.X-Purge-Token != "put-PURGE_VARNISH_TOKEN-here") {
            return (synth(405, "Not allowed"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Name the keys in xkey-purge"));
        }
        # A hard purge: the next visitor gets the page rendered from the changed content, not a stale copy.
        set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.X-Purged));
    }
    # What the site itself refuses, refused here before it costs a backend connection: a method it never takes
    # (Node's parser drops an unknown one with the connection, which Varnish would answer 503), and a body over
    # 64 KB (the site answers 413 above 32 KB without reading the rest: a body still being sent would be cut off).
    if (req.method !~ "^(GET|HEAD|POST|OPTIONS)$") {
        return (synth(405, "Method not allowed"));
    }
    if (std.integer(req.http.Content-Length, 0) > 65536) {
        return (synth(413, "Request body too large"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The enquiry API, preview's entry and exit, the publish webhook: always to an instance, never cached.
    if (req.url ~ "^/api/") {
        return (pass);
    }
    # Draft preview: straight to an instance (which checks the cookie's signature), never stored. Requests that
    # skip the cache are limited per client, so junk preview cookies cannot flood the instances with renders.
    if (req.http.Cookie ~ "(^|;\s*)__act_preview=") {
        if (vsthrottle.is_denied("preview:" + client.ip, 20, 10s)) {
            return (synth(429, "Too many requests"));
        }
        return (pass);
    }
    # The purge secret never travels further.
    unset req.http.X-Purge-Token;
    # No public answer depends on a cookie: without this, Varnish would pass every request that has one.
    unset req.http.Cookie;
    unset req.http.Authorization;

    # One cached copy per encoding the site sends, chosen by the q-values (br;q=0 is a refusal): br, gzip or none.
    if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*br\s*(,|$|;(?!\s*q\s*=\s*0(\.0*)?\s*(,|$)))") {
        set req.http.X-Act-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "(?i)(^|,)\s*(x-)?gzip\s*(,|$|;(?!\s*q\s*=\s*0(\.0*)?\s*(,|$)))") {
        set req.http.X-Act-Encoding = "gzip";
    } else {
        set req.http.X-Act-Encoding = "identity";
    }
    set req.http.Accept-Encoding = req.http.X-Act-Encoding;

    # Parameters sorted, so one image variant is one copy (the instance gets the sorted URL, as hashed).
    set req.url = std.querysort(req.url);
    return (hash);
}

sub vcl_hash {
    # The path, plus the whole query only where the site's answer depends on it (queryInCacheKey in
    # app/lib/http.ts): a content image's parameters (w, rect, fit, fm) name its variant, and React Router's data
    # requests answer each _routes differently (/contact.data?_routes=root holds the root's data alone;
    # DATA_QUERY_PARAMETERS). The site marks a data answer for a query its own client never sends no-store, so
    # only the few real variants are kept. Pages read no query parameter (PAGE_QUERY_PARAMETERS): a page is kept
    # by its path, so a campaign link or a cache-buster is answered from the same copy. No Host (vcl_recv).
    if (req.url ~ "^/images/" || req.url ~ "^[^?]*\.data(\?|$)") {
        hash_data(req.url);
    } else {
        hash_data(regsub(req.url, "\?.*$", ""));
    }
    hash_data(req.http.X-Act-Encoding);
    return (lookup);
}

sub vcl_backend_fetch {
    # Varnish's own gzip handling rewrites Accept-Encoding; the site gets the encoding this key holds.
    if (bereq.http.X-Act-Encoding == "identity") {
        unset bereq.http.Accept-Encoding;
    } elsif (bereq.http.X-Act-Encoding) {
        set bereq.http.Accept-Encoding = bereq.http.X-Act-Encoding;
    }
    unset bereq.http.X-Act-Encoding;
}

sub vcl_backend_response {
    # Answers for one visitor (the contact form, a preview), answers setting a cookie, and the API: never stored.
    if (bereq.url ~ "^/api/" || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)" || beresp.http.Set-Cookie || bereq.uncacheable) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        # A URL whose query is in the hash (a data request for a query the site's client never sends) gets its
        # own marker: short-lived, so a flood of such queries cannot pile markers up in the store.
        if (bereq.url ~ "\?") {
            set beresp.ttl = 1s;
        }
        return (deliver);
    }
    # A 5xx in a background refresh keeps the copy being served (grace on error).
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    if (beresp.status >= 500) {
        set beresp.ttl = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # The edge lifetime the site sets (EDGE_TTL_SECONDS): pages stay until a purge names one of their keys.
    if (beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
        set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1") + "s", 60s);
    }
    # Served stale for a day while the instances cannot answer; kept past that only for revalidation.
    set beresp.grace = 24h;
    # xkey indexes the copy by the keys the site named.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # The request id of the first visitor's answer is never stored.
    unset beresp.http.X-Request-Id;
    return (deliver);
}

sub vcl_deliver {
    set resp.http.X-Request-Id = req.http.X-Request-Id;
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # Addressed to this cache only.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Control;
    unset resp.http.Surrogate-Key;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
    return (deliver);
}

sub vcl_synth {
    set resp.http.X-Request-Id = req.http.X-Request-Id;
    set resp.http.Cache-Control = "no-store";
}
