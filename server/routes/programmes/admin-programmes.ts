import { Router, type Request } from "express";
import { apiPaths } from "@shared/api-paths";
import type { Programme } from "@shared/catalogue/programme";
import { adminProgrammeQuerySchema, newProgrammeSchema, restoreSchema } from "@shared/catalogue/programme-requests";
import { programmeChangeSchema } from "@shared/catalogue/photo-rules";
import type { ProgrammeRefusal, Storage } from "../../storage";
import type { Clock } from "../../core/clock";
import { requireRole } from "../../auth/staff-gate";
import { parseQuery } from "../parse-query";
import { pathId } from "../path-id";
import { deskToday } from "../desk-today";
import { audit } from "../record-audit";
import { sendRefusal } from "./programme-refusals";
import { createProgramme, restoreProgramme, updateProgramme } from "../../use-cases/change-programme";

export interface ProgrammeRoutesOptions {
  timeZone: string;
  clock: Clock;
  /** A programme or its photos saved: the site's pages read the programmes again (AppDeps.programmesChanged). */
  changed?: () => void;
}

type ProgrammeStorage = {
  programmes: Pick<Storage["programmes"], "adminProgrammes" | "programme" | "programmeVersions" | "inProgrammeChange">;
} & Pick<Storage, "audit"> & { users: Pick<Storage["users"], "getUserByUsername"> };

const by = (req: Request) => req.session.username ?? `user ${req.session.userId}`;
const isRefusal = (r: Programme | ProgrammeRefusal): r is ProgrammeRefusal => "error" in r;

/** Who saved last, as colleagues know them: the name of their profile, else their username. */
async function savedBy(storage: ProgrammeStorage, r: ProgrammeRefusal): Promise<string | undefined> {
  if (r.error !== "stale" || !r.by) return undefined;
  const user = await storage.users.getUserByUsername(r.by);
  return user?.name?.trim() || r.by;
}

/** The desk's Programmes: agents read; admins add, change, publish, archive and restore. Behind staffGate. */
export function adminProgrammesRouter(storage: ProgrammeStorage, o: ProgrammeRoutesOptions): Router {
  const router = Router();
  const admins = requireRole("admin");

  router.get(apiPaths.adminProgrammes.pattern, async (req, res) => {
    res.json(await storage.programmes.adminProgrammes(parseQuery(adminProgrammeQuerySchema, req)));
  });

  router.get(apiPaths.adminProgramme.pattern, async (req, res) => {
    const p = await storage.programmes.programme(pathId(req, "Programme"));
    if (!p) return sendRefusal(res, { error: "no-programme" }, o.timeZone);
    res.json(p);
  });

  router.get(apiPaths.programmeVersions.pattern, async (req, res) => {
    const versions = await storage.programmes.programmeVersions(pathId(req, "Programme"));
    if (!versions) return sendRefusal(res, { error: "no-programme" }, o.timeZone);
    res.json(versions);
  });

  router.post(apiPaths.adminProgrammes.pattern, admins, async (req, res) => {
    const input = newProgrammeSchema.parse(req.body);
    const created = await createProgramme(storage, input, by(req));
    if (isRefusal(created)) return sendRefusal(res, created, o.timeZone);
    o.changed?.();
    await audit(storage as Storage, req, "programme-created", `programme ${created.id}`, { catalogue: created.catalogue, slug: created.slug, version: 1 });
    res.status(201).json(created);
  });

  router.patch(apiPaths.adminProgramme.pattern, admins, async (req, res) => {
    const id = pathId(req, "Programme");
    const patch = programmeChangeSchema.parse(req.body);
    const before = patch.version;
    const saved = await updateProgramme(storage, id, patch, by(req), deskToday(o));
    if (isRefusal(saved)) return sendRefusal(res, saved, o.timeZone, await savedBy(storage, saved));
    if (saved.version !== before) {
      o.changed?.();
      const changed = Object.keys(patch).filter((k) => k !== "version");
      await audit(storage as Storage, req, "programme-changed", `programme ${id}`, { version: saved.version, fields: changed, ...(patch.status ? { status: patch.status } : {}) });
    }
    res.json(saved);
  });

  router.post(apiPaths.programmeRestore.pattern, admins, async (req, res) => {
    const id = pathId(req, "Programme");
    const { version } = restoreSchema.parse(req.body);
    const saved = await restoreProgramme(storage, id, version, by(req), deskToday(o));
    if (isRefusal(saved)) return sendRefusal(res, saved, o.timeZone);
    o.changed?.();
    await audit(storage as Storage, req, "programme-restored", `programme ${id}`, { restored: version, version: saved.version });
    res.json(saved);
  });

  return router;
}
