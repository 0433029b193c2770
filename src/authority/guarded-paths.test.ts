import { describe, expect, it } from "vitest";
import { fieldsOf, restoringUpdate, unrestoring } from "./guarded-paths";

const FIELDS = ["initiative", "system", "flags.shinobi"] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A source after the update core would merge into it (nested keys, `-=` deletions). */
function merged(source: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const out = structuredClone(source);
  for (const [key, value] of Object.entries(update)) {
    const was = out[key];
    if (key.startsWith("-=")) Reflect.deleteProperty(out, key.slice(2));
    else out[key] = isObject(value) && isObject(was) ? merged(was, value) : structuredClone(value);
  }
  return out;
}

describe("a failed put-back undone in the GM's copy", () => {
  const theirs = { initiative: 10, system: { ap: 10, stun: 3, extra: 1 }, flags: { world: { note: "x" } } };
  const restored = { initiative: 18, system: { ap: 2, stun: 3 }, flags: { world: { note: "x" }, shinobi: { mark: 1 } } };

  it("gives back the player's values wherever nothing has been written since", () => {
    const after = merged(restored, unrestoring(restored, fieldsOf(restored, FIELDS), fieldsOf(theirs, FIELDS), FIELDS));
    expect(fieldsOf(after, FIELDS)).toEqual(fieldsOf(theirs, FIELDS));
    // What the guard does not watch stays as it is.
    expect(after.flags).toEqual({ world: { note: "x" } });
  });

  it("keeps what a write since changed (the server took it), and the player's values beside it", () => {
    const now = merged(restored, { system: { ap: 1 } });
    const after = merged(now, unrestoring(now, fieldsOf(restored, FIELDS), fieldsOf(theirs, FIELDS), FIELDS));
    expect(fieldsOf(after, FIELDS)).toEqual({ initiative: 10, system: { ap: 1, stun: 3, extra: 1 } });
  });

  it("changes nothing when the player's values were the restored ones", () => {
    expect(unrestoring(restored, fieldsOf(restored, FIELDS), fieldsOf(restored, FIELDS), FIELDS)).toEqual(restoringUpdate(restored, fieldsOf(restored, FIELDS), FIELDS));
  });
});
