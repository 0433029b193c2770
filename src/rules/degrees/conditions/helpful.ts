import type { DegreesOptions } from "../options";
import { conditionDefinitions, type ConditionDefinition, type ConditionFlag, type ConditionId } from "./definitions";

/** The flags that give their holder something rather than take it away: flight (Winged, M96). */
const HELPING_FLAGS: ReadonlySet<ConditionFlag> = new Set(["airborne"]);

function helpsByItself(definition: ConditionDefinition): boolean {
  return definition.penalties.some((p) => p.value > 0) || definition.flags.some((f) => HELPING_FLAGS.has(f));
}

/**
 * Whether a condition helps whoever holds it, read from its definition: a bonus to some check
 * (Haste's +2 initiative) or flight (Winged), itself or through a condition it brings with it.
 * These are what a player may not put on their own character unless the table allows it.
 */
export function helpsHolder(id: ConditionId, options: DegreesOptions): boolean {
  const definitions = conditionDefinitions(options);
  const seen = new Set<ConditionId>();
  const pending: ConditionId[] = [id];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const definition = definitions[next];
    if (helpsByItself(definition)) return true;
    pending.push(...definition.implies);
  }
  return false;
}
