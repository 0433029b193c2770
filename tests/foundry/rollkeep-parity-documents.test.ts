import { describe, expect, it } from "vitest";
import { seededDice, type DiceSource } from "../../src/rules/dice";
import { RULESET_EXTRAS, RULESETS, type RulesetTypesOf } from "../../src/rules/registry";
import { runRollkeepScenario } from "../../src/sim/rollkeep/run";
import { parseRollkeepScenario, type RollkeepScenario } from "../../src/sim/rollkeep/scenario";
import { fightFile, ROUNDS, standing, type Struck } from "../fixtures/rollkeep-fights";
import { actAs, type ActorDouble, type Harness } from "../harness";
import type { AttackCall } from "../../src/rulesets/rollkeep/attack/attack-call";
import type { RkCardState as RkCard } from "../../src/rulesets/rollkeep/attack/card-state";
import { rkFight, rollkeepWorld } from "./rollkeep-combat-helpers";

/**
 * One engine, at the table: the same seeded roll-and-keep fights played by the simulator and by
 * the Foundry documents as a table plays them (actors, their items and effects, an `rk` combat:
 * initiative thrown through the XkY term, a stance from the tracker's row, a Guard from the turn
 * request, each attack through the attack dialog's request and its card's steps, which settle it,
 * an Extra Attack's second blow from the dialog's box, the clock through the combat's next turn),
 * with Foundry's generator drawing the simulator's seeded stream. They must agree turn by turn,
 * blow by blow and at the end.
 */

type Rk = RulesetTypesOf<"rollkeep">;
const rules = RULESETS.rollkeep;
const ATTACK = rules.basicActions.attack as Rk["action"];
const GUARD = RULESET_EXTRAS.rollkeep.guard.key;

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


/**
 * A weapon's attack with the fighter's tactics and nothing else called: what the attack dialog
 * sends. The attack an Extra Attack granted (M3) calls the same raises without the Extra Attack,
 * as the simulator's tactics take it.
 */
function callOf(entry: RollkeepScenario["fighters"][number] | undefined, focus: boolean, extraAttack = false): AttackCall {
  const tactics = entry?.tactics;
  const none = { rolled: 0, kept: 0, flat: 0 };
  const circumstances = { offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false };
  const maneuvers = (tactics?.maneuvers ?? []).filter((m) => !extraAttack || m.kind !== "extraAttack") as AttackCall["maneuvers"];
  return { raisesCalled: tactics?.raises ?? 0, freeRaises: 0, freeRaisesOnTn: 0, tacticsRaises: 0, voidBoost: false, maneuvers, circumstances, modifier: none, extraAttack, focus, damageModifier: none, wind: "", weather: "", difficultTerrain: 0 };
}

/** What one attack did, step by step: the rolls, the answer, the wounds, the target's Void Points, conditions and state after it, and the attacker's Downs and Kills. */
interface Blow extends Struck {
  voidOnWounds: boolean;
  wounds: number;
  rank: string;
  voidPoints: number;
  prone: boolean;
  out: boolean;
  downs: number;
  kills: number;
}

/** One turn as it began: whose, in which round and stance, whether its attack was refused, and whom it guards if it took a Guard (M5). */
interface Turn {
  round: number;
  actor: string;
  stance: string;
  refused: boolean;
  ward: string | null;
}

/**
 * The table's side: the documents, a GM clicking through the tracker and the cards, the fighters'
 * tactics as the simulator plays them. A stance is taken from the tracker's row (a Pass that begins
 * the turn in it); the attack is made as the attack dialog makes it (`requestAttack`: the GM's
 * client declares it, opens it and posts the card), and played on the card (`rkCardStep`: the
 * damage, the target's answer with a Void Point when the card offers one and its tactics say so),
 * which settles it and writes the fighters. After each blow the documents are read back.
 */
async function atTheTable(harness: Harness, scenario: RollkeepScenario, seed: number): Promise<{ end: Rk["combatant"][]; blows: Blow[]; turns: Turn[]; byActor: Map<string, string> }> {
  const options = scenario.options;
  // The Foundry layer's modules load once the harness has booted Foundry's globals.
  const { requestAttack, rkCardStep } = await import("../../src/rulesets/rollkeep/attack");
  const { requestTurn } = await import("../../src/rulesets/rollkeep/combat/requests");
  const { combat, ids, actors } = await rkFight(harness, scenario.fighters.map(actorSource));
  const byActor = new Map(actors.map((a: ActorDouble, i) => [a.id, scenario.fighters[i]!.id]));
  const entryOf = (actorId: string) => scenario.fighters.find((f) => f.id === byActor.get(actorId));
  const states = () => combat.combatants.contents.map((c) => combat.fighterOf(c)!.state as unknown as Rk["combatant"]);
  const find = (id: string) => states().find((s) => s.id === id)!;
  const actorOf = (id: string) => actors.find((a) => a.id === id) as unknown as Actor.Implementation;
  // The documents read as the simulator's combatants do.
  for (const [i, s] of states().entries()) {
    const sim = scenario.combatants[i]!;
    expect({ weapon: s.weapon, skill: s.weaponSkill, stance: s.stance, voidPoints: s.voidPoints, conditions: s.conditions }).toEqual({ weapon: sim.weapon, skill: sim.weaponSkill, stance: sim.stance, voidPoints: sim.voidPoints, conditions: sim.conditions });
    expect(rules.derive(s, options)).toEqual(rules.derive(sim, options));
  }
  harness.CONFIG.Dice.randomUniform = unitsOf(seededDice(seed));
  actAs(harness, "gm");
  await combat.rollInitiative(ids);
  await combat.startCombat();
  const blows: Blow[] = [];
  const turns: Turn[] = [];
  const sides = () => new Set(states().filter((c) => standing(c, options)).map((c) => entryOf(c.id)?.side)).size;
  // The file's scripted turns (a Guard), each fighter's played in order as its turns come, as the simulator plays them.
  const queues = new Map(scenario.fighters.map((f) => [f.id, scenario.turns.filter((t) => t.actor === f.id)]));
  const combatantOf = (fileId: string) => combat.combatants.contents.find((c) => byActor.get(c.actorId ?? "") === fileId)!;
  /** Plays an attack's card as its players would (the damage, the target's answer) and reads the documents back after it. */
  const playCard = async (messageId: string, attackerId: string, targetId: string): Promise<Rk["outcome"]> => {
    const card = () => (harness.game.messages.get(messageId) as unknown as { flags: { shinobi: { rkCard: RkCard } } }).flags.shinobi.rkCard;
    if (rules.attack.stage(card().flow).awaitsDamage) await rkCardStep(messageId, { step: "damage", choice: "none" });
    if (rules.attack.stage(card().flow).awaitsAnswer) {
      // The target's owner answers with a Void Point when the card offers one and its tactics spend it.
      const offered = rules.attack.defenses(card().flow, find(attackerId), find(targetId), options).some((d) => d.kind === "voidPoint" && d.refused === null);
      await rkCardStep(messageId, { step: "answer", choice: offered && entryOf(targetId)?.tactics.voidOnWounds === true ? "voidPoint" : "none" });
    }
    const { flow, landed } = card();
    expect(landed, `fight ${seed}: the card settled its attack`).not.toBeNull();
    const hurt = find(targetId);
    const attacker = find(attackerId);
    const effects = [...actorOf(targetId).effects].flatMap((e) => [...e.statuses]);
    const outState = RULESET_EXTRAS.rollkeep.woundState(hurt, options);
    // The documents mark Out and Dead as the port's wound state says, and Prone as a won Knockdown leaves it (M7).
    expect(effects.includes("out") || effects.includes("dead"), `fight ${seed}: the Out/Dead effect`).toBe(outState === "out" || outState === "dead");
    expect(effects.includes("prone"), `fight ${seed}: the Prone effect`).toBe(hurt.conditions.prone);
    blows.push({
      round: combat.round,
      attacker: entryOf(attackerId)?.id ?? "",
      target: entryOf(targetId)?.id ?? "",
      roll: flow.attack.attackRoll?.total ?? 0,
      hit: landed!.outcome.hit,
      damage: flow.attack.damage?.roll.total ?? null,
      taken: landed!.taken,
      voidOnWounds: landed!.outcome.voidOnWounds,
      wounds: hurt.character.wounds,
      rank: rules.derive(hurt, options).woundRank.rank,
      voidPoints: hurt.voidPoints.points,
      prone: hurt.conditions.prone,
      out: !standing(hurt, options),
      downs: attacker.credits.downs,
      kills: attacker.credits.kills,
    });
    return landed!.outcome;
  };
  for (;;) {
    if (sides() < 2 || combat.round > ROUNDS) break;
    const due = combat.dueCombatant();
    if (!due) break;
    const me = combat.fighterOf(combat.combatants.get(due.id))!.state as unknown as Rk["combatant"];
    const entry = entryOf(me.id);
    const scripted = queues.get(entry?.id ?? "")?.shift();
    if (scripted) {
      // A scripted Guard (M5) from the turn dialog, at the ward's combatant.
      await requestTurn(combat as never, due.id, scripted.action.key, { target: combatantOf(scripted.target ?? "").id });
      const began = find(me.id);
      turns.push({ round: combat.round, actor: entry?.id ?? "", stance: began.stance, refused: false, ward: began.guarding ? (byActor.get(began.guarding.wardId) ?? null) : null });
      if (sides() < 2) break;
      await combat.nextTurn();
      continue;
    }
    const wanted = entry?.tactics.stance ?? entry?.stance;
    const stance = combat.round >= 2 && wanted !== me.stance ? wanted : undefined;
    const target = states().find((c) => entryOf(c.id)?.side !== entry?.side && standing(c, options));
    // A turn the rules refuse (its stance, or its attack) is passed, as the simulator's tactics pass it.
    let refused = false;
    // The stance from the tracker's row: a Pass beginning the turn in it; refused, the turn is a plain Pass.
    if (stance) {
      try {
        await requestTurn(combat as never, due.id, "pass", { stance });
      } catch {
        await requestTurn(combat as never, due.id, "pass");
        refused = true;
      }
    }
    let messageId: string | null = null;
    if (!refused && target) {
      const now = find(me.id);
      let focus = false;
      try {
        focus = entry?.tactics.focus === true && rules.preview(now, ATTACK, { at: combat.moment, attack: {} }, options).focus !== null;
      } catch {
        // The attack below is refused for the same reason.
      }
      const weapon = actorOf(me.id).items.contents.find((i) => i.type === "rkWeapon")!;
      try {
        messageId = await requestAttack({ actor: actorOf(me.id), itemId: weapon.id!, target: actorOf(target.id), call: callOf(entry, focus) });
      } catch {
        refused = true;
        if (!stance) await requestTurn(combat as never, due.id, "pass");
      }
    }
    const began = find(me.id);
    turns.push({ round: combat.round, actor: entryOf(me.id)?.id ?? "", stance: began.stance, refused, ward: null });
    if (messageId !== null && target) {
      const outcome = await playCard(messageId, me.id, target.id);
      // M3: the attack an Extra Attack granted, at once at the same target while both stand, from the attack dialog's box.
      if (outcome.extraAttack && standing(find(me.id), options) && standing(find(target.id), options)) {
        const weapon = actorOf(me.id).items.contents.find((i) => i.type === "rkWeapon")!;
        const again = await requestAttack({ actor: actorOf(me.id), itemId: weapon.id!, target: actorOf(target.id), call: callOf(entry, false, true) });
        await playCard(again, me.id, target.id);
      }
    }
    if (sides() < 2) break;
    await combat.nextTurn();
  }
  return { end: states(), blows, turns, byActor };
}

/**
 * The simulator's log read as the table's blows and turns: each attack with the state it left its
 * target and attacker in, followed from the fighters as they began (the tactics spend Void Points
 * only against wounds, and a blow's only conditions are a Knockdown's Prone).
 */
function simulated(scenario: RollkeepScenario, log: ReturnType<typeof runRollkeepScenario>["log"]): { blows: Blow[]; turns: Turn[] } {
  const options = scenario.options;
  const now = new Map(scenario.combatants.map((c) => [c.id, { c, voidPoints: c.voidPoints.points, prone: c.conditions.prone, downs: 0, kills: 0 }]));
  const blows: Blow[] = [];
  const turns: Turn[] = [];
  for (const e of log) {
    if (e.kind === "turn") turns.push({ round: e.round, actor: e.actor, stance: e.stance, refused: e.refused !== undefined, ward: e.action === GUARD ? (e.target ?? null) : null });
    if (e.kind !== "attack") continue;
    const target = now.get(e.target)!;
    const attacker = now.get(e.actor)!;
    if (e.voidOnWounds) target.voidPoints -= 1;
    if (e.effects.includes("knocked prone")) target.prone = true;
    if (e.downed) attacker.downs += 1;
    if (e.killed) attacker.kills += 1;
    if (e.wounds) target.c = { ...target.c, character: { ...target.c.character, wounds: e.wounds.total } };
    const hurt = target.c;
    blows.push({ round: e.round, attacker: e.actor, target: e.target, roll: e.roll, hit: e.hit, damage: e.damage, taken: e.wounds?.taken ?? 0, voidOnWounds: e.voidOnWounds, wounds: hurt.character.wounds, rank: rules.derive(hurt, options).woundRank.rank, voidPoints: target.voidPoints, prone: target.prone, out: !standing(hurt, options), downs: attacker.downs, kills: attacker.kills });
  }
  return { blows, turns };
}

describe("one engine at the table: the documents and the simulator end rollkeep fights alike", () => {
  const tally = { attacks: 0, fallen: 0, recoveries: 0, withVoid: 0, stances: 0, fights: 0, guarded: 0, knockedDown: 0, extraAttacks: 0 };
  for (let batch = 0; batch < 8; batch++) {
    it(`agrees on 10 seeded fights (${batch * 10 + 1}–${batch * 10 + 10}), both books: every attack and every fighter at the end`, async () => {
      for (let seed = batch * 10 + 1; seed <= batch * 10 + 10; seed++) {
        const file = fightFile(seed);
        // Every score rolled at the table (the documents' initiative is the dice's, never typed in).
        const combatants = (file.combatants as Record<string, unknown>[]).map(({ initiative: _typed, ...c }) => c);
        const scenario = parseRollkeepScenario({ ...file, combatants }, `fight ${seed}`);
        const harness = await rollkeepWorld(scenario.options.variant === "house" ? "house" : "4e");
        const simRun = runRollkeepScenario(scenario, seed);
        const table = await atTheTable(harness, scenario, seed);
        const sim = simulated(scenario, simRun.log);
        // Turn by turn, then blow by blow: the same stance, the same refusals, the same rolls, wounds, Void Points, conditions and falls.
        expect(table.turns, `fight ${seed}: the turns`).toEqual(sim.turns);
        for (const [i, blow] of sim.blows.entries()) expect(table.blows[i], `fight ${seed}: blow ${i + 1}`).toEqual(blow);
        expect(table.blows.length, `fight ${seed}: the blows`).toBe(sim.blows.length);
        const summary = table.end.map((c) => {
          const derived = rules.derive(c, scenario.options);
          return { id: table.byActor.get(c.id), wounds: c.character.wounds, rank: derived.woundRank.rank, state: RULESET_EXTRAS.rollkeep.woundState(c, scenario.options), stance: c.stance, voidPoints: c.voidPoints.points, weapon: c.weapon.name, downs: c.credits.downs, kills: c.credits.kills };
        });
        expect(summary, `fight ${seed}: the fighters at the end`).toEqual(simRun.combatants.map((c) => ({ id: c.id, wounds: c.wounds, rank: c.rank, state: c.state, stance: c.stance, voidPoints: c.voidPoints, weapon: c.weapon, downs: c.downs, kills: c.kills })));
        tally.attacks += sim.blows.length;
        tally.fallen += simRun.combatants.filter((c) => c.state === "out" || c.state === "dead").length;
        tally.recoveries += simRun.log.filter((e) => e.kind === "recovery").length;
        tally.withVoid += sim.blows.filter((b) => b.voidOnWounds).length;
        tally.stances += simRun.log.filter((e) => e.kind === "turn" && e.stanceChanged).length;
        tally.fights++;
        // The fights where a Guard was taken (M5), a Knockdown won (M7) and an Extra Attack made (M3).
        if (sim.turns.some((t) => t.ward !== null)) tally.guarded++;
        if (simRun.log.some((e) => e.kind === "attack" && e.effects.includes("knocked prone"))) tally.knockedDown++;
        if (simRun.log.some((e) => e.kind === "attack" && e.extra)) tally.extraAttacks++;
      }
    }, 120_000);
  }

  it("played real fights: attacks, falls, recovery rolls, Guards, Knockdowns and Extra Attacks", () => {
    expect(tally.fights).toBe(80);
    expect(tally.attacks).toBeGreaterThan(400);
    expect(tally.fallen).toBeGreaterThan(35);
    expect(tally.recoveries).toBeGreaterThan(50);
    expect(tally.withVoid).toBeGreaterThan(20);
    expect(tally.stances).toBeGreaterThan(20);
    expect(tally.guarded).toBeGreaterThan(10);
    expect(tally.knockedDown).toBeGreaterThan(5);
    expect(tally.extraAttacks).toBeGreaterThan(5);
  });
});
