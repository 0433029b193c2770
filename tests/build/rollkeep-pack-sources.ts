import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { RollkeepCombatant } from "../../src/rules/rollkeep/port/combatant";
import type { EmbeddedLike } from "../../src/rulesets/actor-like";
import { readState } from "../../src/rulesets/rollkeep/state";
import { REPO } from "../harness/handlebars";

/** One document of a roll-and-keep pack as its YAML source holds it. */
export interface RkSource {
  _id: string;
  name: string;
  type?: string;
  system?: Record<string, unknown>;
  flags?: { shinobi?: Record<string, unknown> };
  items?: RkSource[];
  results?: (RkSource & { range: [number, number]; description: string })[];
  pages?: (RkSource & { text: { content: string } })[];
  description?: string;
  formula?: string;
  command?: string;
}

/** The roll-and-keep packs this branch ships, by name. */
export const ROLLKEEP_PACKS = ["rollkeep-weapons", "rollkeep-armor", "rollkeep-maneuvers", "rollkeep-conditions", "rollkeep-wound-tables", "rollkeep-samurai", "rollkeep-macros"] as const;

/** Every document of one pack's sources, in file order. */
export function rkPack(name: string): RkSource[] {
  const dir = join(REPO, "packs", "_source", name);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yml"))
    .sort()
    .map((f) => parse(readFileSync(join(dir, f), "utf8")) as RkSource);
}

/** A flag of the system's own on a document. */
export function rkFlag<T>(doc: RkSource, key: string): T {
  return doc.flags?.shinobi?.[key] as T;
}

/**
 * The engine's combatant for an actor source and its items, read the way the Foundry layer reads
 * a document (src/rulesets/rollkeep/state.ts), with the system data already cleaned by its model.
 */
export function combatantOf(actor: { name: string; type: string; system: unknown }, items: EmbeddedLike[]): RollkeepCombatant {
  const like = { id: "packActor0000000", uuid: null, isToken: false, name: actor.name, type: actor.type, system: actor.system, items, update: async () => undefined, updateEmbeddedDocuments: async () => undefined };
  return readState(like).state;
}
