import { beforeEach, describe, expect, it } from "vitest";
import { ActorDouble, TokenDouble, bootSystem, registerModels, writes, type Harness } from "../harness";
import { AYAME_SOURCE, BANDIT_SOURCE } from "../fixtures/rollkeep-actors";
import { RULESET_EXTRAS, RULESETS } from "../../src/rules/registry";
import { readState, stateWrites, type RollkeepState } from "../../src/rulesets/rollkeep/state";
import { persistWrites } from "../../src/rulesets/rollkeep/persist";

const BARE_HANDS = RULESET_EXTRAS.rollkeep.unarmed;

/*
 * Roll-and-keep documents read into the port's plain data, derived by the rules, and a changed
 * combatant written back: only what changed, in one write. The expected numbers are worked out by
 * hand from the texts (docs/rules-rollkeep.md, "Characters"; the worked examples W7, W9, W12–W14).
 */

const rules = RULESETS.rollkeep;
const FOURTH = rules.options.defaults;
const HOUSE = rules.options.resolve({ variant: "house" });

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
  registerModels(harness, (await import("../../src/rulesets/rollkeep/data")).ROLLKEEP_MODELS);
});

/** A samurai in the world, as the GM's client holds one. */
function worldAyame(): ActorDouble {
  const actor = new ActorDouble(AYAME_SOURCE);
  harness.game.actors.set(actor.id, actor);
  return actor;
}

// The harness's documents stand in for Foundry's; the state reads the same fields of either.
const read = (actor: ActorDouble) => readState(actor as never);
const system = (actor: ActorDouble) => actor.system as { wounds: number; stance: string; voidPoints: { value: number; round: number | null; spent: string[] } };

describe("a samurai read into the rules' plain data", () => {
  it("is the character the rules take: traits, Void, Insight Rank, skills by key, the armor worn, wounds, no penalties, its techniques' modifiers, not a mook", () => {
    const { character } = read(worldAyame()).state;
    expect(character).toEqual({
      traits: AYAME_SOURCE.system.traits,
      void: 2,
      insightRank: 2,
      skills: { kenjutsu: { rank: 3, emphases: ["Katana"] }, defense: { rank: 2, emphases: [] } },
      // The heavy armor is carried, not worn.
      armor: [{ name: "Light armor", bonus: 5, reduction: 1 }],
      wounds: 25,
      penalties: { traits: { awareness: 0, reflexes: 0, willpower: 0, stamina: 0, intelligence: 0, agility: 0, perception: 0, strength: 0 }, rings: { air: 0, earth: 0, fire: 0, water: 0, void: 0 } },
      woundAdjustments: { penaltyReduction: 0, extraWoundsPerRank: 0 },
      mook: false,
      // Strike First: +1k0 on attack rolls (D9).
      modifiers: [{ target: "attack", rolled: 1, kept: 0, flat: 0 }],
    });
  });

  it("reads every technique's modifiers and a second weapon in hand into the Armor TN's named parts (C6, AT8, D9)", async () => {
    const ayame = worldAyame();
    expect(rules.derive(read(ayame).state, FOURTH).armorTn).toMatchObject({ technique: 0, misc: 0, total: 25 });
    await ayame.createEmbeddedDocuments("Item", [{ name: "Iron Skin", type: "rkTechnique", system: { kind: "advantage", modifiers: [{ target: "armorTnMisc", rolled: 0, kept: 0, flat: 5 }, { target: "armorTnTechnique", rolled: 0, kept: 0, flat: 2 }] } }]);
    await ayame.updateEmbeddedDocuments("Item", [{ _id: "tonfa00000000000", "system.wielded": true }]);
    const { state } = read(ayame);
    // The katana is still the weapon fought with; the tonfa in the other hand adds Insight Rank 2.
    expect([state.weapon.name, state.dualWielding]).toEqual(["Katana", true]);
    expect(rules.derive(state, FOURTH).armorTn).toMatchObject({ technique: 4, misc: 5, total: 34 });
    // House rules, the GM's option of no two-weapon bonus (rkDualWieldArmorTn).
    expect(rules.derive(state, { ...HOUSE, dualWieldArmorTn: "none" }).armorTn).toMatchObject({ technique: 2, misc: 5 });
  });

  it("takes its trait and ring penalties off the ratings every roll and number uses, and an Earth penalty to 0 kills (C3)", async () => {
    const ayame = worldAyame();
    await ayame.update({ "system.penalties.traits.reflexes": 1, "system.penalties.rings.water": 1 });
    const derived = rules.derive(read(ayame).state, FOURTH);
    // Reflexes 3 − 1; Water's penalty lowers Perception 2 and Strength 3 by one each.
    expect(derived.traits).toMatchObject({ reflexes: 2, perception: 1, strength: 2 });
    expect(derived.rings).toMatchObject({ air: 2, water: 1 });
    expect(derived.armorTn.total).toBe(20);
    expect(derived.initiativePool).toEqual({ rolled: 4, kept: 2, flat: 0 });
    expect(rules.checks(read(ayame).state, FOURTH).find((c) => c.key === "trait.strength")?.formula).toBe("2k2");
    // Earth 2 (Willpower 2, Stamina 3): one off leaves a narrower track, two off kill.
    await ayame.update({ "system.penalties.rings.earth": 1 });
    expect(rules.derive(read(ayame).state, FOURTH)).toMatchObject({ rings: { earth: 1 }, ringCollapse: null, nextRankAt: null });
    await ayame.update({ "system.penalties.rings.earth": 2 });
    expect(rules.derive(read(ayame).state, FOURTH)).toMatchObject({ rings: { earth: 0 }, ringCollapse: "dead" });
  });

  it("widens its own wound track and lowers its penalties by its adjustments (U4)", async () => {
    const ayame = worldAyame();
    await ayame.update({ "system.woundAdjustments.penaltyReduction": 5, "system.woundAdjustments.extraWoundsPerRank": 2 });
    const derived = rules.derive(read(ayame).state, FOURTH);
    // Each rank 2 wounds wider: Nicked from 13, Injured from 31; 25 wounds is Hurt, its 10 eased to 5.
    expect(derived.woundTrack.map((s) => s.from).slice(0, 6)).toEqual([0, 13, 19, 25, 31, 37]);
    expect(derived.woundRank).toMatchObject({ rank: "hurt", penalty: 5 });
  });

  it("holds the wielded weapon and its skill, its Void Points and its stance", () => {
    const { state } = read(worldAyame());
    expect(state.weapon).toEqual({ name: "Katana", damage: { rolled: 3, kept: 2 }, size: "medium", reach: "melee", strength: "wielder" });
    expect(state.weaponSkill).toBe("kenjutsu");
    expect(state.voidPoints).toEqual({ points: 2, round: null, spent: [] });
    expect(state.stance).toBe("attack");
  });

  it("fights with bare hands and Jiujutsu when no weapon is in hand (AT6)", async () => {
    const ayame = worldAyame();
    await ayame.updateEmbeddedDocuments("Item", [{ _id: "katana0000000000", "system.wielded": false }]);
    expect(read(ayame).state).toMatchObject({ weapon: BARE_HANDS.weapon, weaponSkill: "jiujutsu" });
  });

  it("derives in 4e: rings, Insight Rank, Armor TN 25, Injured at 25 wounds, initiative 5k3", () => {
    const derived = rules.derive(read(worldAyame()).state, FOURTH);
    // C1: each ring the lower of its traits (Earth: Willpower 2, Stamina 3).
    expect(derived.rings).toEqual({ air: 3, earth: 2, fire: 2, water: 2, void: 2 });
    expect(derived.insightRank).toBe(2);
    expect(derived.voidPointsMax).toBe(2);
    // C5: 5 × Reflexes 3 + 5 + the worn armor's 5; its Reduction 1 (C15).
    expect(derived.armorTn.total).toBe(25);
    expect(derived.armorReduction).toBe(1);
    // C9, C10: Healthy holds Earth × 5 = 10, each rank Earth × 2 = 4: Injured is 23–26, Crippled from 27.
    expect(derived.woundTrack.map((s) => [s.rank, s.from])).toEqual([["healthy", 0], ["nicked", 11], ["grazed", 15], ["hurt", 19], ["injured", 23], ["crippled", 27], ["down", 31], ["out", 35], ["dead", 39]]);
    expect(derived.woundRank).toMatchObject({ rank: "injured", penalty: 15 });
    expect(derived.nextRankAt).toBe(27);
    // W9: Insight Rank 2 + Reflexes 3, keep Reflexes.
    expect(derived.initiativePool).toEqual({ rolled: 5, kept: 3, flat: 0 });
    // C17: Water 2 moves 10 ft for a Free Action, 20 for a Simple one, 40 a round.
    expect(derived.movement).toMatchObject({ free: 10, simple: 20, cap: 40 });
  });

  it("derives the house thresholds of W12–W13: 25 wounds with Earth 2 is Injured, 27 is Bloodied", () => {
    const derived = rules.derive(read(worldAyame()).state, HOUSE);
    expect(derived.woundTrack.slice(1).map((s) => s.from)).toEqual([11, 15, 19, 23, 27, 31, 35, 39]);
    expect(derived.woundRank).toMatchObject({ rank: "injured", penalty: 15 });
    expect(derived.woundTrack.find((s) => s.from === 27)?.rank).toBe("bloodied");
  });

  it("shows on the actor what the rules derive, and follows its stance: Defense adds Air 3 and Defense rank 2 (ST4)", async () => {
    const ayame = worldAyame();
    const derived = () => (ayame.system as { derived: ReturnType<typeof rules.derive> }).derived;
    expect(derived()).toEqual(rules.derive(read(ayame).state, FOURTH));
    await ayame.update({ "system.stance": "defense" });
    expect(derived().armorTn.total).toBe(30);
  });
});

describe("an NPC read into the rules' plain data", () => {
  it("wears its typed-in armor and carries its mook flag: a house mook's track is W14's", () => {
    const { state } = read(new ActorDouble(BANDIT_SOURCE));
    expect(state.character.armor).toEqual([{ name: "Bandit", bonus: 5, reduction: 0 }]);
    expect(state.character.mook).toBe(true);
    const derived = rules.derive(state, HOUSE);
    // MK3 (W14, Earth 2): Hurt 9, Bloodied 17, Out 25, Dead 29; 10 wounds is Hurt.
    expect(derived.woundTrack.map((s) => [s.rank, s.from])).toEqual([["healthy", 0], ["hurt", 9], ["bloodied", 17], ["out", 25], ["dead", 29]]);
    expect(derived.woundRank).toMatchObject({ rank: "hurt", penalty: 10 });
    // C6: 5 + 5 × Reflexes 2 + armor 5.
    expect(derived.armorTn.total).toBe(20);
  });

  it("is four-legged when its sheet says so (M7), and not otherwise", () => {
    expect(read(new ActorDouble(BANDIT_SOURCE)).state.character.fourLegged).toBeUndefined();
    const horse = read(new ActorDouble({ ...BANDIT_SOURCE, name: "Warhorse", system: { ...BANDIT_SOURCE.system, mook: false, fourLegged: true } })).state;
    expect(horse.character.fourLegged).toBe(true);
    // A character the rules must refuse: its four-legged flag is not a flag.
    expect(() => rules.newCombatant({ id: "h", name: "h", side: "h", character: { ...horse.character, fourLegged: "yes" }, weapon: horse.weapon, weaponSkill: "kenjutsu", stance: "attack" } as never)).toThrow(/fourLegged: must be true or false/);
  });

  it("is no mook in 4e (MK1 is a house rule): its 10 wounds fit in Healthy, which holds Earth × 5 (C9)", () => {
    const derived = rules.derive(read(new ActorDouble(BANDIT_SOURCE)).state, FOURTH);
    expect(derived.woundRank.rank).toBe("healthy");
    expect(derived.nextRankAt).toBe(11);
  });
});

/** The combatant after a rules step that left Ayame wounded further, one Void Point spent this round, and in Full Attack. */
function afterAFight(before: RollkeepState): RollkeepState {
  return { ...before, character: { ...before.character, wounds: 31 }, voidPoints: { points: 1, round: 3, spent: ["reduceWounds"] }, stance: "fullAttack" };
}

describe("a changed combatant written back", () => {
  it("writes only the fields that changed, in one actor update", async () => {
    const ayame = worldAyame();
    const { state, source } = read(ayame);
    const w = stateWrites(state, afterAFight(state), source);
    expect(w.actor).toEqual({ "system.wounds": 31, "system.voidPoints.value": 1, "system.voidPoints.round": 3, "system.voidPoints.spent": ["reduceWounds"], "system.stance": "fullAttack" });
    expect(w.items).toEqual([]);
    writes.reset();
    await persistWrites(w);
    expect(writes.entries).toEqual([{ documentName: "Actor", action: "update", count: 1 }]);
    expect(system(ayame)).toMatchObject({ wounds: 31, stance: "fullAttack", voidPoints: { value: 1, round: 3, spent: ["reduceWounds"] } });
    expect(rules.derive(read(ayame).state, FOURTH).woundRank.rank).toBe("down");
  });

  it("writes one field alone when only it changed", () => {
    const { state, source } = read(worldAyame());
    expect(stateWrites(state, { ...state, voidPoints: { ...state.voidPoints, points: 1 } }, source).actor).toEqual({ "system.voidPoints.value": 1 });
  });

  it("puts a disarmed weapon down in the same one write (M2)", async () => {
    const ayame = worldAyame();
    const { state, source } = read(ayame);
    const disarmed = { ...afterAFight(state), weapon: { ...BARE_HANDS.weapon }, weaponSkill: "jiujutsu" };
    const w = stateWrites(state, disarmed, source);
    expect(w.items).toEqual([{ _id: "katana0000000000", "system.wielded": false }]);
    writes.reset();
    await persistWrites(w);
    expect(writes.entries).toEqual([{ documentName: "Actor", action: "update", count: 1 }]);
    expect((ayame.items.get("katana0000000000")!.system as { wielded: boolean }).wielded).toBe(false);
    expect(read(ayame).state.weapon).toEqual(BARE_HANDS.weapon);
  });

  it("takes up another weapon the actor carries, putting the first down", () => {
    const { state, source } = read(worldAyame());
    const tonfa = [...source.weaponItems].find(([, id]) => id === "tonfa00000000000")![0];
    expect(stateWrites(state, { ...state, weapon: tonfa }, source).items).toEqual([
      { _id: "katana0000000000", "system.wielded": false },
      { _id: "tonfa00000000000", "system.wielded": true },
    ]);
  });

  it("writes nothing when nothing changed, even where the rules handed back copies", async () => {
    const { state, source } = read(worldAyame());
    const w = stateWrites(state, { ...state, voidPoints: { ...state.voidPoints, spent: [] }, character: { ...state.character } }, source);
    expect(w).toMatchObject({ actor: null, items: [] });
    writes.reset();
    await persistWrites(w);
    expect(writes.calls()).toBe(0);
  });

  it("writes an unlinked token's own actor, its fields then its items", async () => {
    const ayame = worldAyame();
    const token = new TokenDouble({ actorId: ayame.id, actorLink: false });
    const own = token.actor as ActorDouble;
    const { state, source } = read(own);
    writes.reset();
    await persistWrites(stateWrites(state, { ...afterAFight(state), weapon: { ...BARE_HANDS.weapon } }, source));
    expect(writes.entries).toEqual([
      { documentName: "Actor", action: "update", count: 1 },
      { documentName: "Item", action: "update", count: 1 },
    ]);
    expect(system(own).wounds).toBe(31);
    expect(system(ayame).wounds).toBe(25);
  });
});
