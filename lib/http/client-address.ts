import { isIP } from "node:net";

/** An IPv4 address seen through a dual-stack socket ("::ffff:1.2.3.4") as plain IPv4. */
function plain(address: string): string {
  const trimmed = address.trim();
  const mapped = trimmed.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  return mapped ?? trimmed;
}

/**
 * The client's address: the socket's peer, unless `trustedHops` reverse proxies stand in front
 * of us — then each of them appended the address it saw to X-Forwarded-For, so the entry
 * `trustedHops` places from the right end (counting the socket) is the one the outermost trusted
 * proxy vouches for. Entries further left were written by the client and are never used; with
 * too few entries the left-most one the proxies wrote is taken. Something that is not an IP
 * address falls back to the socket's address.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
  const socket = plain(socketAddress ?? "") || "unknown";
  if (trustedHops <= 0 || !forwardedFor) return socket;
  const joined = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
  const chain = [
    ...joined
      .split(",")
      .map(plain)
      .filter((entry) => entry.length > 0),
    socket,
  ];
  const candidate = chain[Math.max(0, chain.length - 1 - trustedHops)];
  return isIP(candidate) ? candidate : socket;
}
