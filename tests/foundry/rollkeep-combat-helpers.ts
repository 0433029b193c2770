import { ActorDouble, bootSystem, type Harness } from "../harness";

/** The documents and methods the roll-and-keep combat tests use, as the harness holds them. */
export interface RkCombatDoc {
  id: string;
  round: number;
  turn: number | null;
  started: boolean;
  moment: number;
  system: { moment: number; duel: { stage: string; result: string; winner: string; firstStriker: number | null; assessed: { total: number; focusBonus: unknown }[] } };
  turns: { id: string; name: string }[];
  combatants: { get(id: string): CombatantDoc | undefined; contents: CombatantDoc[] };
  rollInitiative(ids: string | string[]): Promise<unknown>;
  startCombat(): Promise<unknown>;
  nextTurn(): Promise<unknown>;
  nextRound(): Promise<unknown>;
  declareAction(id: string, action: object, choice?: object): Promise<{ startedTurn: boolean; speed: string | null; actor: { turn: { budget: { simple: number } } | null } }>;
  chooseOpeningStance(id: string, stance: string): Promise<void>;
  startDuel(a: string, b: string, stakes: string): Promise<void>;
  nextDuelStage(): Promise<{ stage: string; result: string }>;
  dueCombatant(): { id: string } | undefined;
  fighterOf(c: unknown): { state: Record<string, unknown> & { stance: string; initiative: number | null; tieOrder: number; slot: number | null; conditions: Record<string, unknown>; character: { wounds: number } } } | null;
  update(changes: object): Promise<unknown>;
}
export interface CombatantDoc {
  id: string;
  name: string;
  initiative: number | null;
  actorId: string;
  system: { tieOrder: number; slot: number | null; delayed: boolean; turn: { at: number | null; simple: number; complex: number }; recovery: { dazed: { failures: number } }; openingChosen: boolean };
}

/** A roll-and-keep world (4e, or the house rules when asked) booted in the harness. */
export async function rollkeepWorld(variant: "4e" | "house" = "4e"): Promise<Harness> {
  const harness = await bootSystem({ ruleset: "rollkeep" });
  if (variant === "house") harness.game.settings.store("shinobi", "rkVariant", "house");
  return harness;
}

/** A samurai with every trait at `trait`, the skills given, no wounds, a katana in hand. */
export function samurai(name: string, traits: Partial<Record<string, number>> = {}, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const base = { awareness: 2, reflexes: 2, willpower: 2, stamina: 2, intelligence: 2, agility: 2, perception: 2, strength: 2 };
  return {
    name,
    type: "rkSamurai",
    system: { traits: { ...base, ...traits }, void: 2, insightRank: 1, skills: [{ key: "kenjutsu", rank: 2, emphases: [] }, { key: "defense", rank: 1, emphases: [] }, { key: "iaijutsu", rank: 3, emphases: [] }], voidPoints: { value: 2, round: null, spent: [] }, wounds: 0, stance: "attack", school: { name: "", rank: 1 } },
    items: [{ name: "Katana", type: "rkWeapon", system: { damage: { rolled: 3, kept: 2 }, size: "medium", skill: "kenjutsu", wielded: true } }],
    ...extra,
  };
}

/** Actors and a roll-and-keep combat holding them (no initiative unless given), viewed as the world's combat. */
export async function rkFight(harness: Harness, sources: Record<string, unknown>[], initiative: (number | null)[] = [], system: object[] = []): Promise<{ combat: RkCombatDoc; ids: string[]; actors: ActorDouble[] }> {
  const actors: ActorDouble[] = [];
  for (const source of sources) actors.push((await ActorDouble.create(source)) as ActorDouble);
  const combat = (await (Combat as unknown as { create(d: object): Promise<RkCombatDoc> }).create({
    type: "rk",
    combatants: actors.map((a, i) => ({ type: "rk", actorId: a.id, name: a.name, initiative: initiative[i] ?? null, system: system[i] ?? {} })),
  })) as RkCombatDoc;
  Object.assign(harness.game, { combat });
  return { combat, ids: actors.map((a) => combat.combatants.contents.find((c) => c.actorId === a.id)!.id), actors };
}

export { sendAs } from "../fixtures/requests";
