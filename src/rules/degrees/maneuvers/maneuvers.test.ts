import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { DEFAULT_DEGREES_OPTIONS as O } from "../options";
import { checkFromFaces } from "../roll";
import { eatSoldierPills } from "../soldier-pills";
import { FRESH_ROUND } from "../turn-actions";
import { deflectProjectiles, type DeflectionSituation } from "./deflection";
import { evade, helpAlly } from "./evade-help";
import { feint } from "./feint";
import { endGrab, redirectMiss, startGrab, victimMayBreakFree } from "./grab";
import { takedownOutcome, trampleOutcome } from "./knockdown";
import { provokesOpportunity, takeOpportunityAttack, tumbleDc } from "./opportunity";
import { searchAfterSneakAttack, sneakAttackCheck } from "./sneak-attack";
import { sweepTargets } from "./sweep";

const attack = checkFromFaces([4, 4], 5); // total 13
const predictor = { anticipate: 4, modifiers: [], offGuard: false };

describe("sneak attacks (M54)", () => {
  it("open on a Stealth check that meets the enemy's Notice, and end the turn with Notice reactions while hidden", () => {
    expect(sneakAttackCheck(5, [], 12, O, fixedDice([3, 4])).sneaks).toBe(true);
    expect(searchAfterSneakAttack(14, true, [{ id: "guard", notice: 2, modifiers: [] }], O, fixedDice([]))).toEqual([]);
    const searched = searchAfterSneakAttack(14, false, [{ id: "guard", notice: 2, modifiers: [] }], O, fixedDice([6, 6]));
    expect(searched.map((s) => [s.id, s.located])).toEqual([["guard", true]]);
  });
});

describe("opportunity attacks (M55)", () => {
  it("come from a normal move or a take-off, not from a Safe Step, teleport or push, nor from a prone foe", () => {
    const foe = { id: "foe", conditions: [] };
    expect(provokesOpportunity({ kind: "normal" }, foe, O)).toBe(true);
    expect(provokesOpportunity({ kind: "takeOff" }, foe, O)).toBe(true);
    expect((["safeStep", "retreat", "teleport", "forced"] as const).map((kind) => provokesOpportunity({ kind }, foe, O))).toEqual([false, false, false, false]);
    expect(provokesOpportunity({ kind: "normal" }, { id: "foe", conditions: [{ id: "prone" }] }, O)).toBe(false);
    expect(provokesOpportunity({ kind: "evade", from: "foe" }, foe, O)).toBe(false);
    expect(provokesOpportunity({ kind: "evade", from: "other" }, foe, O)).toBe(true);
    expect(provokesOpportunity({ kind: "tumble", succeeded: true }, foe, O)).toBe(false);
    expect(tumbleDc(4, O)).toBe(13);
  });

  it("are one a round for a character and its partners together", () => {
    const used = takeOpportunityAttack({}, "owner");
    expect(refusalOf(() => takeOpportunityAttack(used, "clone")).code).toBe("degrees.sharedLimit");
  });
});

describe("Feint (M59)", () => {
  const attempt = { feinter: "a", target: "foe", beneficiary: "ally", dexterity: { accuracy: 4, modifiers: [] }, targetNotice: { accuracy: 2, modifiers: [] } };

  it("may favour an ally, lasting to the end of the feinter's next turn, and any of the ally's attacks counts", () => {
    const result = feint({}, attempt, O, fixedDice([4, 4, 2, 2]));
    expect(result.feinted).toEqual({ id: "feinted", source: "feint", favours: "ally", duration: { keyedTo: "a", ends: "turnEnd", remaining: 2 } });
    expect(result.anyAttack).toBe(true);
  });

  it("is once a round for a player and its partners", () => {
    const { uses } = feint({}, attempt, O, fixedDice([1, 1, 8, 8]));
    expect(refusalOf(() => feint(uses, { ...attempt, feinter: "clone" }, O, fixedDice([]))).data).toEqual({ limit: "feint", by: "a" });
  });
});

describe("projectile deflection (M65)", () => {
  const situation: DeflectionSituation = { incomingCount: 3, attackerDexterity: 3, incomingTagged: true, deflector: { quickDraw: true, thrownInHand: 3, dexterity: 4, ranged: 5, modifiers: [], ownTagged: false } };

  it("stops the projectiles on a higher Ranged check, setting off the attacker's tags in mid-air", () => {
    expect(deflectProjectiles(attack, situation, O, fixedDice([5, 5]))).toMatchObject({ deflected: true, tagsExplode: true });
    expect(deflectProjectiles(attack, situation, O, fixedDice([4, 3])).deflected).toBe(false);
  });

  it("is refused without Quick Draw, enough in hand, enough Dexterity, or with own tags", () => {
    const d = situation.deflector;
    expect(worded(refusalOf(() => deflectProjectiles(attack, { ...situation, deflector: { ...d, quickDraw: false } }, O, fixedDice([]))))).toBe("Deflecting projectiles needs the Quick Draw feat.");
    expect(worded(refusalOf(() => deflectProjectiles(attack, { ...situation, deflector: { ...d, thrownInHand: 1 } }, O, fixedDice([]))))).toBe("Deflecting needs as many thrown weapons as are coming (3); 1 in hand.");
    expect(worded(refusalOf(() => deflectProjectiles(attack, { ...situation, attackerDexterity: 6 }, O, fixedDice([]))))).toBe("The attacker's Dexterity (6) is higher than yours (4): no deflecting.");
    expect(worded(refusalOf(() => deflectProjectiles(attack, { ...situation, deflector: { ...d, ownTagged: true } }, O, fixedDice([]))))).toBe("Kunai carrying explosive tags cannot deflect projectiles.");
  });
});

describe("Evade and Help Ally (M73, M77)", () => {
  it("uses the round's move on success, and spends the movement without counting the move on failure", () => {
    expect(evade(FRESH_ROUND, { roll: attack }, predictor, O, fixedDice([6, 6])).budget).toEqual({ ...FRESH_ROUND, movement: false, moved: true });
    const failed = evade(FRESH_ROUND, { roll: attack }, predictor, O, fixedDice([1, 1]));
    expect([failed.success, failed.budget]).toEqual([false, { ...FRESH_ROUND, movement: false }]);
    expect(refusalOf(() => evade({ ...FRESH_ROUND, moved: true }, { roll: attack }, predictor, O, fixedDice([]))).code).toBe("degrees.alreadyMoved");
    expect(refusalOf(() => evade(FRESH_ROUND, { roll: attack, opportunity: true }, predictor, O, fixedDice([]))).code).toBe("degrees.opportunityAttack");
  });

  it("pays Help Ally's standard action and any other it needs before the check, win or lose", () => {
    const helped = helpAlly(FRESH_ROUND, [{ kind: "movement" }], { roll: attack }, predictor, O, fixedDice([1, 1]));
    expect([helped.success, helped.budget]).toEqual([false, { ...FRESH_ROUND, standard: false, movement: false }]);
    expect(refusalOf(() => helpAlly(FRESH_ROUND, [], { roll: attack }, { ...predictor, offGuard: true }, O, fixedDice([]))).code).toBe("degrees.flatFooted");
  });
});

describe("Grab (M79)", () => {
  const grabber = { id: "g", handsFree: true, canHold: true };

  it("holds the victim Grabbed and the grabber Slow until released, and gives a break-free chance when the grabber is hurt", () => {
    const { hold, victimGains, grabberGains } = startGrab(grabber, "v");
    expect([victimGains.id, grabberGains.id]).toEqual(["grabbed", "slow"]);
    expect(endGrab(hold, [victimGains, { id: "prone" }])).toEqual([{ id: "prone" }]);
    expect(victimMayBreakFree(hold, "g", 3)).toBe(true);
    expect(worded(refusalOf(() => startGrab({ ...grabber, handsFree: false }, "v")))).toBe("Grabbing needs both hands free, or a weapon made for grabbing.");
    expect(worded(refusalOf(() => startGrab({ ...grabber, canHold: false }, "v")))).toBe("This creature has nothing to hold with.");
  });

  it("sends a missed single-target attack to the grabber on a die of 4 or less, never an area attack", () => {
    expect(redirectMiss("melee", fixedDice([4]))).toEqual({ face: 4, hitsGrabber: true });
    expect(redirectMiss("projectile", fixedDice([5]))).toEqual({ face: 5, hitsGrabber: false });
    expect(redirectMiss("area", fixedDice([]))).toBeNull();
  });
});

describe("Trample and Takedown (M80, M81)", () => {
  it("knock down on a hit; a Dodge steps aside, a Block stops the charge", () => {
    expect([trampleOutcome(true, true, "dodge"), trampleOutcome(true, false, "anticipate"), trampleOutcome(true, false, "block")]).toEqual(["knockedDown", "steppedAside", "stopped"]);
    expect(worded(refusalOf(() => trampleOutcome(false, true, "dodge")))).toBe("Trample can only end a Charge.");
  });

  it("leave a standing target Prone, and drop a flier for its Vigor", () => {
    expect(takedownOutcome({ conditions: [], winged: true, vigor: 4 }, O)).toEqual({ gains: [{ id: "prone" }], fallDamage: 4 });
    expect(worded(refusalOf(() => takedownOutcome({ conditions: [{ id: "prone" }], winged: false, vigor: 4 }, O)))).toBe("A Takedown needs a target on its feet.");
  });
});

describe("Immense sweeps (M107)", () => {
  it("hit every foe in reach when all are three sizes smaller", () => {
    expect(sweepTargets("vast", [{ id: "a", size: "standard" }, { id: "b", size: "modest" }], false)).toEqual(["a", "b"]);
    expect(worded(refusalOf(() => sweepTargets("vast", [{ id: "a", size: "grand" }], false)))).toBe("a is not three size categories smaller: no sweep.");
    expect(worded(refusalOf(() => sweepTargets("massive", [], false)))).toBe("Only an Immense or larger creature can sweep (Massive).");
    expect(worded(refusalOf(() => sweepTargets("vast", [], true)))).toBe("A sweep cannot be a special maneuver.");
  });
});

describe("soldier pills (M51)", () => {
  const eater = { chakra: 5, maxChakra: 40, spirit: 5, pillsSinceRest: 0, affected: true };

  it("restore half Spirit each, rounded up, and set the aftermath by the pills since the last rest", () => {
    expect(eatSoldierPills(eater, 2, O)).toEqual({ chakra: 11, pillsSinceRest: 2, aftermath: { condition: "exhausted", afterHours: 1 } });
    expect(eatSoldierPills(eater, 1, { ...O, soldierPillTiming: "immediate" }).aftermath).toEqual({ condition: "fatigued", afterHours: 1 });
    expect(eatSoldierPills({ ...eater, pillsSinceRest: 3 }, 1, O)).toEqual({ chakra: 5, pillsSinceRest: 4, aftermath: { overdose: { unconsciousHours: 1, exhaustedDays: 20, treatedDays: 10 } } });
    expect(eatSoldierPills({ ...eater, affected: false }, 2, O).aftermath).toBeNull();
  });

  it("never lower chakra, never pass the maximum, and give nothing past the third pill (property)", () => {
    fc.assert(
      fc.property(fc.nat(40), fc.integer({ min: 1, max: 10 }), fc.nat(4), fc.integer({ min: 1, max: 6 }), (chakra, spirit, before, count) => {
        const after = eatSoldierPills({ chakra, maxChakra: 40, spirit, pillsSinceRest: before, affected: true }, count, O).chakra;
        expect(after).toBeGreaterThanOrEqual(chakra);
        expect(after).toBeLessThanOrEqual(40);
        expect(after - chakra).toBeLessThanOrEqual(Math.max(0, 3 - before) * Math.ceil(spirit / 2));
      }),
    );
  });
});
