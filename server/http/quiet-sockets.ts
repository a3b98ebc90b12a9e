import type http from "node:http";
import type { Socket } from "node:net";

/**
 * Closes keep-alive connections during a shutdown without resetting a request already on its way.
 *
 * Closing a connection the moment it goes idle races a client already sending its next request on
 * it, which then gets a reset for a request it can't know was never read. So a connection is closed
 * only once it has been quiet for `quietMs`, and only once no request has reached the server on any
 * connection for as long: while clients are still sending, they may pick any idle connection from
 * their pool, and each request answered while draining closes its own connection (the response asks
 * the client to), so the sending stops within one request per open connection. "A while" is a second:
 * a client on a busy machine can take a quarter of a second between a response and its next request,
 * and a shutdown still ends well within its 10 s.
 */
export function trackQuietSockets(server: http.Server, quietMs = 1_000) {
  const quietSince = new Map<Socket, number>();
  let lastRequest = 0;
  server.on("connection", (socket: Socket) => {
    quietSince.set(socket, Date.now());
    socket.once("close", () => quietSince.delete(socket));
  });
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    lastRequest = Date.now();
    quietSince.delete(socket);
    res.once("finish", () => {
      if (!socket.destroyed) quietSince.set(socket, Date.now());
    });
  });
  const closeNow = () => {
    const now = Date.now();
    if (now - lastRequest < quietMs) return;
    for (const [socket, since] of quietSince) if (now - since >= quietMs) socket.destroy();
  };
  return {
    /**
     * Closes the connections with no request for `quietMs`; busy ones close after their response.
     * It looks after this turn's reading of the sockets (the poll phase, then setImmediate), never
     * from a timer before it: a request that reached the machine while the event loop was busy is
     * then read, and its connection counts as busy, instead of being destroyed unread.
     */
    closeQuiet(): void {
      setImmediate(closeNow);
    },
  };
}
