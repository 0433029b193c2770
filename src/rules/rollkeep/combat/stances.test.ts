import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { DEFAULT_ROLLKEEP_OPTIONS } from "../options";
import { fullDefenseRoll } from "./full-defense-roll";
import { chooseStance, openingStanceOrder } from "./stance-choice";
import { fullDefenseBonus, fullDefenseTn, stanceEffects, voidFocus, type FocusState } from "./stance-effects";
import { STANCES } from "./stances";

const holder = { air: 3, defenseRank: 2, defenseRollBonus: 7 };

describe("choosing a stance", () => {
  it("4e: in round 1 at the start, from round 2 as one's turn starts (S1, S3)", () => {
    expect(chooseStance("fullAttack", { round: 1, when: "opening" }, {}, "4e")).toBe("fullAttack");
    expect(chooseStance("defense", { round: 2, when: "turnStart" }, {}, "4e")).toBe("defense");
    const refusal = refusalOf(() => chooseStance("defense", { round: 1, when: "turnStart" }, {}, "4e"));
    expect(refusal.code).toBe("stanceRefused");
    expect(worded(refusal)).toBe("The Defense stance cannot be taken: the first round keeps the stance chosen at the start.");
  });

  it("house: the opening stance is held until round 2, chosen in reverse initiative order (S8, S10)", () => {
    expect(refusalOf(() => chooseStance("fire", { round: 1, when: "turnStart" }, {}, "house")).code).toBe("stanceRefused");
    const order = openingStanceOrder([
      { id: "a", initiative: 20, tieOrder: 0 },
      { id: "b", initiative: 12, tieOrder: 0 },
      { id: "c", initiative: 12, tieOrder: 1 },
    ]);
    expect(order).toEqual(["c", "b", "a"]);
  });

  it("refuses the other book's stances", () => {
    expect(refusalOf(() => chooseStance("fire", { round: 1, when: "opening" }, {}, "4e")).problem?.text).toMatch(/attack, fullAttack/);
  });

  it.each([
    [{ dazed: true }, "attack", "4e"],
    [{ dazed: true }, "water", "house"],
    [{ prone: true }, "fullDefense", "4e"],
    [{ prone: true }, "earth", "house"],
    [{ fatigued: true }, "fullAttack", "4e"],
    [{ mounted: true }, "fullAttack", "4e"],
    [{ mounted: true }, "fire", "house"],
  ] as const)("narrows the stances under %o: no %s (ST9)", (conditions, stance, variant) => {
    expect(refusalOf(() => chooseStance(stance, { round: 2, when: "turnStart" }, conditions, variant)).code).toBe("stanceRefused");
  });

  it("leaves Fire open to the exhausted, without its bonus (ST3)", () => {
    expect(chooseStance("fire", { round: 2, when: "turnStart" }, { fatigued: true }, "house")).toBe("fire");
    expect(stanceEffects("fire", { ...holder, exhausted: true }, "house")).toMatchObject({ attack: { melee: { rolled: 0, kept: 0 } }, armorTn: { maluses: 10 }, moveBonus: null });
  });
});

describe("what a stance does", () => {
  it("Attack and Water: nothing (ST1)", () => {
    expect(stanceEffects("attack", holder, "4e")).toEqual(stanceEffects("water", holder, "house"));
    expect(stanceEffects("water", holder, "house")).toMatchObject({ armorTn: { stance: 0, maluses: 0 }, moveBonus: null });
  });

  it("Full Attack: +2k1 to attacks, Armor TN −10, +5 ft on one move a round (ST2)", () => {
    expect(stanceEffects("fullAttack", holder, "4e")).toEqual({ attack: { melee: { rolled: 2, kept: 1, flat: 0 }, ranged: { rolled: 2, kept: 1, flat: 0 } }, armorTn: { stance: 0, maluses: 10 }, moveBonus: { feet: 5, on: "anyOnce" } });
  });

  it("Fire: +2k1 on melee attacks only, Armor TN −10, +5 ft on the Free Action move (ST3)", () => {
    expect(stanceEffects("fire", holder, "house")).toEqual({ attack: { melee: { rolled: 2, kept: 1, flat: 0 }, ranged: { rolled: 0, kept: 0, flat: 0 } }, armorTn: { stance: 0, maluses: 10 }, moveBonus: { feet: 5, on: "free" } });
  });

  it("Defense and Air: Armor TN + Air + Defense rank (ST4)", () => {
    expect(stanceEffects("defense", holder, "4e").armorTn).toEqual({ stance: 5, maluses: 0 });
    expect(stanceEffects("air", holder, "house").armorTn).toEqual({ stance: 5, maluses: 0 });
  });

  it("Full Defense: half the roll's total rounded up; Earth: half the margin over 0 rounded down, never below 0 (ST5, ST6)", () => {
    expect(fullDefenseBonus(15, "4e", "down")).toBe(8);
    expect(fullDefenseTn("4e")).toBeUndefined();
    expect(fullDefenseTn("house")).toBe(0);
    expect(fullDefenseBonus(15, "house", "down")).toBe(7);
    expect(fullDefenseBonus(15, "house", "up")).toBe(8);
    expect(fullDefenseBonus(-4, "house", "down")).toBe(0);
    expect(stanceEffects("earth", holder, "house").armorTn).toEqual({ stance: 7, maluses: 0 });
    expect(stanceEffects("earth", { ...holder, exhausted: true }, "house").armorTn.stance).toBe(0);
  });

  const focus = (more: Partial<FocusState>): FocusState => ({ round: 3, stanceAtRoundStart: "center", adoptedIn: 2, used: false, voidRing: 3, insightRank: 2, ...more });

  it("Center: the round after, +1k1 and Void on one roll in one's own turn, and +10 initiative that round (ST7)", () => {
    expect(voidFocus(focus({}), "4e", DEFAULT_ROLLKEEP_OPTIONS)).toEqual({ roll: { rolled: 1, kept: 1, flat: 3 }, onlyOwnTurn: true, initiative: 10 });
    expect(voidFocus(focus({ adoptedIn: 1 }), "4e", DEFAULT_ROLLKEEP_OPTIONS)).toEqual({ roll: null, onlyOwnTurn: true, initiative: 0 });
    expect(voidFocus(focus({}), "4e", { stanceVoidBonus: "dice" }).roll).toEqual({ rolled: 4, kept: 1, flat: 0 });
    expect(voidFocus(focus({ used: true }), "4e", DEFAULT_ROLLKEEP_OPTIONS).roll).toBeNull();
  });

  it("Void: every round begun in it, +1k1 and Void once on any roll; initiative + 5 × Insight Rank the round after taking it (ST8)", () => {
    const v = { stanceAtRoundStart: "void" as const };
    expect(voidFocus(focus(v), "house", DEFAULT_ROLLKEEP_OPTIONS)).toEqual({ roll: { rolled: 1, kept: 1, flat: 3 }, onlyOwnTurn: false, initiative: 10 });
    expect(voidFocus(focus({ ...v, adoptedIn: 0 }), "house", DEFAULT_ROLLKEEP_OPTIONS)).toMatchObject({ roll: { rolled: 1 }, initiative: 0 });
    expect(voidFocus(focus({ stanceAtRoundStart: "water" }), "house", DEFAULT_ROLLKEEP_OPTIONS).roll).toBeNull();
  });

  it("keeps every stance's numbers within +2k1 to attacks, −10 to +Air+Defense+roll to Armor TN, and +5 ft (property)", () => {
    const anyHolder = fc.record({ air: fc.integer({ min: 0, max: 10 }), defenseRank: fc.integer({ min: 0, max: 10 }), defenseRollBonus: fc.integer({ min: 0, max: 60 }), exhausted: fc.boolean() });
    fc.assert(
      fc.property(fc.constantFrom("4e" as const, "house" as const), anyHolder, (variant, h) => {
        for (const stance of STANCES[variant]) {
          const e = stanceEffects(stance, h, variant);
          for (const pool of [e.attack.melee, e.attack.ranged]) expect([0, 2]).toContain(pool.rolled);
          expect(e.armorTn.stance).toBeLessThanOrEqual(Math.max(h.air + h.defenseRank, h.defenseRollBonus));
          expect(e.armorTn.maluses).toBeLessThanOrEqual(10);
          expect(e.moveBonus?.feet ?? 0).toBeLessThanOrEqual(5);
        }
      }),
    );
  });
});

describe("the Full Defense roll", () => {
  it("rolls Defense/Reflexes unskilled at Defense 0, and 4e wounds do not touch it (ST5, L9)", () => {
    const { roll, bonus } = fullDefenseRoll({ defenseRank: 0, reflexes: 2, woundPenalty: 10 }, DEFAULT_ROLLKEEP_OPTIONS, fixedDice([10, 3]));
    expect(roll.dice.dice.map((d) => d.faces)).toEqual([[10], [3]]);
    expect(roll.total).toBe(13);
    expect(bonus).toBe(7);
  });

  it("house Earth: tests against 0 with the wound malus off the total, half rounded down (ST6)", () => {
    const house = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" as const };
    const { roll, bonus } = fullDefenseRoll({ defenseRank: 2, reflexes: 2, woundPenalty: 3, exhausted: false }, house, fixedDice([9, 8, 2, 1]));
    expect(roll.total).toBe(14);
    expect(bonus).toBe(7);
    expect(fullDefenseRoll({ defenseRank: 2, reflexes: 2, woundPenalty: 3, exhausted: true }, house, fixedDice([9, 8, 2, 1])).bonus).toBe(0);
  });
});
