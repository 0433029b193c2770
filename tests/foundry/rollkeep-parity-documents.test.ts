import { describe, expect, it } from "vitest";
import { seededDice, type DiceSource } from "../../src/rules/dice";
import { RULESETS, type RulesetTypesOf } from "../../src/rules/registry";
import { runRollkeepScenario } from "../../src/sim/rollkeep/run";
import { parseRollkeepScenario, type RollkeepScenario } from "../../src/sim/rollkeep/scenario";
import { fightFile, ROUNDS, standing, type Struck } from "../fixtures/rollkeep-fights";
import type { ActorDouble, Harness } from "../harness";
import { writeFighter } from "../../src/rulesets/rollkeep/combat/fighter";
import { rkFight, rollkeepWorld } from "./rollkeep-combat-helpers";

/**
 * One engine, at the table: the same seeded roll-and-keep fights played by the simulator and by
 * the Foundry documents (actors, their items and effects, an `rk` combat: initiative thrown through
 * the XkY term, the clock through the combat's next turn, each declaration through the combat, each
 * attack's steps through the port and settled by the combat), with Foundry's generator drawing the
 * simulator's seeded stream. They must end alike: every attack and every fighter.
 */

type Rk = RulesetTypesOf<"rollkeep">;
const rules = RULESETS.rollkeep;
const ATTACK = rules.basicActions.attack as Rk["action"];
const PASS = rules.basicActions.pass as Rk["action"];

/** Foundry's generator drawing the faces a seeded stream draws (the same 32-bit units). */
const unitsOf = (stream: DiceSource) => () => (stream.roll(2 ** 32) - 1) / 2 ** 32;

/** A scenario fighter as an actor source: its traits, skills, Void, stance, armor, weapon in hand and conditions. */
function actorSource(f: RollkeepScenario["fighters"][number]): Record<string, unknown> {
  const w = f.weapon;
  const strength = typeof w.strength === "object" ? "own" : w.strength;
  return {
    name: f.name,
    type: f.character.mook ? "rkNpc" : "rkSamurai",
    system: {
      traits: f.character.traits,
      void: f.character.void,
      insightRank: f.character.insightRank,
      skills: Object.entries(f.character.skills).map(([key, s]) => ({ key, rank: s.rank, emphases: s.emphases })),
      voidPoints: { value: f.voidPoints ?? f.character.void, round: null, spent: [] },
      wounds: f.character.wounds,
      stance: f.stance,
      ...(f.character.mook ? { mook: true } : {}),
    },
    items: [
      { name: w.name, type: "rkWeapon", system: { damage: w.damage, size: w.size, reach: w.reach, strength, ownStrength: typeof w.strength === "object" ? w.strength.own : 0, tags: { reach: !!w.reachTag }, skill: f.skill, wielded: true } },
      ...f.character.armor.map((a) => ({ name: a.name, type: "rkArmor", system: { bonus: a.bonus, reduction: a.reduction, worn: true } })),
    ],
    effects: f.conditions.map((id) => ({ name: id, statuses: [id] })),
  };
}


/** The table's side: the documents, a GM clicking through the tracker, the fighters' tactics as the simulator plays them. */
async function atTheTable(harness: Harness, scenario: RollkeepScenario, seed: number): Promise<{ end: Rk["combatant"][]; struck: Struck[]; byActor: Map<string, string> }> {
  const options = scenario.options;
  const { combat, ids, actors } = await rkFight(harness, scenario.fighters.map(actorSource));
  const byActor = new Map(actors.map((a: ActorDouble, i) => [a.id, scenario.fighters[i]!.id]));
  const entryOf = (actorId: string) => scenario.fighters.find((f) => f.id === byActor.get(actorId));
  const states = () => combat.combatants.contents.map((c) => combat.fighterOf(c)!.state as unknown as Rk["combatant"]);
  const find = (id: string) => states().find((s) => s.id === id)!;
  const combatantOf = (actorId: string) => combat.combatants.contents.find((c) => c.actorId === actorId)!;
  // The documents read as the simulator's combatants do.
  for (const [i, s] of states().entries()) {
    const sim = scenario.combatants[i]!;
    expect({ weapon: s.weapon, skill: s.weaponSkill, stance: s.stance, voidPoints: s.voidPoints, conditions: s.conditions }).toEqual({ weapon: sim.weapon, skill: sim.weaponSkill, stance: sim.stance, voidPoints: sim.voidPoints, conditions: sim.conditions });
    expect(rules.derive(s, options)).toEqual(rules.derive(sim, options));
  }
  harness.CONFIG.Dice.randomUniform = unitsOf(seededDice(seed));
  const dice: DiceSource = { roll: (faces) => Math.min(faces, 1 + Math.floor(harness.CONFIG.Dice.randomUniform() * faces)) };
  await combat.rollInitiative(ids);
  await combat.startCombat();
  const struck: Struck[] = [];
  const sides = () => new Set(states().filter((c) => standing(c, options)).map((c) => entryOf(c.id)?.side)).size;
  for (;;) {
    if (sides() < 2 || combat.round > ROUNDS) break;
    const due = combat.dueCombatant();
    if (!due) break;
    const me = combat.fighterOf(combat.combatants.get(due.id))!.state as unknown as Rk["combatant"];
    const entry = entryOf(me.id);
    const wanted = entry?.tactics.stance ?? entry?.stance;
    const stance = combat.round >= 2 && wanted !== me.stance ? wanted : undefined;
    const target = states().find((c) => entryOf(c.id)?.side !== entry?.side && standing(c, options));
    let choice: Omit<Rk["choice"], "at"> = { ...(stance ? { stance } : {}), attack: { maneuvers: entry?.tactics.maneuvers ?? [], raises: { raisesCalled: entry?.tactics.raises ?? 0, freeRaises: 0, freeRaisesOnTn: 0 }, voidBoost: false } };
    try {
      if (entry?.tactics.focus && rules.preview(me, ATTACK, { ...choice, at: combat.moment }, options).focus) choice = { ...choice, attack: { ...choice.attack, focus: true } };
    } catch {
      // The declaration below is refused for the same reason.
    }
    let declared: Rk["declared"];
    try {
      declared = (await combat.declareAction(due.id, ATTACK, choice)) as unknown as Rk["declared"];
    } catch {
      try {
        declared = (await combat.declareAction(due.id, PASS, stance ? { stance } : {})) as unknown as Rk["declared"];
      } catch {
        declared = (await combat.declareAction(due.id, PASS, {})) as unknown as Rk["declared"];
      }
    }
    if (declared.attack && target) {
      const attacker = declared.actor;
      let flow = rules.attack.open(attacker, declared, { targetId: target.id }, find(target.id), options, dice);
      if (rules.attack.stage(flow).awaitsDamage) flow = rules.attack.damage(flow, attacker, find(target.id), null, options, dice);
      if (rules.attack.stage(flow).awaitsAnswer) {
        // The target is read once, answered and written back from that reading (writeFighter's contract).
        const read = combat.fighterOf(combatantOf(target.id))!;
        const defender = read.state as unknown as Rk["combatant"];
        const free = rules.attack.defenses(flow, attacker, defender, options).some((d) => d.kind === "voidPoint" && d.refused === null);
        const answered = rules.attack.answer(flow, attacker, defender, { voidPoint: free && entryOf(target.id)?.tactics.voidOnWounds === true }, options, dice);
        flow = answered.attack;
        await writeFighter(read as never, answered.defender);
      }
      const settled = (await combat.settleOutcomes(rules.attack.outcomes(flow, attacker))) as Rk["settled"][];
      for (const s of settled) struck.push({ round: combat.round, attacker: byActor.get(s.outcome.attackerId) ?? "", target: byActor.get(s.outcome.targetId) ?? "", roll: flow.attack.attackRoll?.total ?? 0, hit: s.outcome.hit, damage: flow.attack.damage?.roll.total ?? null, taken: s.wounds?.taken ?? null });
    }
    if (sides() < 2) break;
    await combat.nextTurn();
  }
  return { end: states(), struck, byActor };
}

describe("one engine at the table: the documents and the simulator end rollkeep fights alike", () => {
  const tally = { attacks: 0, fallen: 0, recoveries: 0, fights: 0 };
  for (let batch = 0; batch < 8; batch++) {
    it(`agrees on 10 seeded fights (${batch * 10 + 1}–${batch * 10 + 10}), both books: every attack and every fighter at the end`, async () => {
      for (let seed = batch * 10 + 1; seed <= batch * 10 + 10; seed++) {
        const file = fightFile(seed);
        // Every score rolled at the table (the documents' initiative is the dice's, never typed in).
        const combatants = (file.combatants as Record<string, unknown>[]).map(({ initiative: _typed, ...c }) => c);
        const scenario = parseRollkeepScenario({ ...file, combatants }, `fight ${seed}`);
        const harness = await rollkeepWorld(scenario.options.variant === "house" ? "house" : "4e");
        const sim = runRollkeepScenario(scenario, seed);
        const table = await atTheTable(harness, scenario, seed);
        const simStruck = sim.log.flatMap((e) => (e.kind === "attack" ? [{ round: e.round, attacker: e.actor, target: e.target, roll: e.roll, hit: e.hit, damage: e.damage, taken: e.wounds?.taken ?? null }] : []));
        expect(table.struck, `fight ${seed}: the attacks`).toEqual(simStruck);
        const summary = table.end.map((c) => {
          const derived = rules.derive(c, scenario.options);
          return { id: table.byActor.get(c.id), wounds: c.character.wounds, rank: derived.woundRank.rank, stance: c.stance, voidPoints: c.voidPoints.points, weapon: c.weapon.name, downs: c.credits.downs, kills: c.credits.kills };
        });
        expect(summary, `fight ${seed}: the fighters at the end`).toEqual(sim.combatants.map((c) => ({ id: c.id, wounds: c.wounds, rank: c.rank, stance: c.stance, voidPoints: c.voidPoints, weapon: c.weapon, downs: c.downs, kills: c.kills })));
        tally.attacks += simStruck.length;
        tally.fallen += sim.combatants.filter((c) => c.state === "out" || c.state === "dead").length;
        tally.recoveries += sim.log.filter((e) => e.kind === "recovery").length;
        tally.fights++;
      }
    }, 120_000);
  }

  it("played real fights: attacks, falls and recovery rolls", () => {
    expect(tally.fights).toBe(80);
    expect(tally.attacks).toBeGreaterThan(400);
    expect(tally.fallen).toBeGreaterThan(35);
    expect(tally.recoveries).toBeGreaterThan(50);
  });
});
