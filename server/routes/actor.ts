import type { Request } from "express";
import type { Actor } from "../storage";

/** The signed-in staff member acting on a booking, as its timeline records them. */
export function actor(req: Request): Actor {
  const id = req.session.userId!;
  return { id, username: req.session.username ?? `user ${id}` };
}
