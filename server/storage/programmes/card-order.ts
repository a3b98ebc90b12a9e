import { asc, eq, sql } from "drizzle-orm";
import { programmes } from "@shared/schema/programmes";
import type { CatalogueKey } from "@shared/catalogue/catalogues";
import type { Db } from "../../db";

/** A programme and its `position` in its catalogue. */
interface Placed {
  id: number;
  position: number;
}

/** Where a programme lands in its catalogue's order, and the others whose position that changes. */
interface Placing {
  place: number;
  moves: Placed[];
}

/**
 * `asked` as a place, from 1, in the catalogue's order (`order`: every programme of the catalogue,
 * drafts and archived too, as the desk lists them): the programme `id` (undefined for a new one)
 * takes that place, or the last one when `asked` is past the end, and the others keep their order
 * around it, numbered 1, 2, 3… (docs/decisions/programmes-in-the-database.md).
 */
function placeIn(order: readonly Placed[], id: number | undefined, asked: number): Placing {
  const others = order.filter((p) => p.id !== id);
  const place = Math.min(Math.max(asked, 1), others.length + 1);
  const moves: Placed[] = [];
  others.forEach((p, i) => {
    const position = i + 1 < place ? i + 1 : i + 2;
    if (position !== p.position) moves.push({ id: p.id, position });
  });
  return { place, moves };
}

/** The writes that keep a catalogue's card order, inside a change's transaction (server/use-cases/change-programme.ts). */
export function cardOrderWrites(tx: Db) {
  return {
    /** The catalogue a programme is of, unlocked: a programme never changes catalogue. */
    async catalogueOf(id: number): Promise<CatalogueKey | undefined> {
      const [row] = await tx.select({ catalogue: programmes.catalogue }).from(programmes).where(eq(programmes.id, id));
      return row?.catalogue as CatalogueKey | undefined;
    },

    /**
     * The catalogue's order is this change's until the commit. Taken before any programme's row is
     * locked: a move renumbers the others' rows, so two changes each holding its own row and waiting
     * for the other's would deadlock; this way the second waits here, holding nothing.
     */
    async lockCardOrder(catalogue: CatalogueKey): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`programme card order ${catalogue}`}))`);
    },

    /** Where programme `id` (undefined: a new one) lands when it asks for place `asked` (placeIn); nothing is moved yet. */
    async placing(catalogue: CatalogueKey, id: number | undefined, asked: number): Promise<Placing> {
      const order = await tx
        .select({ id: programmes.id, position: programmes.position })
        .from(programmes)
        .where(eq(programmes.catalogue, catalogue))
        .orderBy(asc(programmes.position), asc(programmes.id));
      return placeIn(order, id, asked);
    },

    /**
     * The others moved to make room for one: their position only, with no version of their own, as
     * their words are unchanged; the move is the version of the programme that was placed.
     */
    async makeRoom(placing: Placing): Promise<void> {
      for (const m of placing.moves) await tx.update(programmes).set({ position: m.position }).where(eq(programmes.id, m.id));
    },
  };
}
