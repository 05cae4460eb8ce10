/**
 * Runs once when the server starts. On Node it installs the hook that records each request's
 * client address from the socket and the trusted proxy hops (lib/http/client-address-hook.ts),
 * so rate limits never trust an address a client wrote itself.
 */
export async function register(): Promise<void> {
  // NEXT_RUNTIME is set by Next itself (not configuration): the hook needs node:http.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installClientAddressHook } = await import("./lib/http/client-address-hook");
  installClientAddressHook();
}
