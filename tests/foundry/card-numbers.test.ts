import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { fixedDice, type DiceSource } from "../../src/rules/dice";
import { RULESETS, type RulesetTypesOf } from "../../src/rules/registry";
import { actAs, bootSystem, type Harness } from "../harness";

/**
 * What an attack card shows is what the engine resolves: for every attack in the packs
 * (techniques, weapons, basic actions), the Accuracy to beat and the damage formula on the card
 * posted by `useTechnique` equal the ones the port itself produces when the same action is
 * declared, answered with no defence and its damage rolled — and the card's damage, rolled from
 * the same faces, is the engine's. The engine side is played on plain data built here, not read
 * from the documents, so a card that computed its numbers another way would be caught.
 */

type Ic = RulesetTypesOf<"ic">;
const rules = RULESETS.ic;
const REPO = join(import.meta.dirname, "..", "..");
const OPTIONS = rules.options.defaults;

interface PackItem {
  name: string;
  type: string;
  system: Record<string, unknown>;
}

const packItems = (pack: string): PackItem[] =>
  readdirSync(join(REPO, "packs", "_source", pack))
    .filter((f) => f.endsWith(".yml"))
    .sort()
    .map((f) => parse(readFileSync(join(REPO, "packs", "_source", pack, f), "utf8")) as PackItem);

type Stats = { str: number; dex: number; agi: number; res: number; cha: number };
/** High enough for anything in the packs: a multi-throw of up to 6, every Chakra and Stamina cost. */
const STRONG: Stats = { str: 40, dex: 60, agi: 40, res: 60, cha: 60 };
const XP = 1000;
const SKILLS = { chakraControl: 10, athletics: 8, toxicology: 4, stealth: 2, awareness: 6 };
const TARGET_STATS: Stats = { str: 30, dex: 30, agi: 30, res: 30, cha: 30 };
const FRESH = { level: 0, staminaPenalty: 0, chakraPenalty: 0 };

/** An actor as the documents store it. */
function actorSource(name: string, stats: Stats, items: PackItem[], hp = 150) {
  return {
    name,
    type: "character",
    system: { stats, xp: XP, skills: SKILLS, vitality: { value: 400, max: 400 }, hp: { value: hp, max: 150 }, willpower: { value: 3, max: 3 }, fatigue: FRESH, upkeep: 0 },
    items,
  };
}

/** The same actor as the engine's plain data, written out by hand. */
function combatant(id: string, name: string, stats: Stats, hp = 150): Ic["combatant"] {
  return {
    id,
    name,
    side: id,
    stats: { ...stats, xp: XP },
    skills: { ...SKILLS },
    vitality: { value: 400, max: 400 },
    hp: { value: hp, max: 150 },
    willpower: { value: 3, max: 3 },
    fatigue: { ...FRESH },
    upkeep: 0,
    ap: 0,
    nextIc: 0,
    stun: 0,
    statuses: [],
    wounds: [],
    modifiers: [],
    damageReduction: 0,
    ongoing: null,
    delayed: null,
    condition: hp > 0 ? "active" : "incapacitated",
    genjutsuSeen: {},
  };
}

/**
 * Fixed uniform draws, cycled: the table reads them through `CONFIG.Dice.randomUniform` (a face
 * is 1 + ⌊u × sides⌋, as Foundry's Die does), the engine through a DiceSource mapping them alike.
 * A side that drew one die more or less would read every later face shifted.
 */
const UNIFORMS = [0.97, 0.12, 0.58, 0.83, 0.33, 0.71, 0.05, 0.46, 0.91, 0.24, 0.66, 0.39];
function uniforms(offset: number): () => number {
  let next = offset;
  return () => UNIFORMS[next++ % UNIFORMS.length] as number;
}
/** The engine's dice over the same draws, remembering the faces. */
function engineDice(offset: number): DiceSource & { faces: number[] } {
  const u = uniforms(offset);
  const faces: number[] = [];
  return {
    faces,
    roll(sides: number) {
      const face = Math.min(sides, 1 + Math.floor(u() * sides));
      faces.push(face);
      return face;
    },
  };
}
/** Where each stream starts: cost rolls high (0.97: a d20 of 20, paid), cost rolls low (0.12: a 3, mostly failed, Fatigue up), damage. */
const DECLARE = { high: 0, low: 1 } as const;
type CostRolls = keyof typeof DECLARE;
const DAMAGE = 5;

interface ActorDoc {
  id: string;
  items: Iterable<{ id: string; name: string }>;
  useTechnique(id: string, options?: object): Promise<Ic["declared"]>;
}
interface RollData {
  formula: string;
  total: number;
  options: { flavor?: string };
  dice: { results: { result: number }[] }[];
}
interface CardFacts {
  speed: number;
  accuracy: number | null;
  damage: string | null;
  exhaustion: { cost: number; total: number; passed: boolean }[];
}
interface CardMessage {
  id: string;
  content: string;
  rolls: RollData[];
  flags: { shinobi?: { card?: { attack: Ic["attack"]; facts: CardFacts } } };
}

const createActor = (d: object) => (Actor as unknown as { create(d: object): Promise<ActorDoc> }).create(d);

/** What the card's facts list shows: the Accuracy to beat and the base damage (null when a line is missing). */
function shown(content: string): { accuracy: number | null; damage: string | null } {
  const accuracy = /<span>Accuracy to beat<\/span><strong>(-?\d+)<\/strong>/.exec(content)?.[1];
  const damage = /<span>Base damage<\/span><strong>([^<]*)<\/strong>/.exec(content)?.[1];
  return { accuracy: accuracy === undefined ? null : Number(accuracy), damage: damage ?? null };
}

const unescape = (html: string) => html.replace(/&#x3D;/g, "=").replace(/&amp;/g, "&");

let harness: Harness;
/** What the per-item tests went through, so the claim is known to cover failed costs and damage-free attacks. */
const tally = { damaged: 0, noDamage: 0, failedCosts: 0 };

function lastMessage(): CardMessage {
  return [...(harness.game.messages as unknown as Iterable<CardMessage>)].pop() as CardMessage;
}

/** The action an item stands for, read from its data model as a document would have it. */
function actionOf(item: PackItem): Ic["action"] | null {
  const doc = new (Item as unknown as new (d: object) => { system: unknown })(item);
  return rules.actionFromItem({ name: item.name, type: item.type, system: doc.system });
}

/**
 * Whether the engine says the item's action, declared by a strong attacker outside a fight,
 * attacks someone. A pack action the engine refuses to declare fails loudly here, rather than
 * being left out.
 */
function attacks(item: PackItem): boolean {
  const action = actionOf(item);
  if (!action) return false;
  const declared = rules.declare(rules.outsideCombat(combatant("a", "A", STRONG)), action, { ic: 0, apSpent: 0, ...(action.variable ? { variableLength: 4 } : {}) }, OPTIONS, engineDice(DECLARE.high));
  return rules.attack.preview(declared.actor, declared, OPTIONS).attacks;
}

// The items are picked by asking the engine, which reads items through their data models: boot once to collect them.
await bootSystem();
const ALL = [...packItems("techniques"), ...packItems("weapons"), ...packItems("basic-actions")];
const ATTACKS = ALL.filter(attacks);

beforeEach(async () => {
  harness = await bootSystem();
  actAs(harness, "gm");
});

interface Played {
  declared: Ic["declared"];
  defense: NonNullable<Ic["attack"]["defense"]>;
  damaged: Ic["attack"] | null;
  damageFaces: number[];
}

/**
 * Uses `item` at the table (attacker holding it, used on a target outside a fight), answers with
 * no defence and rolls the damage; plays the same with the engine directly, on the same draws.
 */
async function playBoth(item: PackItem, stats: Stats, costs: CostRolls = "high"): Promise<{ table: { card: CardMessage; posted: string; declared: Ic["declared"] }; engine: Played }> {
  const action = actionOf(item) as Ic["action"];
  // A coup de grace is only for the helpless: its target is down (HP 0, incapacitated).
  const targetHp = action.role === "coupDeGrace" ? 0 : 150;
  const attacker = await createActor(actorSource("Attacker", stats, [item]));
  const target = await createActor(actorSource("Target", TARGET_STATS, [], targetHp));
  const itemId = [...attacker.items].find((i) => i.name === item.name)?.id ?? "";
  const { icCardStep: requestCardStep } = await import("../../src/rulesets/ic/attack/card-steps");

  harness.CONFIG.Dice.randomUniform = uniforms(DECLARE[costs]);
  const tableDeclared = await attacker.useTechnique(itemId, { targetActorId: target.id });
  const card = lastMessage();
  const posted = card.content;

  // The engine, on plain data: declared outside a fight (seals made), opened, answered with no defence.
  const me = combatant(attacker.id, "Attacker", stats);
  const them = combatant(target.id, "Target", TARGET_STATS, targetHp);
  const declared = rules.declare(rules.outsideCombat(me), action, { ic: 0, apSpent: 0 }, OPTIONS, engineDice(DECLARE[costs]));
  const opened = rules.attack.open(declared.actor, declared, { targetId: them.id }, them, OPTIONS, fixedDice([]));
  const answered = rules.attack.answer(opened, declared.actor, them, { kind: "none" }, OPTIONS, fixedDice([])).attack;
  const defense = answered.defense as NonNullable<Ic["attack"]["defense"]>;

  harness.CONFIG.Dice.randomUniform = () => {
    throw new Error("No die is rolled to take an attack undefended");
  };
  await requestCardStep(card.id, { step: "defend", choice: "none" });
  let damaged: Ic["attack"] | null = null;
  const dice = engineDice(DAMAGE);
  if (rules.attack.stage(answered).awaitsDamage) {
    damaged = rules.attack.damage(answered, declared.actor, them, null, OPTIONS, dice);
    harness.CONFIG.Dice.randomUniform = uniforms(DAMAGE);
    await requestCardStep(card.id, { step: "damage" });
  }
  return { table: { card: harness.game.messages.get(card.id) as unknown as CardMessage, posted, declared: tableDeclared }, engine: { declared, defense, damaged, damageFaces: dice.faces } };
}

describe("the pack attacks picked", () => {
  it("are every technique, weapon and basic action the engine says attacks, and nothing else", () => {
    const names = ATTACKS.map((i) => i.name);
    // Every weapon, the basic attacks (Multi-Throw and Coup de Grace among them), the damaging and status-dealing jutsu.
    for (const name of ["Kunai", "Katana", "Senbon", "Basic Unarmed", "Basic Weapon", "Multi-Throw", "Coup de Grace", "Grand Fireball", "Sleep Petals", "Demonic Mist", "Dynamic Entry"]) expect(names).toContain(name);
    for (const name of ["Dodge", "Block", "Parry", "Take the Hit", "Earth Wall", "Substitution", "Chakra Strengthening", "Perform Handseals", "Move", "Rest"]) expect(names).not.toContain(name);
    expect(ATTACKS.filter((i) => i.type === "weapon")).toHaveLength(packItems("weapons").length);
    expect(ATTACKS.length).toBeGreaterThan(45);
  });
});

describe("an attack card's numbers are the engine's", () => {
  const cases = ATTACKS.flatMap((item) => (["high", "low"] as const).map((costs) => [item.name, costs, item] as const));
  it.each(cases)("%s (cost rolls %s)", async (_name, costs, item) => {
    const { table, engine } = await playBoth(item, STRONG, costs);
    if (engine.declared.exhaustion.some((e) => !e.passed)) tally.failedCosts++;
    const card = table.card;
    const flags = card.flags.shinobi?.card;
    expect(flags, "the card carries its attack").toBeDefined();
    const facts = flags!.facts;
    const preview = rules.attack.preview(engine.declared.actor, engine.declared, OPTIONS);

    // Declared alike: the same Speed and the same cost rolls.
    expect(table.declared.speed).toEqual(engine.declared.speed);
    expect(facts.speed).toBe(engine.declared.speed.speed);
    expect(facts.exhaustion.map((e) => [e.cost, e.total, e.passed])).toEqual(engine.declared.exhaustion.map((e) => [e.cost, e.total, e.passed]));

    // The Accuracy to beat: on the card (text and flags) and on the engine's defence step.
    expect(facts.accuracy).toBe(engine.defense.accuracy);
    // As posted, before anyone answered, and as the card still reads at the end.
    expect(shown(table.posted).accuracy).toBe(engine.defense.accuracy);
    expect(shown(card.content).accuracy).toBe(engine.defense.accuracy);
    expect(flags!.attack.defense?.accuracy).toBe(engine.defense.accuracy);
    expect(flags!.attack.defense?.result).toEqual(engine.defense.result);

    if (!engine.damaged) {
      tally.noDamage++;
      // No damage to roll (a genjutsu's statuses, a coup de grace): the card shows none and offers none.
      expect(facts.damage).toBeNull();
      expect(preview.damage).toBeNull();
      expect(shown(table.posted).damage).toBeNull();
      expect(flags!.attack.hits).toBeNull();
      expect(card.content).not.toContain('data-shinobi-step="damage"');
      return;
    }
    const hit = engine.damaged.hits?.[0]?.damage;
    expect(hit, "the engine rolled damage").toBeDefined();
    // The damage formula the card announced is the one the engine rolled.
    expect(facts.damage).toBe(hit!.damageFormula);
    expect(unescape(shown(table.posted).damage ?? "")).toBe(hit!.damageFormula);
    expect(unescape(shown(card.content).damage ?? "")).toBe(hit!.damageFormula);
    // And the damage the card rolled from the same faces is the engine's, step by step.
    expect(flags!.attack.hits).toEqual(engine.damaged.hits);
    expect(unescape(card.content)).toContain(`(${hit!.damageFormula} = ${hit!.damageRolled})`);
    const damageRoll = card.rolls.find((r) => r.options.flavor === "Damage");
    expect(damageRoll?.dice.flatMap((d) => d.results.map((r) => r.result))).toEqual(engine.damageFaces);
    tally.damaged++;
  });

  it("covered failed cost rolls (Fatigue raised before the numbers were shown), damage rolled and attacks without damage", () => {
    expect(tally.damaged).toBeGreaterThanOrEqual(80);
    expect(tally.noDamage).toBeGreaterThanOrEqual(12);
    expect(tally.failedCosts).toBeGreaterThan(20);
  });
});

describe("Multi-Throw", () => {
  it("shows what it resolves for DEX 20, STR 20: Accuracy 14 and 2d6 + 2×5 (two shuriken), not one weapon's 12 and 1d6 + 1×5", async () => {
    const multiThrow = packItems("basic-actions").find((i) => i.name === "Multi-Throw") as PackItem;
    const stats: Stats = { str: 20, dex: 20, agi: 20, res: 60, cha: 20 };
    const { table, engine } = await playBoth(multiThrow, stats);
    const facts = table.card.flags.shinobi?.card?.facts;
    expect(engine.defense.accuracy).toBe(14);
    expect(engine.damaged?.hits?.[0]?.damage.damageFormula).toBe("2d6 + 2×5");
    expect([facts?.accuracy, facts?.damage]).toEqual([14, "2d6 + 2×5"]);
    expect(shown(table.posted)).toEqual({ accuracy: 14, damage: "2d6 + 2×5" });
    expect(table.card.flags.shinobi?.card?.attack.hits).toEqual(engine.damaged?.hits);
    // Both shuriken's dice were rolled: two d6.
    expect(engine.damageFaces).toHaveLength(2);
  });
});

describe("Damage Reduction at the table", () => {
  it("comes from a unique's modifier and mitigates the card's hit exactly as the engine's damageReduction does", async () => {
    const item = ATTACKS.find((i) => (actionOf(i)?.damage?.dice ?? "") !== "" && !actionOf(i)?.multiThrow && !actionOf(i)?.variable) as PackItem;
    const ironSkin: PackItem = { name: "Iron Skin", type: "ability", system: { modifiers: [{ target: "damageReduction", value: 10 }] } };
    const attacker = await createActor(actorSource("Attacker", STRONG, [item]));
    const target = await createActor(actorSource("Target", TARGET_STATS, [ironSkin]));
    const itemId = [...attacker.items].find((i) => i.name === item.name)?.id ?? "";
    const { icCardStep: requestCardStep } = await import("../../src/rulesets/ic/attack/card-steps");
    harness.CONFIG.Dice.randomUniform = uniforms(DECLARE.high);
    await attacker.useTechnique(itemId, { targetActorId: target.id });
    const card = lastMessage();
    await requestCardStep(card.id, { step: "defend", choice: "none" });
    harness.CONFIG.Dice.randomUniform = uniforms(DAMAGE);
    await requestCardStep(card.id, { step: "damage" });
    const tableHit = (harness.game.messages.get(card.id) as unknown as CardMessage).flags.shinobi?.card?.attack.hits?.[0]?.damage;

    // The engine on plain data: the same target with Damage Reduction 10 of its own, as a scenario gives it.
    const engineHit = (damageReduction: number) => {
      const me = combatant(attacker.id, "Attacker", STRONG);
      const them = { ...combatant(target.id, "Target", TARGET_STATS), damageReduction };
      const action = actionOf(item) as Ic["action"];
      const declared = rules.declare(rules.outsideCombat(me), action, { ic: 0, apSpent: 0 }, OPTIONS, engineDice(DECLARE.high));
      const opened = rules.attack.open(declared.actor, declared, { targetId: them.id }, them, OPTIONS, fixedDice([]));
      const answered = rules.attack.answer(opened, declared.actor, them, { kind: "none" }, OPTIONS, fixedDice([])).attack;
      return rules.attack.damage(answered, declared.actor, them, null, OPTIONS, engineDice(DAMAGE)).hits?.[0]?.damage;
    };
    const withDr = engineHit(10);
    const without = engineHit(0);
    expect(tableHit?.damageRolled).toBeGreaterThan(10);
    expect(tableHit).toEqual(withDr);
    expect(tableHit?.damage).toBe((without?.damage ?? 0) - 10);
    expect(tableHit?.mitigation.find((m) => m.step === "damageReduction")).toEqual({ step: "damageReduction", before: tableHit?.damageRolled, after: tableHit?.damage });
  });
});
