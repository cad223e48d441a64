// Which addresses an import may fetch from. Only public unicast addresses: never loopback, private, link-local
// (cloud metadata at 169.254.169.254), carrier-grade NAT, unique-local, multicast, reserved or documentation
// ranges, nor IPv6 forms that embed one of those (IPv4-mapped, NAT64, 6to4, Teredo). ipaddr.js knows the ranges.
import ipaddr from 'ipaddr.js';

/** True when `address` (an IP literal) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else return v6.range() === 'unicast';
  }
  return parsed.range() === 'unicast';
}

/**
 * `IMPORT_ALLOWED_HOSTS`: comma-separated `host` or `host:port` entries let those hosts through even when they
 * resolve to a private address (tests serve pages from 127.0.0.1). Nothing else opens the door.
 */
export class AllowedHosts {
  private readonly entries: Set<string>;

  constructor(list: string | undefined) {
    this.entries = new Set(
      (list ?? '')
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    );
  }

  /** `url`'s host, with or without its port, is listed. */
  allows(url: URL): boolean {
    if (this.entries.size === 0) return false;
    const host = url.hostname.toLowerCase();
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    return this.entries.has(host) || this.entries.has(`${host}:${port}`);
  }
}
