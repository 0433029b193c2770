/** What the refresh needs from an embedded item: where it came from. */
interface EmbeddedItem {
  id: string | null;
  name: string | null;
  _stats?: { compendiumSource?: string | null };
}

interface SourceItem {
  name: string | null;
  img: string | null;
  system: unknown;
  toObject(): { system: unknown };
}

/**
 * "Update from compendium": every embedded item that came from a pack takes that pack entry's
 * current name, image and rules data again (so fixed numbers reach existing characters), in one
 * write. Items whose source is gone are left alone and reported.
 */
export async function updateFromCompendium(actor: Actor.Implementation): Promise<{ updated: number; missing: string[] }> {
  const updates: Record<string, unknown>[] = [];
  const missing: string[] = [];
  const resolve = (foundry.utils as unknown as { fromUuid(uuid: string): Promise<SourceItem | null> }).fromUuid;
  for (const item of actor.items as unknown as Iterable<EmbeddedItem>) {
    const uuid = item._stats?.compendiumSource;
    if (!uuid) continue;
    const source = await resolve(uuid);
    if (!source) {
      missing.push(item.name ?? uuid);
      continue;
    }
    updates.push({ _id: item.id, name: source.name, img: source.img, system: source.toObject().system });
  }
  if (updates.length) await actor.updateEmbeddedDocuments("Item", updates as never);
  return { updated: updates.length, missing };
}
