import type { Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * Lets a shutdown close every connection as soon as no request is running on it, so the process
 * exits when the last in-flight response is done instead of when clients choose to hang up. Call
 * drain() once the listening socket is closed.
 */
export function connectionDrainer(server: Server) {
  let draining = false;
  const sockets = new Set<Socket>();
  const responses = new Set<ServerResponse>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  // Prepended: runs before Express, so a response it ends at once still gets the header.
  server.prependListener("request", (_req, res: ServerResponse) => {
    responses.add(res);
    // A request that arrives on a kept-alive connection while draining is served, then its connection closed.
    if (draining) res.setHeader("Connection", "close");
    res.once("close", () => {
      responses.delete(res);
      // Its connection has just become idle (unless another request is queued on it): close it now.
      if (draining) server.closeIdleConnections();
    });
  });
  return {
    drain() {
      draining = true;
      // Told before they end, clients do not send another request on a connection about to close.
      for (const res of responses) if (!res.headersSent) res.setHeader("Connection", "close");
      // Node counts a connection that has not sent a byte (a browser's preconnect) as waiting for
      // its first request, not idle, and the headers timeout that would end it stops with the
      // listening socket: without this it would hold the process until SHUTDOWN_TIMEOUT_MS.
      for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
      server.closeIdleConnections();
    },
  };
}
