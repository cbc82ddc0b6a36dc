/**
 * Who counts as one client for a per-client limit (enquiries, preview links). An IPv4 address is one
 * client; an IPv6 client is its /64, because one home or server is routinely
 * given a whole /64 and can pick any of its 2^64 addresses per request. An
 * IPv4-mapped IPv6 address (::ffff:192.0.2.1) is the IPv4 client it maps.
 */
import ipaddr from "ipaddr.js";

const IPV6_CLIENT_PREFIX = 64;

export function clientKey(address: string): string {
  // A zone index (fe80::1%eth0) names the interface, not a different client.
  const bare = address.split("%")[0]!;
  if (!ipaddr.isValid(bare)) return `other:${address}`;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === "ipv4") return `ipv4:${parsed.toString()}`;
  const network = ipaddr.IPv6.parse(bare)
    .toByteArray()
    .map((byte, index) => (index < IPV6_CLIENT_PREFIX / 8 ? byte : 0));
  return `ipv6:${ipaddr.fromByteArray(network).toString()}/${IPV6_CLIENT_PREFIX}`;
}
