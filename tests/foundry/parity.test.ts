import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { fixedDice, seededDice, type DiceSource } from "../../src/rules/dice";
import { RULESETS, type RulesetTypesOf } from "../../src/rules/registry";
import { advanceTo, playIc, startBattle, type BattleLogEntry, type BattleState, type TurnPlan } from "../../src/sim/play-ic";
import { parseScenario } from "../../src/sim/scenario";
import { actAs, bootSystem, type Harness } from "../harness";

/**
 * The proof that there is one engine: the same seeded fights are played by the simulator (the
 * port on plain data) and by the Foundry documents in the harness (a technique used from the
 * sheet, the card's steps, End IC), with the same dice, and must end exactly alike — actors,
 * combatants, statuses, wounds and every attack's log. The rollkeep half is parity-rollkeep.test.ts.
 */

type Ic = RulesetTypesOf<"ic">;
type State = Ic["combatant"];
type Action = Ic["action"];
type Defense = "dodge" | "parry" | "block" | "none";
const rules = RULESETS.ic;
const REPO = join(import.meta.dirname, "..", "..");

interface PackItem {
  name: string;
  type: string;
  img?: string;
  system: Record<string, unknown>;
}

const packItems = (pack: string): PackItem[] =>
  readdirSync(join(REPO, "packs", "_source", pack))
    .filter((f) => f.endsWith(".yml"))
    .map((f) => parse(readFileSync(join(REPO, "packs", "_source", pack, f), "utf8")) as PackItem);

/** An item source as its data model stores it (defaults filled in), read back as the rules see it. */
function actionOf(item: PackItem): Action | null {
  const doc = new (Item as unknown as new (d: object) => { system: unknown })(item);
  return rules.actionFromItem({ name: item.name, type: item.type, system: doc.system });
}

/** What a fighter may do: the packs' attacks (techniques, weapons, basic attacks) and, sometimes, a Block. */
function attackPool(): PackItem[] {
  const all = [...packItems("techniques"), ...packItems("weapons"), ...packItems("basic-actions")];
  return all.filter((item) => {
    const action = actionOf(item);
    if (!action || action.link || action.variable || action.interrupt || action.role === "coupDeGrace") return false;
    return !!action.damage?.dice || !!action.multiThrow || (action.statuses?.length ?? 0) > 0;
  });
}

/** A tiny seeded generator for the fights' choices (not dice): stats, rotations, targets, AP, defences. */
function chooser(seed: number) {
  const d = seededDice(seed);
  return { int: (min: number, max: number) => min + d.roll(max - min + 1) - 1, pick: <T>(list: readonly T[]): T => list[d.roll(list.length) - 1] as T };
}

interface FighterSpec {
  name: string;
  actor: PackItem & { system: Record<string, unknown>; items: PackItem[] };
  rotation: string[];
  /** The initiative total it enters with. */
  roll: number;
  /** A scripted fight's turns for this fighter, in order; random fights choose instead. */
  script?: ScriptedTurn[];
}

interface ScriptedTurn {
  item: string;
  targetIndex?: number;
  apSpent: number;
  length?: number;
  defense: Defense;
}

const BASICS = packItems("basic-actions");
const basic = (role: string) => BASICS.find((b) => b.system.role === role) as PackItem;

function fightSpec(seed: number, pool: PackItem[]): FighterSpec[] {
  const c = chooser(seed);
  const count = c.int(2, 3);
  return Array.from({ length: count }, (_, i) => {
    // Now and then a pack attack with a Delay (the packs' own attacks have none), so delayed actions are played too.
    const rotation = Array.from({ length: c.int(1, 3) }, () => {
      const item = c.pick(pool);
      return c.int(1, 6) === 1 ? { name: `${item.name} (delayed)`, type: item.type, system: { ...item.system, delay: c.int(2, 5) } } : item;
    });
    const block = c.int(1, 5) === 1 ? [basic("block")] : [];
    const items = [...new Map([...rotation, ...block, basic("handseals")].map((item) => [item.name, item])).values()];
    return {
      name: `F${seed}-${i}`,
      rotation: [...rotation.map((r) => r.name), ...block.map((b) => b.name)],
      roll: 20 - c.int(0, 8),
      actor: {
        name: `F${seed}-${i}`,
        type: "character",
        system: {
          stats: { str: c.int(20, 60), dex: c.int(20, 60), agi: c.int(20, 60), res: c.int(20, 60), cha: c.int(20, 60) },
          xp: c.int(0, 1500),
          skills: { chakraControl: c.int(0, 14), athletics: c.int(0, 14), toxicology: c.int(0, 8), stealth: 0, awareness: 0 },
          vitality: { value: 260, max: 260 },
          hp: { value: 90, max: 90 },
          willpower: { value: 3, max: 3 },
        },
        items,
      },
    };
  });
}

/** One decision of a fighter: the next action of its rotation (handseals first when it needs them), a target, AP, a defence for the target. */
interface Decision {
  item: string;
  length?: number;
  targetId?: string;
  apSpent: number;
  defense: Defense;
  /** Dice streams for this decision: the actor's rolls, the defender's roll. */
  seeds: [number, number];
}

function decide(me: State, spec: FighterSpec, others: readonly State[], cursor: { index: number }, c: ReturnType<typeof chooser>, seedBase: number, everyone: readonly State[]): Decision | null {
  const seeds: [number, number] = [seedBase * 7919 + 1, seedBase * 7919 + 2];
  if (spec.script) {
    const turn = spec.script[cursor.index++];
    if (!turn) return null;
    return { item: turn.item, ...(turn.length !== undefined ? { length: turn.length } : {}), ...(turn.targetIndex !== undefined ? { targetId: everyone[turn.targetIndex]?.id } : {}), apSpent: turn.apSpent, defense: turn.defense, seeds };
  }
  const name = spec.rotation[cursor.index % spec.rotation.length] as string;
  const item = spec.actor.items.find((i) => i.name === name) as PackItem;
  const action = actionOf(item) as Action;
  const seals = Math.max(0, (action.sealSpeed ?? 0) - Math.floor(me.stats.dex / 10));
  if (!action.interrupt && seals > 0 && me.ongoing?.role !== "handseals") return { item: basic("handseals").name, length: seals, apSpent: 0, defense: "none", seeds };
  cursor.index++;
  if (action.variable) return { item: name, length: c.int(3, 12), apSpent: 0, defense: "none", seeds };
  const target = c.pick(others);
  return { item: name, targetId: target.id, apSpent: c.int(0, me.ap), defense: c.pick<Defense>(["dodge", "parry", "block", "none"]), seeds };
}

/** What is compared at the end: every field of a combatant the rules track. */
function summary(s: State) {
  return {
    vitality: s.vitality.value,
    hp: s.hp.value,
    willpower: s.willpower.value,
    fatigue: s.fatigue,
    upkeep: s.upkeep,
    ap: s.ap,
    nextIc: s.nextIc,
    stun: s.stun,
    condition: s.condition,
    ongoing: s.ongoing && { role: s.ongoing.role, startedIc: s.ongoing.startedIc, untilIc: s.ongoing.untilIc },
    delayed: s.delayed && { resolvesOn: s.delayed.resolvesOn },
    statuses: s.statuses.map((x) => ({ kind: x.kind, severity: x.severity, source: x.source, appliedIc: x.appliedIc, duration: x.duration, woken: !!x.woken })),
    wounds: s.wounds.map((w) => ({ severity: w.severity, type: w.type, location: w.location, side: w.side, pool: w.pool })),
  };
}

interface Attack {
  ic: number;
  attacker: string;
  target: string;
  outcome: string;
  damage: number;
}

/** IC steps each fight is played for (the demo's ten scripted turns fit in them). */
const STEPS = 12;

/** The simulator's side: the port on plain data, the combatants read from the same starting documents. */
function simulate(start: State[], specs: FighterSpec[], seed: number): { end: readonly State[]; attacks: Attack[] } {
  const c = chooser(seed * 31 + 5);
  const fallback = seededDice(seed * 13 + 3);
  const cursors = new Map(start.map((s) => [s.id, { index: 0 }]));
  let state: BattleState = startBattle(start, Object.fromEntries(start.map((s, i) => [s.id, (specs[i] as FighterSpec).roll])));
  const log: BattleLogEntry[] = [];
  let decisions = 0;
  for (let step = 0; step < STEPS; step++) {
    const ic = state.ic;
    const plans: TurnPlan[] = [];
    for (const [i, me] of state.combatants.entries()) {
      if (me.condition !== "active" || me.nextIc !== ic) continue;
      const others = state.combatants.filter((o) => o.id !== me.id && o.condition === "active");
      if (!others.length) continue;
      const d = decide(me, specs[i] as FighterSpec, others, cursors.get(me.id) as { index: number }, c, seed * 1000 + decisions++, state.combatants);
      if (!d) continue;
      const action = actionOf((specs[i] as FighterSpec).actor.items.find((x) => x.name === d.item) as PackItem) as Action;
      plans.push({ actorId: me.id, action, apSpent: d.apSpent, ...(d.length !== undefined ? { variableLength: d.length } : {}), ...(d.targetId ? { targetId: d.targetId } : {}), defense: d.defense, dice: seededDice(d.seeds[0]), defenseDice: seededDice(d.seeds[1]) });
    }
    state = playIc(state, plans, rules.options.defaults, fallback, log);
    const next = nextIc(state);
    if (next === null) break;
    state = advanceTo(state, next, rules.options.defaults, fallback);
  }
  const attacks = log.filter((e) => e.attack).map((e) => ({ ic: e.ic, attacker: e.actor, target: e.target ?? "", outcome: e.attack?.result.outcome ?? "", damage: e.attack?.damage ?? 0 }));
  return { end: state.combatants, attacks };
}

/** The next IC someone who can act acts on, or a delayed action resolves (the tracker's rule). */
function nextIc(state: BattleState): number | null {
  const candidates = [...state.combatants.filter((c) => c.condition === "active").map((c) => c.nextIc), ...state.pending.map((p) => p.declared.resolvesOn)].filter((ic) => ic > state.ic);
  return candidates.length ? Math.min(...candidates) : null;
}

/** Foundry's generator drawing the faces a seeded stream draws (the same 32-bit units, so every die size agrees). */
function unitsOf(stream: DiceSource): () => number {
  return () => (stream.roll(2 ** 32) - 1) / 2 ** 32;
}

interface ActorDoc {
  id: string;
  items: { find(fn: (i: { name: string }) => boolean): { id: string } | undefined };
  useTechnique(id: string, options?: object): Promise<Ic["declared"]>;
}
interface CombatDoc {
  currentIc: number;
  combatants: { contents: { id: string; actorId: string; initiative: number | null }[] };
  stateOf(c: unknown): { state: State } | null;
  endIc(): Promise<number | null>;
}
interface MessageDoc {
  id: string;
  flags: { shinobi?: { card?: { attack: Ic["attack"]; facts: { fails: boolean } } } };
}

/** What the fights exercised, so the parity claim covers every defence, statuses, wounds and delays. */
const tally = { declared: 0, defenses: new Map<string, number>(), landed: 0, statuses: 0, wounds: 0, delayed: 0, handseals: 0 };

/** The table's side: actors and a combat in the harness, played as a GM clicks it. */
async function playAtTheTable(harness: Harness, actors: ActorDoc[], combat: CombatDoc, specs: FighterSpec[], seed: number): Promise<{ end: State[]; attacks: Attack[] }> {
  const { icCardStep: requestCardStep } = await import("../../src/rulesets/ic/attack/card-steps");
  const uniform = harness.CONFIG.Dice;
  const c = chooser(seed * 31 + 5);
  const fallback = unitsOf(seededDice(seed * 13 + 3));
  const cursors = new Map(actors.map((a) => [a.id, { index: 0 }]));
  const states = () => combat.combatants.contents.map((cb) => (combat.stateOf(cb) as { state: State }).state);
  const pending: { messageId: string; resolvesOn: number; defense: Defense; streams: [DiceSource, DiceSource] }[] = [];
  const attacks: Attack[] = [];
  let decisions = 0;
  for (let step = 0; step < STEPS; step++) {
    const ic = combat.currentIc;
    const now = states();
    for (const [i, me] of now.entries()) {
      if (me.condition !== "active" || me.nextIc !== ic) continue;
      // Each actor reads the fight as it stands when its turn comes, as the simulator's plans do.
      const others = now.filter((o) => o.id !== me.id && o.condition === "active");
      if (!others.length) continue;
      const d = decide(me, specs[i] as FighterSpec, others, cursors.get(me.id) as { index: number }, c, seed * 1000 + decisions++, now);
      if (!d) continue;
      const streams: [DiceSource, DiceSource] = [seededDice(d.seeds[0]), seededDice(d.seeds[1])];
      const actor = actors[i] as ActorDoc;
      uniform.randomUniform = unitsOf(streams[0]);
      const declared = await actor.useTechnique(actor.items.find((x) => x.name === d.item)?.id ?? "", { apSpent: d.apSpent, ...(d.length !== undefined ? { length: d.length } : {}), ...(d.targetId ? { targetActorId: d.targetId } : {}) });
      tally.declared++;
      if (declared.resolvesOn > ic) tally.delayed++;
      if (declared.action.role === "handseals") tally.handseals++;
      const message = [...(harness.game.messages as unknown as Iterable<MessageDoc>)].pop() as MessageDoc;
      const card = message.flags.shinobi?.card;
      if (card && !card.facts.fails) pending.push({ messageId: message.id, resolvesOn: declared.resolvesOn, defense: d.defense, streams });
    }
    for (const p of pending.filter((x) => x.resolvesOn <= ic)) {
      pending.splice(pending.indexOf(p), 1);
      uniform.randomUniform = unitsOf(p.streams[1]);
      try {
        await requestCardStep(p.messageId, { step: "defend", choice: p.defense });
      } catch {
        // The rules refused that defence (no Block running, too slow...): the target takes it undefended.
        await requestCardStep(p.messageId, { step: "defend", choice: "none" });
      }
      const message = harness.game.messages.get(p.messageId) as unknown as MessageDoc;
      uniform.randomUniform = unitsOf(p.streams[0]);
      if (rules.attack.stage(message.flags.shinobi?.card?.attack as Ic["attack"]).awaitsDamage) await requestCardStep(p.messageId, { step: "damage" });
      await requestCardStep(p.messageId, { step: "apply" });
      const flow = message.flags.shinobi?.card?.attack as Ic["attack"];
      const used = flow.defense?.defense ?? "none";
      tally.defenses.set(used, (tally.defenses.get(used) ?? 0) + 1);
      if (flow.defense?.result.outcome !== "miss") tally.landed++;
      for (const hit of flow.hits ?? [{ combatantId: flow.targetId, damage: { damage: 0 } }]) attacks.push({ ic, attacker: flow.attackerId, target: hit.combatantId, outcome: flow.defense?.result.outcome ?? "", damage: hit.damage.damage });
    }
    uniform.randomUniform = fallback;
    if ((await combat.endIc()) === null) break;
  }
  const end = states();
  for (const s of end) {
    tally.statuses += s.statuses.length;
    tally.wounds += s.wounds.length;
  }
  return { end, attacks };
}

let harness: Harness;
let pool: PackItem[];
beforeAll(async () => {
  await bootSystem();
  pool = attackPool();
});

async function oneFight(seed: number, specsOf: (seed: number) => FighterSpec[] = (s) => fightSpec(s, pool)): Promise<void> {
  harness = await bootSystem();
  actAs(harness, "gm");
  const specs = specsOf(seed);
  const actors: ActorDoc[] = [];
  for (const spec of specs) actors.push((await (Actor as unknown as { create(d: object): Promise<ActorDoc> }).create(spec.actor)) as ActorDoc);
  const placed = rules.initiative.place(Object.fromEntries(specs.map((s, i) => [String(i), s.roll])), { current: 0, underWay: false }, { combatants: [], options: rules.options.defaults, dice: fixedDice([]) });
  const combat = (await (Combat as unknown as { create(d: object): Promise<CombatDoc> }).create({
    type: "ic",
    combatants: actors.map((a, i) => ({ type: "ic", actorId: a.id, initiative: placed.find((p) => p.id === String(i))?.initiative ?? 0 })),
  })) as CombatDoc;
  Object.assign(harness.game, { combat });
  const start = combat.combatants.contents.map((cb) => (combat.stateOf(cb) as { state: State }).state);
  const sim = simulate(start, specs, seed);
  const table = await playAtTheTable(harness, actors, combat, specs, seed);
  expect(table.attacks, `fight ${seed}: the attacks`).toEqual(sim.attacks);
  expect(table.end.map(summary), `fight ${seed}: the combatants at the end`).toEqual(sim.end.map(summary));
}

/** A technique item that stands for a scenario's action: the same fields the rules read back. */
function techniqueSource(action: Action): PackItem {
  return {
    name: action.name,
    type: "technique",
    system: {
      kind: action.kind, role: action.role ?? "auto", speed: action.speed, sealSpeed: action.sealSpeed ?? 0, stamina: action.stamina ?? 0, chakra: action.chakra ?? 0, accuracy: action.accuracy ?? 0,
      damage: action.damage ? { dice: action.damage.dice, stat: action.damage.stat, type: action.damage.type } : { dice: "", stat: "none", type: "none" },
      interrupt: !!action.interrupt, delay: action.delay ?? 0, variable: !!action.variable, fixedSpeed: !!action.fixedSpeed, upkeep: action.upkeep ?? 0,
      multiThrow: action.multiThrow ?? { weapon: "none", count: 0 },
      statuses: (action.statuses ?? []).map((st) => ({ kind: st.kind, severity: st.severity, duration: st.duration, roll: st.roll, tn: st.tn })),
    },
  };
}

/** The bundled demo scenario as fighters: its combatants, their actions as items, their scripted turns. */
function demoSpecs(): FighterSpec[] {
  const scenario = parseScenario(readFileSync(join(REPO, "scenarios", "valley-of-the-end.yaml"), "utf8"));
  const ids = scenario.combatants.map((c) => c.id);
  return scenario.combatants.map((c) => {
    const turns = scenario.turns.filter((t) => t.actor === c.id);
    const items = [...new Map(turns.map((t) => [t.action.name, techniqueSource(t.action)])).values()];
    return {
      name: c.name,
      rotation: [],
      roll: scenario.initiative[c.id] ?? 0,
      script: turns.map((t) => ({ item: t.action.name, ...(t.target ? { targetIndex: ids.indexOf(t.target) } : {}), apSpent: t.ap, ...(t.length !== undefined ? { length: t.length } : {}), defense: t.defense })),
      actor: { name: c.name, type: "character", system: { stats: { str: c.stats.str, dex: c.stats.dex, agi: c.stats.agi, res: c.stats.res, cha: c.stats.cha }, xp: c.stats.xp, skills: c.skills, vitality: c.vitality, hp: c.hp, willpower: c.willpower }, items },
    };
  });
}

describe("one engine: the simulator and the table play the same fights alike", () => {
  it("agrees on the bundled demo scenario, turn by turn", async () => {
    await oneFight(1, demoSpecs);
    // All ten scripted turns were taken at the table, the handseals and the delayed jutsu among them.
    expect(tally).toMatchObject({ declared: 10, handseals: 1, delayed: 1 });
  });

  for (let batch = 0; batch < 10; batch++) {
    it(`agrees on 20 seeded random fights (${batch * 20 + 2}–${batch * 20 + 21})`, async () => {
      for (let seed = batch * 20 + 2; seed < batch * 20 + 22; seed++) await oneFight(seed);
    }, 120_000);
  }

  it("exercised every defence, statuses, wounds, delays and handseals along the way", () => {
    for (const defense of ["dodge", "parry", "block", "none"]) expect(tally.defenses.get(defense) ?? 0, defense).toBeGreaterThan(5);
    expect(tally.landed).toBeGreaterThan(200);
    expect(tally.statuses).toBeGreaterThan(20);
    expect(tally.wounds).toBeGreaterThan(50);
    expect(tally.delayed).toBeGreaterThan(5);
    expect(tally.handseals).toBeGreaterThan(20);
  });
});
