import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * A webhook is sent from inside the operator's network, so by default it may not reach private,
 * loopback, link-local or otherwise non-public addresses (CRUCIBLE_WEBHOOK_ALLOW_PRIVATE=true
 * lifts this). Every address the host name resolves to is checked, IPv4 and IPv6, and an IPv6
 * address that embeds an IPv4 one (mapped, NAT64) is judged by the IPv4 address.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d; IPv4-translated ::ffff:0:a.b.c.d.
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), compatible or NAT64 IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = Number.parseInt(hex[1], 16);
    const low = Number.parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return null;
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4) return !blocked.check(v4, 'ipv4');
  return !blocked.check(address, 'ipv6');
}

export type Resolve = (host: string) => Promise<string[]>;

const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Why the URL may not receive webhooks, or null when it may. A host that does not resolve is
 * refused too: nothing could be delivered to it.
 */
export async function refusedAddressReason(
  url: string,
  options: { allowPrivate: boolean; resolve?: Resolve },
): Promise<string | null> {
  if (options.allowPrivate) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (options.resolve ?? systemResolve)(host);
  } catch {
    return `The host ${host} does not resolve`;
  }
  if (addresses.length === 0) return `The host ${host} does not resolve`;
  const refused = addresses.find((address) => !isPublicAddress(address));
  return refused
    ? `The URL resolves to ${refused}, a private or reserved address; webhooks may only go to public addresses`
    : null;
}
