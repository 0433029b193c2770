import { fieldOf, record, RequestRefused } from "../authority/request-fields";
import type { CardClick } from "../rulesets/pieces";

/**
 * A card click read back from a request, as every ruleset's GM client reads one: each field a
 * string when present, anything else refused naming it (`step.choice`). What the click may ask
 * for is the ruleset's own to check next.
 */
export function cardClickOf(value: unknown): CardClick {
  const fields = record(value, "step");
  const text = (key: keyof CardClick): string | undefined => {
    const field = fieldOf(fields, key);
    if (field !== undefined && typeof field !== "string") throw new RequestRefused(`step.${key}`);
    return field;
  };
  const [step, choice, side, techniqueId, protectorActorId] = [text("step"), text("choice"), text("side"), text("techniqueId"), text("protectorActorId")];
  return { step: step ?? "", ...(choice ? { choice } : {}), ...(side ? { side } : {}), ...(techniqueId ? { techniqueId } : {}), ...(protectorActorId ? { protectorActorId } : {}) };
}
