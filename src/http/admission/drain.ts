import net from 'node:net';
import type http from 'node:http';

/**
 * Stops accepting connections but leaves idle keep-alive ones open (issue #37). `http.Server.close()`
 * closes those at once, and a proxy that picked one for its next request at that instant gets a reset:
 * nginx passes a GET on to another instance but answers 502 to a POST it had already sent. Left open, an
 * idle connection either carries one more request, answered with `Connection: close` by the draining gate,
 * or is closed by the proxy (its upstream keep-alive timeout is below the server's) or by the server's own
 * keep-alive timeout. Resolves once every connection has ended.
 */
export function stopAccepting(server: http.Server): Promise<void> {
  return new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
}
