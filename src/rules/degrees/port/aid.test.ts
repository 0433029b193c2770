import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { DEGREES_BASIC_ACTIONS } from "./actions";
import { degreesAids } from "./aid";
import type { DegreesFighter, FighterInput } from "./fighter";
import { byId, fighter, lineUp, nextTurn, NO_DICE, O, replace, rules } from "./test-fighters";

const shuriken = rules.actionFromItem({ name: "Shuriken", type: "dgWeapon", system: { accuracy: "ranged", damage: 1, thrown: true, thrownCount: 3 } })!;
const kunai = rules.actionFromItem({ name: "Kunai", type: "dgWeapon", system: { accuracy: "melee", damage: 1, weight: "light" } })!;
const takedown = DEGREES_BASIC_ACTIONS.takedown!;

/** a (side x) on its turn; b, its target, and c, b's ally, on side y. */
function fight(c: Partial<FighterInput> = {}, a: Partial<FighterInput> = {}): { fighters: DegreesFighter[]; at: number } {
  return nextTurn(lineUp(fighter("a", 12, { side: "x", ...a }), fighter("b", 6, { side: "y" }), fighter("c", 4, { side: "y", quickDraw: true, thrownReady: 3, ...c })), 0);
}

/** a declares `action` and opens it at b with the attack's faces. */
function attackB(step: { fighters: DegreesFighter[]; at: number }, faces: number[], action = shuriken, choice = {}) {
  const declared = rules.declare(byId(step.fighters, "a"), action, { at: step.at, ...choice }, O, NO_DICE);
  return { attacker: declared.actor, flow: rules.attack.open(declared.actor, declared, { targetId: "b" }, byId(step.fighters, "b"), O, fixedDice(faces)) };
}

describe("projectile deflection (M65) through the port's answer", () => {
  it("stops three shuriken with three of the ally's own: a partial action, Ranged against the attack check, and nobody hurt", () => {
    const step = fight();
    const { attacker, flow } = attackB(step, [3, 4]);
    expect(flow.profile.projectiles).toBe(3);
    const answered = rules.attack.answer(flow, attacker, byId(step.fighters, "b"), { kind: "deflect", by: byId(step.fighters, "c") }, O, fixedDice([6, 5]));
    expect(answered.defender.id).toBe("c");
    expect(answered.defender.actions).toMatchObject({ partial: false, standard: true, movement: true });
    expect(answered.attack.aid).toMatchObject({ kind: "deflect", by: "c", for: "b", success: true, contest: { attacker: { total: 10 }, defender: { total: 14 } } });
    expect(rules.attack.stage(answered.attack)).toMatchObject({ readyToSettle: true });
    expect(rules.attack.outcomes(answered.attack, attacker)[0]).toMatchObject({ targetId: "b", hit: false, damage: 0 });
  });

  it("lets the target deflect for itself; a failed deflection leaves the target its own defence", () => {
    const step = fight();
    const { attacker, flow } = attackB(step, [6, 6]);
    const self = { ...byId(step.fighters, "b"), quickDraw: true, thrownReady: 3 };
    const missed = rules.attack.answer(flow, attacker, self, { kind: "deflect", by: self }, O, fixedDice([1, 2]));
    expect(missed.attack.aid).toMatchObject({ by: "b", success: false });
    expect(rules.attack.stage(missed.attack).awaitsAnswer).toBe(true);
    const dodged = rules.attack.answer(missed.attack, attacker, missed.defender, { kind: "dodge" }, O, NO_DICE);
    expect(dodged.attack.result?.hit).toBe(true);
    expect(refusalOf(() => rules.attack.answer(dodged.attack, attacker, byId(step.fighters, "b"), { kind: "deflect", by: byId(step.fighters, "c") }, O, NO_DICE)).code).toBe("notYet");
  });

  it("refuses without Quick Draw, with too few in hand, against a nimbler thrower, a melee blow, or a second aid", () => {
    const refusal = (c: Partial<FighterInput>, a: Partial<FighterInput> = {}, action = shuriken) => {
      const step = fight(c, a);
      const { attacker, flow } = attackB(step, [3, 4], action);
      return worded(refusalOf(() => rules.attack.answer(flow, attacker, byId(step.fighters, "b"), { kind: "deflect", by: byId(step.fighters, "c") }, O, NO_DICE)));
    };
    expect(refusal({ quickDraw: false })).toBe("Deflecting projectiles needs the Quick Draw feat.");
    expect(refusal({ thrownReady: 1 })).toBe("Deflecting needs as many thrown weapons as are coming (3); 1 in hand.");
    expect(refusal({}, { character: { ...fighter("x", 0).character, attributes: { strength: 3, dexterity: 5, vigor: 3, spirit: 3 } } })).toBe("The attacker's Dexterity (5) is higher than yours (3): no deflecting.");
    expect(refusal({}, {}, kunai)).toBe("Only weapons thrown or shot can be deflected in the air.");
    const step = fight();
    const { attacker, flow } = attackB(step, [6, 6]);
    const once = rules.attack.answer(flow, attacker, byId(step.fighters, "b"), { kind: "deflect", by: byId(step.fighters, "c") }, O, fixedDice([1, 1]));
    expect(worded(refusalOf(() => rules.attack.answer(once.attack, attacker, byId(step.fighters, "b"), { kind: "help", help: "takeHit", by: once.defender }, O, NO_DICE)))).toBe("Someone already stepped in against this attack.");
  });
});

describe("Help Ally (M77) through the port's answer", () => {
  it("takes the hit in the ally's place: a standard action and an Anticipate check, then the blow is the helper's", () => {
    const step = fight();
    const { attacker, flow } = attackB(step, [4, 5], kunai);
    const answered = rules.attack.answer(flow, attacker, byId(step.fighters, "b"), { kind: "help", help: "takeHit", by: byId(step.fighters, "c"), move: true }, O, fixedDice([8, 8]));
    expect(answered.defender.actions).toMatchObject({ standard: false, movement: false, partial: true });
    expect(answered.attack).toMatchObject({ targetId: "c", step: "damage", aid: { kind: "takeHit", by: "c", for: "b", success: true }, result: { hit: true, degree: 2 } });
    const damaged = rules.attack.damage(answered.attack, attacker, answered.defender, null, O, NO_DICE);
    const settled = rules.settle(replace(step.fighters, answered.defender), rules.attack.outcomes(damaged, attacker), step.at, O, NO_DICE);
    expect(byId(settled.combatants, "b").hp).toEqual(byId(step.fighters, "b").hp);
    expect(byId(settled.combatants, "c").hp.hp).toBeLessThan(byId(step.fighters, "c").hp.hp);
  });

  it("leaves the ally its own defence when the helper is too slow, the actions still paid (M71)", () => {
    const step = fight();
    const { attacker, flow } = attackB(step, [4, 5], kunai);
    const answered = rules.attack.answer(flow, attacker, byId(step.fighters, "b"), { kind: "help", help: "takeHit", by: byId(step.fighters, "c") }, O, fixedDice([1, 1]));
    expect(answered.attack).toMatchObject({ targetId: "b", step: "answer", aid: { success: false } });
    expect(answered.defender.actions.standard).toBe(false);
  });

  it("catches an ally being taken down: the blow lands but no Prone (our default)", () => {
    const step = fight();
    const { attacker, flow } = attackB(step, [6, 6], takedown);
    const caught = rules.attack.answer(flow, attacker, byId(step.fighters, "b"), { kind: "help", help: "catch", by: byId(step.fighters, "c") }, O, fixedDice([8, 8]));
    expect(caught.attack.aid).toMatchObject({ kind: "catch", success: true });
    const dodged = rules.attack.answer(caught.attack, attacker, byId(step.fighters, "b"), { kind: "dodge" }, O, NO_DICE);
    expect(rules.attack.outcomes(dodged.attack, attacker)[0]).toMatchObject({ hit: true, targetGains: [] });
    // Without the catch the same Takedown leaves the target Prone.
    const down = rules.attack.answer(flow, attacker, byId(step.fighters, "b"), { kind: "dodge" }, O, NO_DICE);
    expect(rules.attack.outcomes(down.attack, attacker)[0]?.targetGains.map((c) => c.id)).toEqual(["prone"]);
  });

  it("lists what each would-be helper may still do, with why not (F6)", () => {
    const step = fight({ conditions: [{ id: "flatFooted", source: "x" }] });
    const { attacker, flow } = attackB(step, [4, 5], kunai);
    const b = byId(step.fighters, "b");
    expect(degreesAids(flow, attacker, b, byId(step.fighters, "c"), O)).toEqual([
      { kind: "deflect", refused: "degrees.deflectProjectilesOnly", data: {} },
      { kind: "takeHit", refused: "degrees.flatFooted", data: {} },
      { kind: "catch", refused: "degrees.nothingToCatch", data: {} },
    ]);
    expect(degreesAids(flow, attacker, b, b, O).map((a) => a.refused)).toEqual(["degrees.deflectProjectilesOnly", "degrees.helpSelf", "degrees.helpSelf"]);
    expect(degreesAids(flow, attacker, b, attacker, O).every((a) => a.refused === "degrees.aidNotAlly")).toBe(true);
    const spent = { ...byId(step.fighters, "c"), conditions: [], actions: { ...byId(step.fighters, "c").actions, standard: false } };
    expect(degreesAids(flow, attacker, b, spent, O)[1]).toEqual({ kind: "takeHit", refused: "degrees.noActionLeft", data: { actionType: "standard" } });
    const chance = attackB(fight(), [4, 5], kunai, { opportunity: true });
    expect(degreesAids(chance.flow, chance.attacker, b, byId(step.fighters, "c"), O).map((a) => a.refused)).toEqual(["degrees.aidOpportunity", "degrees.aidOpportunity", "degrees.aidOpportunity"]);
  });
});

describe("an ally defends the target with its own technique (M71, M74)", () => {
  const waterWall = rules.actionFromItem({ name: "Water Wall", type: "dgTechnique", system: { defensive: true, nullifies: true, action: "standard", powerLevel: 3, chakraCost: 4 } })!.defence!;
  const earthWall = rules.actionFromItem({ name: "Earth Wall", type: "dgTechnique", system: { defensive: true, action: "movement", chakraCost: 2 } })!.defence!;
  const fireJet = rules.actionFromItem({ name: "Fire Jet", type: "dgTechnique", system: { action: "standard", chakraCost: 1, powerLevel: 3, damage: { source: "ninpou", base: 0, fixed: 0 } } })!;
  const offered = (aids: ReturnType<typeof degreesAids>, name: string) => aids.find((a) => a.kind === "technique" && a.name === name);

  it("lists the ally's techniques, a Nullify refused against what it cannot meet", () => {
    const step = fight({ defences: [waterWall, earthWall] });
    const atKunai = attackB(step, [4, 4], kunai);
    const aids = degreesAids(atKunai.flow, atKunai.attacker, byId(step.fighters, "b"), byId(step.fighters, "c"), O);
    expect(offered(aids, "Earth Wall")).toEqual({ kind: "technique", name: "Earth Wall", refused: null });
    expect(offered(aids, "Water Wall")?.refused).toBe("degrees.nullifyNinpou");
    const atJet = attackB(step, [4, 4], fireJet);
    expect(offered(degreesAids(atJet.flow, atJet.attacker, byId(step.fighters, "b"), byId(step.fighters, "c"), O), "Water Wall")?.refused).toBeNull();
  });

  it("nullifies a fire jet aimed at its ally: chakra and standard action paid out of turn, the attack a miss, the ally the one who may Overcome", () => {
    const step = fight({ defences: [waterWall], chakra: 10 });
    const { attacker, flow } = attackB(step, [3, 3], fireJet);
    const c = byId(step.fighters, "c");
    const answered = rules.attack.answer(flow, attacker, byId(step.fighters, "b"), { kind: "allyTechnique", technique: "Water Wall", by: c }, O, fixedDice([8, 8]));
    expect(answered.defender).toMatchObject({ id: "c", chakra: 6, actions: { standard: false, movement: true } });
    expect(answered.attack.aid).toMatchObject({ kind: "technique", technique: "Water Wall", by: "c", for: "b", success: true });
    expect(answered.attack.nullifiedBy).toBe("c");
    expect(rules.attack.outcomes(answered.attack, attacker)[0]).toMatchObject({ targetId: "b", hit: false, damage: 0 });
  });

  it("loses its chakra and action on a failure, and the target still answers", () => {
    const step = fight({ defences: [earthWall], chakra: 10 });
    const { attacker, flow } = attackB(step, [6, 5], fireJet);
    const failed = rules.attack.answer(flow, attacker, byId(step.fighters, "b"), { kind: "allyTechnique", technique: "Earth Wall", by: byId(step.fighters, "c") }, O, fixedDice([1, 2]));
    expect(failed.defender).toMatchObject({ chakra: 8, actions: { movement: false } });
    expect(failed.attack.aid).toMatchObject({ by: "c", success: false });
    expect(failed.attack.nullifiedBy).toBeNull();
    expect(rules.attack.stage(failed.attack).awaitsAnswer).toBe(true);
  });

  it("refuses the target as its own ally, a foe, a spent action, too little chakra, an unknown technique, and off guard", () => {
    const refusal = (c: Partial<FighterInput>, by = "c", technique = "Earth Wall") => {
      const step = fight({ defences: [earthWall], ...c });
      const { attacker, flow } = attackB(step, [4, 4], fireJet);
      const helper = by === "b" ? { ...byId(step.fighters, "b"), defences: [earthWall] } : byId(step.fighters, by);
      return refusalOf(() => rules.attack.answer(flow, attacker, byId(step.fighters, "b"), { kind: "allyTechnique", technique, by: helper }, O, NO_DICE)).code;
    };
    expect(refusal({}, "b")).toBe("degrees.defendSelf");
    expect(refusal({ side: "x" })).toBe("degrees.aidNotAlly");
    expect(refusal({ chakra: 1 })).toBe("degrees.notEnoughChakra");
    expect(refusal({ conditions: [{ id: "flatFooted" }] })).toBe("degrees.flatFooted");
    expect(refusal({}, "c", "Fire Wall")).toBe("degrees.unknownTechnique");
    const step = fight({ defences: [earthWall] });
    const spent = replace(step.fighters, { ...byId(step.fighters, "c"), actions: { ...byId(step.fighters, "c").actions, movement: false } });
    const { attacker, flow } = attackB({ ...step, fighters: spent }, [4, 4], fireJet);
    expect(refusalOf(() => rules.attack.answer(flow, attacker, byId(spent, "b"), { kind: "allyTechnique", technique: "Earth Wall", by: byId(spent, "c") }, O, NO_DICE)).code).toBe("degrees.actionSpent");
  });
});
