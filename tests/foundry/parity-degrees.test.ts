import { describe, expect, it } from "vitest";
import { seededDice, type DiceSource } from "../../src/rules/dice";
import { isRuleRefusal } from "../../src/rules/refusal";
import { chooser } from "../fixtures/chooser";
import { RULESET_EXTRAS, RULESETS, type RulesetTypesOf } from "../../src/rules/registry";
import type { FighterEntry } from "../../src/sim/degrees/fighters";
import { runDegreesScenario } from "../../src/sim/degrees/run";
import { parseDegreesScenario, type DegreesScenario } from "../../src/sim/degrees/scenario";

/**
 * The degrees half of the parity test (parity.test.ts plays IC at the Foundry table). Degrees has
 * no Foundry pieces yet, so the same seeded fights are played by the simulator and by a driver
 * written here against the port alone, as a table would click through them (initiative, the
 * clock to each turn, the turn declared, the attack's steps, settled at once), with the same
 * dice; they must end alike. What waits for the Foundry pieces: the same fights read from and
 * written to documents (a Combatant's initiative and turn, the actor's HP and condition effects).
 */

type Dg = RulesetTypesOf<"degrees">;
const rules = RULESETS.degrees;
const STRIKE = rules.basicActions.strike as Dg["action"];
const ROUNDS = 8;

/** A random fight as a scenario file's data: two sides, random characters, weapons, techniques, groups, conditions, awareness and tactics. */
function fightFile(seed: number): Record<string, unknown> {
  const c = chooser(seed * 131 + 11);
  const combatants = Array.from({ length: c.int(2, 4) }, (_, i) => {
    const techniques = [
      ...(c.oneIn(2) ? [{ name: "Blast", chakra: c.int(2, 8), accuracy: "ranged", delivery: c.pick(["projectile", "area", "melee"]), ...(c.oneIn(3) ? { projectile: true } : {}), damage: { source: "ninpou", powerLevel: c.int(0, 4) }, ...(c.oneIn(3) ? { fixed: c.int(1, 4) } : {}) }] : []),
      ...(c.oneIn(2) ? [{ name: "Kawarimi", defensive: true, chakra: c.int(1, 6), action: c.pick(["partial", "movement", "standard"]) }] : []),
    ];
    const weapon = c.oneIn(4) ? null : { name: "Blade", kind: c.pick(["melee", "ranged"]), damage: c.int(0, 3), weight: c.pick(["light", "medium", "heavy"]), ...(c.oneIn(3) ? { critMin: c.int(13, 15) } : {}) };
    const names = [...(weapon ? ["Blade"] : []), ...techniques.filter((t) => !("defensive" in t)).map((t) => t.name)];
    const rotation = [c.pick([...names, "strike"]), ...(c.oneIn(2) ? [c.pick(["takedown", "disarm", "push", "grab", "feint", "strike", "totalDefence"])] : [])];
    return {
      id: `f${i}`,
      side: i === 0 ? "east" : i === 1 ? "west" : c.pick(["east", "west"]),
      aware: !c.oneIn(4),
      attributes: { strength: c.int(1, 5), dexterity: c.int(1, 5), vigor: c.int(1, 5), spirit: c.int(1, 5) },
      level: c.int(1, 4),
      size: c.oneIn(6) ? c.pick(["modest", "grand", "massive"]) : "standard",
      accuracies: { melee: c.int(0, 6), ranged: c.int(0, 6), dodge: c.int(0, 5), anticipate: c.int(0, 5) },
      notice: c.int(0, 4),
      ...(c.oneIn(4) ? { armour: c.int(1, 6) } : {}),
      ...(c.oneIn(5) ? { bodyHardness: c.int(1, 2) } : {}),
      ...(weapon ? { weapon } : {}),
      ...(techniques.length ? { techniques } : {}),
      ...(c.oneIn(4) ? { count: c.int(2, 3) } : {}),
      ...(c.oneIn(5) ? { conditions: [c.pick(["bleeding", "haste", "deafened", "prone", { id: "dizzy", turns: 1 }, { id: "stunned", turns: 1, ends: "turnStart" }])] } : {}),
      ...(c.oneIn(4) ? { initiative: c.int(3, 14) } : {}),
      tactics: { rotation, defence: c.pick(["dodge", "block", "anticipate", ...techniques.filter((t) => "defensive" in t).map((t) => t.name)]), ...(c.oneIn(4) ? { stance: "fightDefensively" } : {}) },
    };
  });
  return { name: `fight ${seed}`, ruleset: "degrees", rounds: ROUNDS, combatants };
}

interface Struck {
  round: number;
  attacker: string;
  target: string;
  roll: number;
  hit: boolean;
  degree: number;
  damage: number;
  hp: number;
}

const standing = (c: Dg["combatant"], options: Dg["options"]) => rules.derive(c, options).state === "active";

function attempt<T>(fn: () => T): T | null {
  try {
    return fn();
  } catch (error) {
    if (isRuleRefusal(error)) return null;
    throw error;
  }
}

/** The table's side: the port alone, driven as a GM and players would, with the simulator's tactics. */
function atTheTable(scenario: DegreesScenario, seed: number): { rolls: Record<string, number>; end: Dg["combatant"][]; struck: Struck[]; passes: number } {
  const options = scenario.options;
  const dice: DiceSource = seededDice(seed);
  const entries = new Map<string, FighterEntry>(scenario.entries.map((e) => [e.id, e]));
  // Who rolls is the port's, as the Foundry table's `rollFighters` asks it (a group once, M8).
  const given = Object.fromEntries(scenario.entries.flatMap((e) => (e.initiative === undefined ? [] : [[e.id, e.initiative]])));
  const rolls = RULESET_EXTRAS.degrees.rollInitiativeFor(scenario.entries.map((e) => e.fighter), { given, underWay: false }, options, dice) ?? {};
  const placed = rules.initiative.place(rolls, { current: 0, underWay: false }, { combatants: scenario.entries.map((e) => e.fighter), options, dice });
  let cs = scenario.entries.map((e) => ({ ...e.fighter, initiative: placed.find((p) => p.id === e.id)?.initiative ?? null, tieOrder: placed.find((p) => p.id === e.id)?.tieOrder ?? 0 }));
  const find = (id: string) => cs.find((c) => c.id === id) as Dg["combatant"];
  const put = (c: Dg["combatant"]) => (cs = cs.map((x) => (x.id === c.id ? c : x)));
  const sides = () => new Set(cs.filter((c) => standing(c, options)).map((c) => c.side)).size;
  const cursors = new Map<string, number>();
  const struck: Struck[] = [];
  let passes = 0;
  let at = 0;
  for (;;) {
    if (sides() < 2) break;
    const next = rules.nextMoment(cs, at, options);
    if (next === null || rules.roundOf(next) > ROUNDS) break;
    cs = rules.advance(cs, at, next, options, dice).combatants.slice();
    at = next;
    for (const id of rules.turnsAt(cs, at, options)) {
      if (sides() < 2) break;
      const me = find(id);
      if (!standing(me, options)) continue;
      const entry = entries.get(id) as FighterEntry;
      const turn = cursors.get(id) ?? 0;
      cursors.set(id, turn + 1);
      const name = entry.tactics.rotation[turn % entry.tactics.rotation.length] as string;
      const action = entry.actions.get(name) ?? (rules.basicActions[name] as Dg["action"]);
      const target = cs.find((c) => c.side !== me.side && standing(c, options));
      const offensive = action.role === "attack" || action.role === "maneuver" || action.role === "feint";
      if (offensive && !target) {
        passes++;
        continue;
      }
      const choice: Dg["choice"] = entry.tactics.stance && action.attack?.attack.delivery === "melee" ? { at, stance: entry.tactics.stance } : { at };
      const declared = attempt(() => rules.declare(me, action, choice, options, dice)) ?? (action === STRIKE ? null : attempt(() => rules.declare(me, STRIKE, { at }, options, dice)));
      if (!declared) {
        passes++;
        continue;
      }
      put(declared.actor);
      if (!declared.attack || !target) continue;
      const opened = attempt(() => rules.attack.open(declared.actor, declared, { targetId: target.id }, find(target.id), options, dice));
      if (!opened) continue;
      let flow = opened;
      if (rules.attack.stage(flow).awaitsAnswer) {
        const defender = find(target.id);
        const wanted = (entries.get(target.id) as FighterEntry).tactics.defence;
        const answer: Dg["answer"] = wanted === "dodge" || wanted === "block" || wanted === "anticipate" ? { kind: wanted } : { kind: "technique", technique: wanted };
        const allowed = wanted === "dodge" || rules.attack.defenses(flow, declared.actor, defender, options).some((d) => d.kind === answer.kind && d.refused === null && (answer.kind !== "technique" || d.name === answer.technique));
        const answered = rules.attack.answer(flow, declared.actor, defender, allowed ? answer : { kind: "dodge" }, options, dice);
        flow = answered.attack;
        put(answered.defender);
      }
      if (rules.attack.stage(flow).awaitsDamage) flow = rules.attack.damage(flow, declared.actor, find(target.id), null, options, dice, false);
      const settled = rules.settle(cs, rules.attack.outcomes(flow, declared.actor), at, options, dice);
      cs = settled.combatants.slice();
      for (const s of settled.settled) struck.push({ round: rules.roundOf(at), attacker: s.outcome.attackerId, target: s.outcome.targetId, roll: flow.roll.total, hit: s.outcome.hit, degree: s.outcome.degree, damage: s.outcome.damage, hp: s.hp });
    }
  }
  return { rolls, end: cs, struck, passes };
}

describe("one engine: the simulator and the port played by hand end degrees fights alike", () => {
  it("agrees on 150 seeded random fights: every attack and every fighter at the end", () => {
    const tally = { attacks: 0, fallen: 0, surprise: 0, passes: 0, expired: 0, techniques: 0, maneuvers: 0 };
    for (let seed = 1; seed <= 150; seed++) {
      const scenario = parseDegreesScenario(fightFile(seed), `fight ${seed}`);
      const sim = runDegreesScenario(scenario, seed);
      const table = atTheTable(scenario, seed);
      const simStruck = sim.log.flatMap((e) => (e.kind === "attack" ? [{ round: e.round, attacker: e.actor, target: e.target, roll: e.roll, hit: e.hit, degree: e.degree, damage: e.damage, hp: e.hp }] : []));
      expect(table.rolls, `fight ${seed}: the initiative rolled`).toEqual(sim.initiative);
      expect(table.struck, `fight ${seed}: the attacks`).toEqual(simStruck);
      const summary = table.end.map((c) => ({ id: c.id, hp: c.hp.hp, nonLethal: c.hp.nonLethal, state: rules.derive(c, scenario.options).state, chakra: c.chakra, conditions: c.conditions.map((x) => x.id) }));
      expect(summary, `fight ${seed}: the fighters at the end`).toEqual(sim.combatants.map((c) => ({ id: c.id, hp: c.hp, nonLethal: c.nonLethal, state: c.state, chakra: c.chakra, conditions: c.conditions })));
      tally.attacks += simStruck.length;
      tally.fallen += sim.combatants.filter((c) => c.state !== "active").length;
      tally.passes += table.passes;
      for (const e of sim.log) {
        if (e.kind === "round" && e.surprise) tally.surprise++;
        if (e.kind === "expired") tally.expired++;
        if (e.kind === "attack" && e.action === "Blast") tally.techniques++;
        if (e.kind === "attack" && ["takedown", "disarm", "push", "grab", "feint"].includes(e.action)) tally.maneuvers++;
      }
    }
    // The fights did fight, so the agreement covers surprise rounds, techniques, maneuvers, refused turns, expiries and the HP table.
    expect(tally.attacks).toBeGreaterThan(1000);
    expect(tally.fallen).toBeGreaterThan(100);
    expect(Math.min(tally.surprise, tally.passes, tally.expired, tally.techniques, tally.maneuvers)).toBeGreaterThan(10);
  });
});
