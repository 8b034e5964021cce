import net from "node:net";

/**
 * A raw HTTP/1.1 connection to 127.0.0.1:`port` that never hangs up by itself (half-open allowed:
 * the server ending it does not make this side end), recording what the server sends and when it
 * ends the connection.
 */
export function rawConnection(port: number) {
  const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
  let received = "";
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString("latin1");
    for (const waiter of waiters) if (waiter.pattern.test(received)) waiter.resolve();
  });
  const connected = new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  const endedByServer = new Promise<void>((resolve) => socket.once("end", resolve));
  return {
    socket,
    connected,
    endedByServer,
    received: () => received,
    /** Resolves once what the server sent matches `pattern`. */
    receive: (pattern: RegExp) => new Promise<void>((resolve) => (pattern.test(received) ? resolve() : waiters.push({ pattern, resolve }))),
  };
}
