import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { fixedDice, seededDice } from "../../dice";
import { RULESET_EXTRAS, RULESETS } from "../../registry";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { ROLLKEEP_BASIC_ACTIONS } from "./actions";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";
import { endOfRound, momentOf } from "./moments";

const rules = RULESETS.rollkeep;
const grapple = RULESET_EXTRAS.rollkeep.grapple;
const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const d10 = (...faces: number[]) => fixedDice(faces);

/** A samurai with every trait at 2 (Strength and Agility as given), Jiujutsu as given, light armor (+5). */
function fighter(id: string, more: { jiujutsu?: number; strength?: number; agility?: number; initiative?: number; stance?: RollkeepCombatant["stance"] } = {}): RollkeepCombatant {
  const c = newRollkeepCombatant({
    id,
    name: id,
    side: id,
    character: { traits: { awareness: 2, reflexes: 2, willpower: 2, stamina: 2, intelligence: 2, agility: more.agility ?? 2, perception: 2, strength: more.strength ?? 2 }, void: 2, insightRank: 1, skills: { jiujutsu: { rank: more.jiujutsu ?? 2 }, kusarigama: { rank: 3 } }, armor: [{ name: "Light", bonus: 5 }] },
    weapon: DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance: more.stance ?? "attack",
  });
  return { ...c, initiative: more.initiative ?? 20 };
}

/** Round 1 begun: `a` first, `b` second (and any others after). */
function roundOne(options: RollkeepOptions, ...list: RollkeepCombatant[]): RollkeepCombatant[] {
  return [...rules.advance(list, 0, momentOf(1, 0), options, fixedDice([])).combatants];
}

const byId = (list: readonly RollkeepCombatant[], id: string) => list.find((c) => c.id === id)!;

describe("starting a grapple (G1, G5, G7, CO4)", () => {
  it("rolls Jiujutsu/Agility against the Armor TN without armor, a Complex Action; a hit grapples both, the attacker in control", () => {
    const [a, b] = roundOne(fourth, fighter("a", { initiative: 30 }), fighter("b"));
    // b's Armor TN 5 + 5 × 2 + armor 5 = 20; without the armor, 15. a rolls 4k2: 9, 8 → 17.
    const step = grapple.start([a!, b!], "a", "b", { at: momentOf(1, 0) }, fourth, d10(9, 8, 1, 1));
    expect(step.events).toEqual([{ kind: "start", attackerId: "a", targetId: "b", total: 17, tn: 15, grappled: true }]);
    expect(byId(step.combatants, "a").grapple).toEqual({ participants: ["a", "b"], controller: "a", weaponInitiator: null, maintaining: [] });
    expect(byId(step.combatants, "b").grapple).toEqual(byId(step.combatants, "a").grapple);
    // The Complex Action is spent.
    expect(byId(step.combatants, "a").turn?.budget).toMatchObject({ simple: 0 });
    // G5: grappled, the Armor TN is 5 + armor.
    expect(rules.derive(byId(step.combatants, "b"), fourth).armorTn.total).toBe(10);
  });

  it("misses below the TN: nobody is grappled, the action spent all the same", () => {
    const [a, b] = roundOne(fourth, fighter("a", { initiative: 30 }), fighter("b"));
    const step = grapple.start([a!, b!], "a", "b", { at: momentOf(1, 0) }, fourth, d10(3, 2, 1, 1));
    expect(step.events[0]).toMatchObject({ total: 5, grappled: false });
    expect(step.combatants.map((c) => c.grapple)).toEqual([null, null]);
    expect(byId(step.combatants, "a").turn).not.toBeNull();
  });

  it("needs no roll against an entangled target in 4e (CO4), but does in the house rules", () => {
    const start = (options: RollkeepOptions) => {
      const [a, b] = roundOne(options, fighter("a", { initiative: 30 }), rules.impose(fighter("b"), { condition: "entangled" }, 0, options));
      return grapple.start([a!, b!], "a", "b", { at: momentOf(1, 0) }, options, d10(1, 1, 1, 1)).events[0];
    };
    expect(start(fourth)).toMatchObject({ total: null, grappled: true });
    expect(start(house)).toMatchObject({ grappled: false });
  });

  it("in the house rules needs a free hand (unless with a weapon) and an adjacent target, refused before any die (G7)", () => {
    const [a, b] = roundOne(house, fighter("a", { initiative: 30 }), fighter("b"));
    expect(refusalOf(() => grapple.start([a!, b!], "a", "b", { at: momentOf(1, 0), freeHand: false }, house, d10())).message).toMatch(/free hand/);
    expect(refusalOf(() => grapple.start([a!, b!], "a", "b", { at: momentOf(1, 0), adjacent: false }, house, d10())).message).toMatch(/adjacent/);
    expect(() => grapple.start([a!, b!], "a", "b", { at: momentOf(1, 0), freeHand: false, withWeapon: true }, house, d10(9, 9, 1, 1))).not.toThrow();
  });

  it("lets a third join a grapple under way (house), control staying where it was", () => {
    const [a, b, c] = roundOne(house, fighter("a", { initiative: 30 }), fighter("b", { initiative: 20 }), fighter("c", { initiative: 10 }));
    const first = grapple.start([a!, b!, c!], "a", "b", { at: momentOf(1, 0) }, house, d10(9, 9, 1, 1));
    const joined = grapple.start(first.combatants, "c", "b", { at: momentOf(1, 2) }, house, d10(9, 9, 1, 1));
    expect(byId(joined.combatants, "c").grapple).toMatchObject({ participants: ["a", "b", "c"], controller: "a" });
  });
});

describe("the control contest (G2, G8)", () => {
  it("as a grappled fighter's turn comes due, all participants roll Jiujutsu/Strength; the highest controls; a weapon user losing control hands the other 2 free raises for Disarm (4e, G4)", () => {
    const [a, b] = roundOne(fourth, fighter("a", { initiative: 30 }), fighter("b", { strength: 4 }));
    const started = grapple.start([a!, b!], "a", "b", { at: momentOf(1, 0), withWeapon: true }, fourth, d10(9, 9, 1, 1, 1));
    expect(byId(started.combatants, "a").grapple?.weaponInitiator).toBe("a");
    // a: Kenjutsu 0 (the weapon's skill) + Strength 2 → 2k2 of 3, 2 = 5; b: Jiujutsu 2 + Strength 4 → 6k4 of 5s = 20.
    const contest = grapple.atTurnStart(started.combatants, momentOf(1, 1), fourth, d10(3, 2, 5, 5, 5, 5, 5, 5));
    expect(contest.events).toEqual([
      { kind: "contest", totals: { a: 5, b: 20 }, controller: "b" },
      { kind: "disarmRaises", combatantId: "b", against: "a", raises: 2 },
    ]);
    expect(byId(contest.combatants, "a").grapple?.controller).toBe("b");
  });

  it("adds the house Maintain's +1k1 to the next contest, then forgets it (G9)", () => {
    const [a, b] = roundOne(house, fighter("a", { initiative: 30 }), fighter("b"));
    const started = grapple.start([a!, b!], "a", "b", { at: momentOf(1, 0) }, house, d10(9, 9, 1, 1));
    const round2 = [...rules.advance(started.combatants, momentOf(1, 1), momentOf(2, 0), house, fixedDice([])).combatants];
    const maintained = grapple.act(round2, "a", "maintain", { at: momentOf(2, 0) }, house, d10());
    expect(byId(maintained.combatants, "b").grapple?.maintaining).toEqual(["a"]);
    // a rolls 5k3 with Maintain (Jiujutsu 2 + Strength 2 + 1k1), b 4k2.
    const contest = grapple.atTurnStart(maintained.combatants, momentOf(2, 1), house, d10(6, 6, 6, 1, 1, 2, 2, 1, 1));
    expect(contest.events[0]).toEqual({ kind: "contest", totals: { a: 18, b: 4 }, controller: "a" });
    expect(byId(contest.combatants, "a").grapple?.maintaining).toEqual([]);
  });

  it("keeps control where it was on a tie, and does nothing as the turn of one not grappled begins, or when no turn is due", () => {
    const [a, b] = roundOne(fourth, fighter("a", { initiative: 30 }), fighter("b"));
    const started = grapple.start([a!, b!], "a", "b", { at: momentOf(1, 0) }, fourth, d10(9, 9, 1, 1));
    const tie = grapple.atTurnStart(started.combatants, momentOf(1, 1), fourth, d10(5, 5, 1, 1, 5, 5, 1, 1));
    expect(tie.events[0]).toMatchObject({ controller: "a" });
    expect(grapple.atTurnStart([a!, b!], momentOf(1, 0), fourth, d10()).events).toEqual([]);
    // Nobody's turn is due at the end of the round: no contest, however many are grappled.
    expect(grapple.atTurnStart(started.combatants, endOfRound(1), fourth, d10()).events).toEqual([]);
    // One Out or Dead takes no turn, so its grapple sees no contest.
    const fallen = started.combatants.map((c) => (c.id === "b" ? { ...c, character: { ...c.character, wounds: 200 } } : c));
    expect(grapple.atTurnStart(fallen, momentOf(1, 1), fourth, d10()).events).toEqual([]);
  });
});

describe("grapple actions (G3, G9)", () => {
  const grappled = (options: RollkeepOptions) => {
    const [a, b] = roundOne(options, fighter("a", { initiative: 30, strength: 3 }), fighter("b"));
    return grapple.start([a!, b!], "a", "b", { at: momentOf(1, 0) }, options, d10(9, 9, 1, 1, 1)).combatants;
  };

  it("Hit: unarmed damage 0k1 + Strength (3k1), the wounds landing at once", () => {
    const list = grappled(fourth);
    // Round 2, a's turn: the grapple's Hit is a Complex Action.
    const round2 = [...rules.advance(list, momentOf(1, 1), momentOf(2, 0), fourth, fixedDice([])).combatants];
    const step = grapple.act(round2, "a", "hit", { at: momentOf(2, 0) }, fourth, d10(7, 2, 1));
    expect(step.events[0]).toMatchObject({ kind: "hit", hitterId: "a", targetId: "b", pool: { rolled: 3, kept: 1 }, damage: 7 });
    expect(byId(step.combatants, "b").character.wounds).toBe(7);
  });

  it("Throw: the foe leaves the grapple Prone, which ends a grapple of two (4e; house 5 × Strength ft)", () => {
    for (const options of [fourth, house]) {
      const round2 = [...rules.advance(grappled(options), momentOf(1, 1), momentOf(2, 0), options, fixedDice([])).combatants];
      const step = grapple.act(round2, "a", "throw", { at: momentOf(2, 0) }, options, d10());
      expect(step.events).toEqual([{ kind: "thrown", byId: "a", targetId: "b", feet: options.variant === "house" ? 15 : null }, { kind: "ended" }]);
      expect(step.combatants.map((c) => c.grapple)).toEqual([null, null]);
      expect(byId(step.combatants, "b").conditions.prone).toBe(true);
    }
  });

  it("only the one in control acts in 4e; a house grappler out of control may Communicate or agree to Nevermind (G8), or anything with the option", () => {
    const fourList = grappled(fourth);
    expect(refusalOf(() => grapple.act(fourList, "b", "break", { at: momentOf(1, 1) }, fourth, d10())).message).toMatch(/only the one in control/);
    const houseList = grappled(house);
    expect(refusalOf(() => grapple.act(houseList, "b", "break", { at: momentOf(1, 1) }, house, d10())).message).toMatch(/only the one in control/);
    expect(grapple.act(houseList, "b", "nevermind", { at: momentOf(1, 1) }, house, d10()).events).toEqual([{ kind: "ended" }]);
    const loose = { ...house, grappleLosers: "grappleActions" as const };
    expect(grapple.act(houseList, "b", "break", { at: momentOf(1, 1) }, loose, d10()).events).toEqual([{ kind: "left", combatantId: "b" }, { kind: "ended" }]);
  });

  it("leaves a grappled character only grapple actions: an attack or a move is refused (G8)", () => {
    const list = grappled(house);
    const attack = ROLLKEEP_BASIC_ACTIONS.attack!;
    expect(refusalOf(() => rules.declare(byId(list, "b"), attack, { at: momentOf(1, 1) }, house, d10())).message).toMatch(/grapple actions/);
  });

  it("Drag moves both 5 × Water ft with only one other in it (house)", () => {
    const round2 = [...rules.advance(grappled(house), momentOf(1, 1), momentOf(2, 0), house, fixedDice([])).combatants];
    const step = grapple.act(round2, "a", "drag", { at: momentOf(2, 0) }, house, d10());
    expect(step.events).toEqual([{ kind: "dragged", byId: "a", feet: 10 }]);
  });
});

describe("the sumai bout (G6, optional)", () => {
  it("exchanges Jiujutsu/Strength until one wins by 5; the larger wrestler and the stare-down's winner by 5 each get +1k0", () => {
    const a = fighter("a", { jiujutsu: 3 });
    const b = fighter("b", { jiujutsu: 3 });
    // Stare-down: Intimidation 0 + Willpower 2, 2k2: a 9+8 = 17, b 2+1 = 3: a +1k0. Exchange 1: a 6k2 (larger +1k0 too) of 5, 5 → 10; b 5k2 of 4, 4 → 8: on. Exchange 2: a 9, 9 → 18; b 3, 3 → 6: a wins.
    const bout = grapple.sumai([a, b], [{ id: "a", larger: true }, { id: "b" }], { stareDown: true }, fourth, d10(9, 8, 2, 1, 5, 5, 1, 1, 1, 1, 1, 4, 4, 1, 1, 1, 9, 9, 1, 1, 1, 1, 1, 3, 3, 1, 1, 1));
    expect(bout).toEqual({ stareDown: [17, 3], exchanges: [[10, 8], [18, 6]], winner: "a" });
  });

  it("always ends with a winner by 5 or more, or none after the last exchange (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        const bout = grapple.sumai([fighter("a"), fighter("b")], [{ id: "a" }, { id: "b" }], { stareDown: false }, fourth, seededDice(seed));
        const last = bout.exchanges.at(-1)!;
        if (bout.winner === null) expect(bout.exchanges.length).toBe(50);
        else expect(Math.abs(last[0] - last[1])).toBeGreaterThanOrEqual(5);
        for (const e of bout.exchanges.slice(0, -1)) expect(Math.abs(e[0] - e[1])).toBeLessThan(5);
      }),
      { numRuns: 50 },
    );
  });
});
