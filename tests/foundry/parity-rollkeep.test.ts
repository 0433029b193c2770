import { describe, expect, it } from "vitest";
import { seededDice } from "../../src/rules/dice";
import { fightFile, ROUNDS, standing, type Struck } from "../fixtures/rollkeep-fights";
import { RULESET_EXTRAS, RULESETS, type RulesetTypesOf } from "../../src/rules/registry";
import { runRollkeepScenario } from "../../src/sim/rollkeep/run";
import { parseRollkeepScenario, type RollkeepScenario } from "../../src/sim/rollkeep/scenario";

/**
 * The rollkeep half of the parity test (parity.test.ts plays IC at the Foundry table): the same
 * seeded roll-and-keep fights are played by the simulator and by a driver written here against
 * the port alone, as a table would click through them (initiative, each turn as it comes, a
 * scripted Guard, the attack's steps and an Extra Attack's second blow, the clock between), with
 * the same dice; they must end alike.
 */

type Rk = RulesetTypesOf<"rollkeep">;
const rules = RULESETS.rollkeep;
const ATTACK = rules.basicActions.attack as Rk["action"];
const PASS = rules.basicActions.pass as Rk["action"];

/** The table's side: the port alone, driven as a GM and players would. */
function atTheTable(scenario: RollkeepScenario, seed: number): { end: Rk["combatant"][]; struck: Struck[] } {
  const options = scenario.options;
  const dice = seededDice(seed);
  const rolls: Record<string, number> = {};
  for (const c of scenario.combatants) rolls[c.id] = scenario.fighters.find((f) => f.id === c.id)?.initiative ?? rules.initiative.roll(c, options, dice);
  const placed = rules.initiative.place(rolls, { current: 0, underWay: false }, { combatants: scenario.combatants, options, dice });
  let cs = scenario.combatants.map((c) => ({ ...c, initiative: placed.find((p) => p.id === c.id)?.initiative ?? null, tieOrder: placed.find((p) => p.id === c.id)?.tieOrder ?? 0 }));
  const find = (id: string) => cs.find((c) => c.id === id) as Rk["combatant"];
  const put = (c: Rk["combatant"]) => (cs = cs.map((x) => (x.id === c.id ? c : x)));
  const sides = () => new Set(cs.filter((c) => standing(c, options)).map((c) => c.side)).size;
  const struck: Struck[] = [];
  // Each fighter's scripted turns, played in order as its turns come.
  const queues = new Map(scenario.fighters.map((f) => [f.id, scenario.turns.filter((t) => t.actor === f.id)]));
  let at = 0;
  /** An attack carried through its steps (the damage, the target's answer) and settled; its outcomes. */
  const strike = (declared: Rk["declared"], targetId: string): Rk["outcome"][] => {
    let flow = rules.attack.open(declared.actor, declared, { targetId }, find(targetId), options, dice);
    if (rules.attack.stage(flow).awaitsDamage) flow = rules.attack.damage(flow, declared.actor, find(targetId), null, options, dice);
    if (rules.attack.stage(flow).awaitsAnswer) {
      const free = rules.attack.defenses(flow, declared.actor, find(targetId), options).some((d) => d.kind === "voidPoint" && d.refused === null);
      const answered = rules.attack.answer(flow, declared.actor, find(targetId), { voidPoint: free && scenario.fighters.find((f) => f.id === targetId)?.tactics.voidOnWounds === true }, options, dice);
      flow = answered.attack;
      put(answered.defender);
    }
    const outcomes = rules.attack.outcomes(flow, declared.actor);
    const settled = rules.settle(cs, outcomes, at, options, dice);
    cs = settled.combatants.slice();
    for (const s of settled.settled) struck.push({ round: rules.roundOf(at), attacker: s.outcome.attackerId, target: s.outcome.targetId, roll: flow.attack.attackRoll?.total ?? 0, hit: s.outcome.hit, damage: flow.attack.damage?.roll.total ?? null, taken: s.wounds?.taken ?? null });
    return outcomes;
  };
  for (;;) {
    if (sides() < 2) break;
    const next = rules.nextMoment(cs, at, options);
    if (next === null || rules.roundOf(next) > ROUNDS) break;
    cs = rules.advance(cs, at, next, options, dice).combatants.slice();
    at = next;
    const due = rules.turnsAt(cs, at, options)[0];
    if (due === undefined) continue;
    const me = find(due);
    const round = rules.roundOf(at);
    const entry = scenario.fighters.find((f) => f.id === me.id);
    const scripted = queues.get(me.id)?.shift();
    if (scripted) {
      // The file's scripted turn (a Guard, M5) as the turn dialog declares it; the guard then shows on its ward.
      put(rules.declare(me, scripted.action, { at, ...(scripted.target ? { target: scripted.target } : {}) }, options, dice).actor);
      cs = RULESET_EXTRAS.rollkeep.guard.link(cs, at, options).slice();
      continue;
    }
    const wanted = entry?.tactics.stance ?? entry?.stance;
    const stance = round >= 2 && wanted !== me.stance ? wanted : undefined;
    const target = cs.find((c) => c.side !== me.side && standing(c, options));
    let choice: Rk["choice"] = { at, ...(stance ? { stance } : {}), attack: { maneuvers: entry?.tactics.maneuvers ?? [], raises: { raisesCalled: entry?.tactics.raises ?? 0, freeRaises: 0, freeRaisesOnTn: 0 }, voidBoost: false } };
    let declared: Rk["declared"];
    try {
      if (entry?.tactics.focus && rules.preview(me, ATTACK, choice, options).focus) choice = { ...choice, attack: { ...choice.attack, focus: true } };
    } catch {
      // The declaration below is refused for the same reason.
    }
    try {
      declared = rules.declare(me, ATTACK, choice, options, dice);
    } catch {
      try {
        declared = rules.declare(me, PASS, { at, ...(stance ? { stance } : {}) }, options, dice);
      } catch {
        declared = rules.declare(me, PASS, { at }, options, dice);
      }
    }
    put(declared.actor);
    cs = RULESET_EXTRAS.rollkeep.guard.link(cs, at, options).slice();
    if (!declared.attack || !target) continue;
    const [outcome] = strike(declared, target.id);
    // M3: the attack an Extra Attack granted, at once at the same target while both stand, the same raises called without it.
    if (!outcome?.extraAttack || !standing(find(me.id), options) || !standing(find(target.id), options)) continue;
    const { focus: _spent, ...called } = choice.attack ?? {};
    const again = { ...called, maneuvers: (called.maneuvers ?? []).filter((m) => m.kind !== "extraAttack"), voidBoost: false, extraAttack: true };
    strike(rules.declare(find(me.id), ATTACK, { at, attack: again }, options, dice), target.id);
  }
  return { end: cs, struck };
}

describe("one engine: the simulator and the port played by hand end rollkeep fights alike", () => {
  it("agrees on 120 seeded random fights in both books: every attack and every combatant at the end", () => {
    const tally = { attacks: 0, fallen: 0, fullDefense: 0, recoveries: 0, passes: 0, withVoid: 0, guarded: 0, knockedDown: 0, extraAttacks: 0 };
    for (let seed = 1; seed <= 120; seed++) {
      const scenario = parseRollkeepScenario(fightFile(seed), `fight ${seed}`);
      const sim = runRollkeepScenario(scenario, seed);
      const table = atTheTable(scenario, seed);
      const simStruck = sim.log.flatMap((e) => (e.kind === "attack" ? [{ round: e.round, attacker: e.actor, target: e.target, roll: e.roll, hit: e.hit, damage: e.damage, taken: e.wounds?.taken ?? null }] : []));
      expect(table.struck, `fight ${seed}: the attacks`).toEqual(simStruck);
      const summary = table.end.map((c) => {
        const derived = rules.derive(c, scenario.options);
        return { id: c.id, wounds: c.character.wounds, rank: derived.woundRank.rank, stance: c.stance, voidPoints: c.voidPoints.points, weapon: c.weapon.name, downs: c.credits.downs, kills: c.credits.kills };
      });
      expect(summary, `fight ${seed}: the combatants at the end`).toEqual(sim.combatants.map((c) => ({ id: c.id, wounds: c.wounds, rank: c.rank, stance: c.stance, voidPoints: c.voidPoints, weapon: c.weapon, downs: c.downs, kills: c.kills })));
      tally.attacks += simStruck.length;
      tally.fallen += sim.combatants.filter((c) => c.state === "out" || c.state === "dead").length;
      for (const e of sim.log) {
        if (e.kind === "turn" && e.fullDefense) tally.fullDefense++;
        if (e.kind === "turn" && e.refused) tally.passes++;
        if (e.kind === "recovery") tally.recoveries++;
        if (e.kind === "attack" && e.voidOnWounds) tally.withVoid++;
      }
      // The fights where a Guard was taken (M5), a Knockdown won (M7) and an Extra Attack made (M3).
      if (sim.log.some((e) => e.kind === "turn" && e.action === "guard")) tally.guarded++;
      if (sim.log.some((e) => e.kind === "attack" && e.effects.includes("knocked prone"))) tally.knockedDown++;
      if (sim.log.some((e) => e.kind === "attack" && e.extra)) tally.extraAttacks++;
    }
    // The fights did fight, so the agreement covers the attack steps, wound ranks, stances, refused turns, Void Points and the end of rounds.
    expect(tally.attacks).toBeGreaterThan(500);
    expect(tally.fallen).toBeGreaterThan(50);
    expect(Math.min(tally.fullDefense, tally.recoveries, tally.passes, tally.withVoid)).toBeGreaterThan(50);
    expect(Math.min(tally.guarded, tally.knockedDown, tally.extraAttacks)).toBeGreaterThan(10);
  });
});
