import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.server";

describe("a per-client limit's client", () => {
  it("is the /64 of an IPv6 address, however it is written", () => {
    const a = clientKey("2001:db8:1:2::1");
    expect(a).toBe("ipv6:2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(a);
    expect(clientKey("2001:0DB8:0001:0002:0000:0000:0000:00aa")).toBe(a);
    expect(clientKey("2001:db8:1:3::1")).not.toBe(a);
    expect(clientKey("fe80::1%eth0")).toBe(clientKey("fe80::2"));
  });

  it("is the IPv4 address itself, also when it arrives IPv4-mapped", () => {
    expect(clientKey("192.0.2.7")).toBe("ipv4:192.0.2.7");
    expect(clientKey("::ffff:192.0.2.7")).toBe("ipv4:192.0.2.7");
    expect(clientKey("::ffff:c000:207")).toBe("ipv4:192.0.2.7");
    expect(clientKey("192.0.2.8")).not.toBe(clientKey("192.0.2.7"));
  });

  it("keeps anything that is not an address apart from every address", () => {
    expect(clientKey("unknown")).toBe("other:unknown");
  });
});
