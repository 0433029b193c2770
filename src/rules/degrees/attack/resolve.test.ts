import { describe, expect, it } from "vitest";
import { worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { DEFAULT_DEGREES_OPTIONS as O } from "../options";
import { checkFromFaces } from "../roll";
import { attackRefusal } from "./attack-refusal";
import { defenderAgainstUnseen } from "./camouflage";
import { defenceChoices, defenceRefusal } from "./defence";
import { resolveAttack, rollAttack } from "./resolve";
import { ATTACKER, DEFENDER } from "../test-fixtures";
import type { AttackProfile } from "./types";

const KUNAI: AttackProfile = { delivery: "projectile", lethal: true };
const STRIKE: AttackProfile = { delivery: "melee", lethal: true };
const none = fixedDice([]);

describe("defence legality", () => {
  it("refuses an unarmed Block, a Block against an area, and a Block against a foe two sizes larger, each naming why", () => {
    expect(defenceRefusal({ kind: "block" }, STRIKE, ATTACKER, { ...DEFENDER, wielding: null }, O)?.code).toBe("degrees.unarmedBlock");
    expect(defenceRefusal({ kind: "block" }, { delivery: "area", lethal: true }, ATTACKER, DEFENDER, O)?.code).toBe("degrees.blockAgainst");
    expect(defenceRefusal({ kind: "block" }, STRIKE, { ...ATTACKER, size: "massive" }, DEFENDER, O)?.data).toEqual({ categories: 2 });
    expect(defenceRefusal({ kind: "block" }, STRIKE, { ...ATTACKER, size: "grand" }, DEFENDER, O)).toBeNull();
  });

  it("refuses any Block of a ranged technique that is no projectile, and a projectile technique's without a fit weapon (M23)", () => {
    const illusion: AttackProfile = { delivery: "projectile", lethal: true, notProjectile: true };
    const staff = { ...DEFENDER, wielding: { weight: "heavy" as const, blocksProjectileTechniques: true } };
    expect(defenceRefusal({ kind: "block" }, illusion, ATTACKER, DEFENDER, O)?.code).toBe("degrees.blockNotProjectile");
    expect(defenceRefusal({ kind: "block" }, illusion, ATTACKER, staff, O)?.code).toBe("degrees.blockNotProjectile");
    expect(worded(defenceRefusal({ kind: "block" }, illusion, ATTACKER, staff, O)!)).toBe("Only melee attacks and projectiles can be blocked, and this technique is no projectile.");
    const bullet: AttackProfile = { delivery: "projectile", lethal: true, projectileTechnique: true };
    expect(defenceRefusal({ kind: "block" }, bullet, ATTACKER, DEFENDER, O)?.code).toBe("degrees.blockTechnique");
    expect(defenceRefusal({ kind: "block" }, bullet, ATTACKER, staff, O)).toBeNull();
    // Dodge and Anticipate still meet it.
    expect(defenceRefusal({ kind: "dodge" }, illusion, ATTACKER, DEFENDER, O)).toBeNull();
  });

  it("words each refusal for the player from its code and data", () => {
    expect(worded(defenceRefusal({ kind: "block" }, STRIKE, ATTACKER, { ...DEFENDER, wielding: null }, O)!)).toBe("Blocking needs something in hand.");
    expect(worded(defenceRefusal({ kind: "block" }, STRIKE, { ...ATTACKER, size: "massive" }, DEFENDER, O)!)).toBe("Too big to block: the attacker is 2 size categories larger.");
  });

  it("refuses a defensive technique against an opportunity attack, off guard, when stunned, short of chakra or of the action", () => {
    const technique = { name: "Earth Wall", chakraCost: 5, action: "movement" as const };
    const answer = { kind: "technique" as const, technique };
    expect(defenceRefusal(answer, { ...STRIKE, opportunity: true }, ATTACKER, DEFENDER, O)?.code).toBe("degrees.opportunityAttack");
    expect(defenceRefusal(answer, STRIKE, ATTACKER, { ...DEFENDER, conditions: [{ id: "offGuard" }] }, O)?.code).toBe("degrees.flatFooted");
    expect(defenceRefusal(answer, STRIKE, ATTACKER, { ...DEFENDER, conditions: [{ id: "terrified" }] }, O)?.code).toBe("degrees.noActions");
    expect(defenceRefusal(answer, STRIKE, ATTACKER, { ...DEFENDER, chakra: 4 }, O)?.code).toBe("degrees.notEnoughChakra");
    expect(defenceRefusal(answer, STRIKE, ATTACKER, { ...DEFENDER, actionsLeft: ["partial"] }, O)?.code).toBe("degrees.actionSpent");
    expect(defenceRefusal(answer, STRIKE, ATTACKER, DEFENDER, O)).toBeNull();
  });

  it("refuses Dodge and Anticipate against an area while Impeded (Grabbed implies it), and every defence to the defenceless", () => {
    const area: AttackProfile = { delivery: "area", lethal: true };
    const grabbed = { ...DEFENDER, conditions: [{ id: "grabbed" as const }] };
    expect(defenceChoices(area, ATTACKER, grabbed, O).map((c) => c.refused)).toEqual(["degrees.impededVsArea", "degrees.blockAgainst", "degrees.impededVsArea"]);
    expect(defenceChoices(STRIKE, ATTACKER, { ...DEFENDER, conditions: [{ id: "unconscious" }] }, O).every((c) => c.refused === "degrees.defenceless")).toBe(true);
  });
});

describe("resolveAttack", () => {
  it("hits a Dodge at DC 9 + Dodge accuracy when the total meets it, with the degree of the natural roll", () => {
    const result = resolveAttack(checkFromFaces([4, 5], 4), { kind: "dodge" }, KUNAI, ATTACKER, DEFENDER, O, none);
    expect(result).toMatchObject({ hit: true, degree: 2, critical: false });
    expect(result.steps).toContainEqual(expect.objectContaining({ step: "dodge", dc: 13, hit: true }));
    expect(resolveAttack(checkFromFaces([4, 5], 3), { kind: "dodge" }, KUNAI, ATTACKER, DEFENDER, O, none).hit).toBe(false);
  });

  it("drops Dodge accuracy and Dodge bonuses when flat-footed, keeping cover", () => {
    const defender = { ...DEFENDER, conditions: [{ id: "flatFooted" as const }], dodgeBonuses: [{ label: "fightDefensively", value: 2 }], cover: "partial" as const };
    const result = resolveAttack(checkFromFaces([4, 4], 4), { kind: "dodge" }, KUNAI, ATTACKER, defender, O, none);
    expect(result.steps).toContainEqual(expect.objectContaining({ step: "dodge", dc: 12 }));
  });

  it("misses on a critical failure even when the total would beat the defence", () => {
    const result = resolveAttack(checkFromFaces([1, 2], 30), { kind: "dodge" }, KUNAI, ATTACKER, DEFENDER, O, none);
    expect(result).toMatchObject({ hit: false, degree: 0 });
    expect(result.steps.at(-1)).toEqual({ step: "criticalFailure", natural: 3 });
  });

  it("lets no defence stop a critical hit, at degree 4, with Bleeding when lethal", () => {
    const result = resolveAttack(checkFromFaces([7, 8], -20), { kind: "dodge" }, KUNAI, ATTACKER, DEFENDER, O, none);
    expect(result).toMatchObject({ hit: true, critical: true, degree: 4, bleeding: true });
    expect(resolveAttack(checkFromFaces([7, 8], 0), { kind: "dodge" }, { ...KUNAI, lethal: false }, ATTACKER, DEFENDER, O, none).bleeding).toBe(false);
  });

  it("gives an invalid defence's attacker an automatic success, at least degree 1", () => {
    const result = resolveAttack(checkFromFaces([2, 2], 0), { kind: "block" }, STRIKE, ATTACKER, { ...DEFENDER, wielding: null }, O, none);
    expect(result).toMatchObject({ hit: true, degree: 1 });
    expect(result.steps).toContainEqual({ step: "automatic", reason: "invalidDefence", refusal: "degrees.unarmedBlock" });
  });

  it("makes an invalid defence an automatic success at degree 1 even on a natural 2 or 3, which no valid defence would need (M23, M27)", () => {
    for (const faces of [[1, 1], [1, 2]] as const) {
      const result = resolveAttack(checkFromFaces(faces, 0), { kind: "block" }, STRIKE, ATTACKER, { ...DEFENDER, wielding: null }, O, none);
      expect(result).toMatchObject({ hit: true, critical: false, degree: 1 });
      expect(result.steps).toEqual([expect.objectContaining({ step: "roll" }), { step: "automatic", reason: "invalidDefence", refusal: "degrees.unarmedBlock" }, { step: "degree", natural: faces[0] + faces[1], degree: 1 }]);
    }
    // A valid defence, or none asked for, leaves the natural 2–3 the critical failure it is.
    expect(resolveAttack(checkFromFaces([1, 2], 0), { kind: "dodge" }, STRIKE, ATTACKER, { ...DEFENDER, wielding: null }, O, none)).toMatchObject({ hit: false, degree: 0 });
    expect(resolveAttack(checkFromFaces([1, 2], 0), null, STRIKE, ATTACKER, { ...DEFENDER, wielding: null }, O, none).steps.at(-1)).toEqual({ step: "criticalFailure", natural: 3 });
  });

  it("hits a defenceless target automatically, still rolling for the degree, even on a natural 2", () => {
    const result = resolveAttack(checkFromFaces([1, 1], 0), { kind: "dodge" }, STRIKE, ATTACKER, { ...DEFENDER, conditions: [{ id: "paralyzed" }] }, O, none);
    expect(result).toMatchObject({ hit: true, degree: 1 });
  });

  it("contests a Block with Melee, the defender winning only when higher, and a heavy weapon costing a light blocker 1", () => {
    const heavy = { ...STRIKE, heavyWeapon: true };
    const tie = resolveAttack(checkFromFaces([5, 5], 3), { kind: "block" }, STRIKE, ATTACKER, DEFENDER, O, fixedDice([5, 5, 6, 6, 1, 1]));
    expect(tie.steps.find((s) => s.step === "contest")).toMatchObject({ defence: "block", hit: true });
    const blocked = resolveAttack(checkFromFaces([5, 5], 3), { kind: "block" }, STRIKE, ATTACKER, DEFENDER, O, fixedDice([5, 6]));
    expect(blocked.hit).toBe(false);
    // 13 against 10 + 3 − 1: the heavy weapon's −1 decides.
    const notBlocked = resolveAttack(checkFromFaces([5, 5], 3), { kind: "block" }, heavy, ATTACKER, DEFENDER, O, fixedDice([6, 4]));
    expect(notBlocked.hit).toBe(true);
  });

  it("sets the degree from the last roll of a tied contest", () => {
    // 10 + 2 vs 9 + 3: tie; re-roll 14 + 2 vs 4 + 3: the attacker's 14 gives degree 3.
    const result = resolveAttack(checkFromFaces([5, 5], 2), { kind: "anticipate" }, KUNAI, ATTACKER, { ...DEFENDER, accuracies: { ...DEFENDER.accuracies, anticipate: 3 } }, O, fixedDice([4, 5, 7, 7, 2, 2]));
    expect(result).toMatchObject({ hit: true, degree: 3 });
  });

  it("charges a defensive technique's cost win or lose, and gives no size bonus against it", () => {
    const technique = { name: "Earth Wall", chakraCost: 5, action: "movement" as const };
    const result = resolveAttack(checkFromFaces([5, 5], 0), { kind: "technique", technique }, STRIKE, { ...ATTACKER, size: "standard" }, { ...DEFENDER, size: "massive" }, O, fixedDice([6, 6]));
    expect(result).toMatchObject({ hit: false, techniqueCost: { chakra: 5, action: "movement" } });
  });

  it("adds the size bonus against a larger target that Dodges", () => {
    const result = resolveAttack(checkFromFaces([5, 5], 2), { kind: "dodge" }, KUNAI, ATTACKER, { ...DEFENDER, size: "massive" }, O, none);
    expect(result.steps).toContainEqual(expect.objectContaining({ step: "dodge", attackTotal: 13, hit: true }));
  });

  it("cannot hit through total cover with melee or projectiles, and treats it as partial cover otherwise", () => {
    expect(resolveAttack(checkFromFaces([6, 6], 10), { kind: "dodge" }, KUNAI, ATTACKER, { ...DEFENDER, cover: "total" }, O, none).steps.at(-1)).toEqual({ step: "totalCover" });
    const other = resolveAttack(checkFromFaces([6, 6], 4), { kind: "dodge" }, { delivery: "other", lethal: true }, ATTACKER, { ...DEFENDER, cover: "total" }, O, none);
    expect(other.steps).toContainEqual(expect.objectContaining({ step: "dodge", dc: 16 }));
  });

  it("rolls a camouflage die per source after a hit, and skips it for critical hits and sensors", () => {
    const fog = { ...DEFENDER, camouflage: ["partial" as const, "total" as const] };
    const miss = resolveAttack(checkFromFaces([6, 6], 4), { kind: "dodge" }, KUNAI, ATTACKER, fog, O, fixedDice([8, 3]));
    expect(miss).toMatchObject({ hit: false });
    expect(resolveAttack(checkFromFaces([6, 6], 4), { kind: "dodge" }, KUNAI, ATTACKER, fog, O, fixedDice([3, 5])).hit).toBe(true);
    expect(resolveAttack(checkFromFaces([8, 8], 0), { kind: "dodge" }, KUNAI, ATTACKER, fog, O, none).hit).toBe(true);
    expect(resolveAttack(checkFromFaces([6, 6], 4), { kind: "dodge" }, KUNAI, { ...ATTACKER, sensor: true }, fog, O, none).hit).toBe(true);
  });

  it("fails against an unseen target nobody located", () => {
    const hidden = { ...DEFENDER, camouflage: ["total" as const], located: false };
    expect(resolveAttack(checkFromFaces([8, 8], 4), { kind: "dodge" }, KUNAI, ATTACKER, hidden, O, none).steps.at(-1)).toEqual({ step: "unlocated" });
  });

  it("makes a mercy strike an automatic critical", () => {
    expect(resolveAttack(checkFromFaces([1, 1], 0), { kind: "dodge" }, { ...STRIKE, mercyStrike: true }, ATTACKER, DEFENDER, O, none)).toMatchObject({ hit: true, critical: true, degree: 4 });
  });
});

describe("rollAttack", () => {
  it("adds the attacker's condition penalties, capped at −3", () => {
    const roll = rollAttack(5, [], STRIKE, { ...ATTACKER, conditions: [{ id: "exhausted" }, { id: "prone" }] }, O, fixedDice([4, 4]));
    expect(roll.total).toBe(10);
    expect(roll.modifiers).toEqual([{ label: "conditions", value: -3 }]);
  });
});

describe("attackRefusal", () => {
  it("refuses an attack by one who cannot act or is afraid", () => {
    expect(attackRefusal([{ id: "terrified" }], O)?.code).toBe("degrees.cannotAct");
    expect(attackRefusal([{ id: "afraid" }], O)?.code).toBe("degrees.cannotAttack");
    expect(attackRefusal([{ id: "prone" }], O)).toBeNull();
  });
});

describe("an attacker the defender cannot see (M111)", () => {
  it("leaves the defender Unprepared: Dodge falls to 9 less 3, so a total of 6 hits", () => {
    const roll = checkFromFaces([3, 3], 0);
    expect(resolveAttack(roll, { kind: "dodge" }, STRIKE, ATTACKER, defenderAgainstUnseen(DEFENDER, true, O), O, none).hit).toBe(false);
    expect(resolveAttack(roll, { kind: "dodge" }, STRIKE, ATTACKER, defenderAgainstUnseen(DEFENDER, false, O), O, none).hit).toBe(true);
    expect(defenderAgainstUnseen({ ...DEFENDER, conditions: [{ id: "blind" }] }, true, O).conditions).toContainEqual({ id: "unprepared", source: "unseenAttacker" });
  });
});
