import type http from "node:http";
import type { Socket } from "node:net";

/**
 * When each connection last went quiet (connected, or finished a response). Closing a keep-alive
 * connection the moment it goes idle races a client already sending its next request on it, which
 * then gets a reset for a request it can't know was never read; one quiet for a while is safe.
 * "A while" is a second: a client on a busy machine can take a quarter of a second between a
 * response and its next request (the fault test's 50 clients did, under load), and a shutdown
 * still ends well within its 10 s.
 */
export function trackQuietSockets(server: http.Server, quietMs = 1_000) {
  const quietSince = new Map<Socket, number>();
  server.on("connection", (socket: Socket) => {
    quietSince.set(socket, Date.now());
    socket.once("close", () => quietSince.delete(socket));
  });
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    quietSince.delete(socket);
    res.once("finish", () => {
      if (!socket.destroyed) quietSince.set(socket, Date.now());
    });
  });
  return {
    /** Closes the connections with no request for `quietMs`; busy ones close after their response. */
    closeQuiet(): void {
      const now = Date.now();
      for (const [socket, since] of quietSince) if (now - since >= quietMs) socket.destroy();
    },
  };
}
