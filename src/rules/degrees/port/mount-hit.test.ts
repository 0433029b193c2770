import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import { deriveCharacter } from "../character/derived";
import { degreesExtras } from "./extras";
import type { DegreesFighter } from "./fighter";
import { byId, CHARACTER, fighter, lineUp, nextTurn, NO_DICE, O, replace, rules } from "./test-fighters";

const blast = rules.actionFromItem({ name: "Blast", type: "dgTechnique", system: { action: "standard", damage: { source: "ninpou", base: 0, fixed: 2 }, range: { type: "ranged", metres: 20 }, area: 3 } })!;
const WINGED = [{ id: "winged" as const, source: "flight" }];

/** a blasts the rider b (Acrobatics 5) on its mount with a degree-3 hit, the mount struck too; the fall checks thrown with `falls`. */
function blastRider(mount: DegreesFighter, riderMore: Parameters<typeof fighter>[2], falls: number[]) {
  const step = nextTurn(lineUp(fighter("a", 12), fighter("b", 6, { mountedOn: mount.id, acrobatics: 5, ...riderMore }), mount), 0);
  const declared = rules.declare(byId(step.fighters, "a"), blast, { at: step.at }, O, NO_DICE);
  const opened = degreesExtras.withMountHit(rules.attack.open(declared.actor, declared, { targetId: "b" }, byId(step.fighters, "b"), O, fixedDice([6, 6])), byId(step.fighters, "b"), mount, O);
  const answered = rules.attack.answer(opened, declared.actor, byId(step.fighters, "b"), { kind: "dodge" }, O, NO_DICE);
  const damaged = rules.attack.damage(answered.attack, declared.actor, byId(step.fighters, "b"), null, O, fixedDice(falls));
  return { step, declared, damaged };
}

describe("a hit on rider and mount together (M93, M102)", () => {
  it("rolls both checks; a rider who holds on falls all the same when its mount fails, unhurt on the ground", () => {
    const toad = fighter("toad", 6, { character: { ...CHARACTER, size: "massive" } });
    const { step, declared, damaged } = blastRider(toad, {}, [8, 8, 1, 1]);
    expect(damaged.result?.degree).toBeGreaterThanOrEqual(3);
    expect(damaged.fall).toMatchObject({ roll: { total: 21 }, fell: true, damage: 0, prone: false, mount: { roll: { total: 2 }, fell: true, damage: 0 } });
    const outcomes = rules.attack.outcomes(damaged, declared.actor);
    // A mount on the ground does not fall for failing: only the rider's outcome.
    expect(outcomes.map((o) => o.targetId)).toEqual(["b"]);
    expect(byId(rules.settle(replace(step.fighters, declared.actor), outcomes, step.at, O, NO_DICE).combatants, "b").mountedOn).toBeUndefined();
    // Both hold: nobody falls.
    expect(blastRider(toad, {}, [8, 8, 8, 8]).damaged.fall).toMatchObject({ fell: false, mount: { fell: false } });
  });

  it("drops a winged mount that fails and its rider with it, each its Vigor and Prone, out of the air", () => {
    const hawk = fighter("hawk", 6, { conditions: WINGED });
    const vigor = deriveCharacter(CHARACTER).vigor;
    const { step, declared, damaged } = blastRider(hawk, { conditions: WINGED }, [8, 8, 1, 1]);
    expect(damaged.fall).toMatchObject({ fell: true, damage: vigor, prone: true, mount: { fell: true, damage: vigor } });
    const outcomes = rules.attack.outcomes(damaged, declared.actor);
    expect(outcomes.map((o) => o.targetId)).toEqual(["b", "hawk"]);
    const settled = rules.settle(replace(step.fighters, declared.actor), outcomes, step.at, O, NO_DICE).combatants;
    expect(byId(settled, "hawk").conditions.map((c) => c.id)).toEqual(["prone"]);
    expect(byId(settled, "hawk").hp.hp).toBe(hawk.hp.hp - vigor);
    expect(byId(settled, "b").conditions.map((c) => c.id)).toContain("prone");
    expect(byId(settled, "b").mountedOn).toBeUndefined();
  });

  it("refuses a mount the target does not ride", () => {
    const toad = fighter("toad", 6);
    const { step, declared } = blastRider(toad, {}, [8, 8, 8, 8]);
    const opened = rules.attack.open(declared.actor, declared, { targetId: "b" }, byId(step.fighters, "b"), O, fixedDice([6, 6]));
    expect(() => degreesExtras.withMountHit(opened, byId(step.fighters, "b"), byId(step.fighters, "a"), O)).toThrow(/does not ride/);
  });
});
