import type { EmbeddedLike } from "../rulesets/actor-like";
import type { ItemInput } from "../rules/ruleset";

/** An item as every ruleset's port reads it: its id, name, type and stored system data. */
export function itemInput(item: EmbeddedLike): ItemInput {
  return { ...(item.id ? { id: item.id } : {}), name: item.name ?? "", type: item.type, system: item.system };
}
