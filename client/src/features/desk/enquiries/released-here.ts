/**
 * Enquiries this desk is releasing from Suspected spam. The server announces a released enquiry
 * as it does a new one: news to every other desk, but the desk that released it already shows it,
 * so its arrivals banner leaves that id out. The id is marked before the request is sent, since
 * the announcement can arrive before the answer.
 */
const releasing = new Set<number>();

export async function releaseHere<R>(id: number, send: (id: number) => Promise<R>): Promise<R> {
  releasing.add(id);
  try {
    return await send(id);
  } catch (error) {
    releasing.delete(id);
    throw error;
  }
}

export function releasedHere(id: number): boolean {
  return releasing.has(id);
}
