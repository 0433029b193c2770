/**
 * "Update from compendium": every embedded item that came from a pack takes that pack entry's
 * current name, image and rules data again (so fixed numbers reach existing characters), in one
 * write. Items whose source is gone are left alone and reported.
 */
export async function updateFromCompendium(actor: Actor.Implementation): Promise<{ updated: number; missing: string[] }> {
  const updates: Item.UpdateData[] = [];
  const missing: string[] = [];
  for (const item of actor.items) {
    const uuid = item._stats?.compendiumSource;
    if (!uuid || !item.id) continue;
    const source = await foundry.utils.fromUuid<Item.Implementation>(uuid);
    if (!(source instanceof Item)) {
      missing.push(item.name ?? uuid);
      continue;
    }
    updates.push({ _id: item.id, name: source.name, img: source.img, system: source.toObject().system });
  }
  if (updates.length) await actor.updateEmbeddedDocuments("Item", updates);
  return { updated: updates.length, missing };
}
