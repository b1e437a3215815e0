import net from 'node:net'

/**
 * Whether an IP address is one a calendar read may connect to: a public unicast address. Loopback,
 * private (RFC 1918), link-local (cloud metadata at 169.254.169.254 among them), unique-local
 * (fd00:ec2::254 is AWS's metadata over IPv6), carrier-grade NAT, multicast, documentation and
 * reserved ranges are refused, so an address a dietitian gives cannot make the server read its own
 * network (SSRF). IPv4 inside IPv6 (::ffff:10.0.0.1, 64:ff9b::/96 NAT64) is judged as the IPv4.
 */
const refused = new net.BlockList()
for (const [network, prefix] of [
	['0.0.0.0', 8],
	['10.0.0.0', 8],
	['100.64.0.0', 10],
	['127.0.0.0', 8],
	['169.254.0.0', 16],
	['172.16.0.0', 12],
	['192.0.0.0', 24],
	['192.0.2.0', 24],
	['192.88.99.0', 24],
	['192.168.0.0', 16],
	['198.18.0.0', 15],
	['198.51.100.0', 24],
	['203.0.113.0', 24],
	['224.0.0.0', 4],
	['240.0.0.0', 4],
] as const)
	refused.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
	['::', 128],
	['::1', 128],
	['100::', 64],
	['2001:db8::', 32],
	['fc00::', 7],
	['fe80::', 10],
	['fec0::', 10],
	['ff00::', 8],
] as const)
	refused.addSubnet(network, prefix, 'ipv6')

/** The IPv4 address an IPv6 one carries (mapped, compatible or NAT64), or null. */
function embeddedIpv4(address: string): string | null {
	const dotted = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
	if (dotted) return dotted[1]!
	const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address)
	if (!hex) return null
	const high = parseInt(hex[1]!, 16)
	const low = parseInt(hex[2]!, 16)
	return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

export function isPublicAddress(address: string): boolean {
	const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
	const family = net.isIP(bare)
	if (family === 4) return !refused.check(bare, 'ipv4')
	if (family !== 6) return false
	const inner = embeddedIpv4(bare)
	if (inner !== null) return net.isIPv4(inner) && !refused.check(inner, 'ipv4')
	return !refused.check(bare, 'ipv6')
}
