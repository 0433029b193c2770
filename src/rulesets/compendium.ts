import { SYSTEM_ID } from "../constants";

/** A compendium as the directory sees it: its id and the flags its manifest entry carries. */
interface PackLike {
  collection: string;
  metadata: { packageName?: string; flags?: object };
}

/** The ruleset a pack is for, from its `flags.shinobi.ruleset` in system.json; null for packs that serve every ruleset. */
function rulesetOfPack(pack: PackLike): string | null {
  const own: unknown = pack.metadata.flags ? Reflect.get(pack.metadata.flags, SYSTEM_ID) : undefined;
  const ruleset: unknown = typeof own === "object" && own !== null ? Reflect.get(own, "ruleset") : undefined;
  return typeof ruleset === "string" ? ruleset : null;
}

/** The system's packs made for another ruleset than the world plays: the compendium directory leaves them out. */
export function foreignPackIds(packs: Iterable<PackLike>, active: string): string[] {
  return [...packs].filter((p) => p.metadata.packageName === SYSTEM_ID && (rulesetOfPack(p) ?? active) !== active).map((p) => p.collection);
}

/** Hides another ruleset's packs from the rendered compendium directory (its entries carry the pack's id). */
export function hideForeignPacks(html: HTMLElement, ids: readonly string[]): void {
  for (const id of ids) for (const entry of html.querySelectorAll<HTMLElement>(`[data-pack="${id}"], [data-entry-id="${id}"]`)) entry.hidden = true;
}
