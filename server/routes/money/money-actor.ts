import type { Request } from "express";
import type { MoneyActor } from "../../storage";

/** The signed-in staff member and their address, as a money change's timeline and audit entries record them. */
export function moneyActor(req: Request): MoneyActor {
  const id = req.session.userId ?? null;
  return { id, username: req.session.username ?? `user ${id}`, address: req.ip ?? null };
}
