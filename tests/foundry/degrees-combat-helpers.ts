import { ActorDouble, bootSystem, type Harness } from "../harness";
import type { DgCombat } from "../../src/rulesets/degrees/combat";

/** A degrees world for the fight's tests, booted as a world that plays `degrees` is. */
export function bootDegreesFight(options: { isGM?: boolean } = {}): Promise<Harness> {
  return bootSystem({ ...options, ruleset: "degrees" });
}

/** A degrees actor as a test builds it: a shinobi with the given Dexterity and Notice (initiative 1d8 + both, M5), and effects. */
export interface FighterSpec {
  name: string;
  dexterity?: number;
  notice?: number;
  type?: "dgCharacter" | "dgNpc";
  hp?: number;
  vigor?: number;
  owner?: string;
  effects?: object[];
  system?: object;
  img?: string;
}

export async function dgActor(spec: FighterSpec): Promise<ActorDouble> {
  const vigor = spec.vigor ?? 3;
  return (await ActorDouble.create({
    name: spec.name,
    type: spec.type ?? "dgCharacter",
    ...(spec.img ? { img: spec.img } : {}),
    ownership: spec.owner ? { default: 0, [spec.owner]: 3 } : { default: 0 },
    system: {
      attributes: { strength: 3, dexterity: spec.dexterity ?? 3, vigor, spirit: 3, intelligence: 2 },
      campaignLevel: 2,
      accuracies: { melee: 3, ranged: 3, dodge: 3, anticipate: 2 },
      skills: { notice: spec.notice ?? 2 },
      hp: { value: spec.hp ?? 10 + 3 * vigor + 10, nonLethal: 0, stable: false },
      chakra: { value: 19 },
      ...spec.system,
    },
    effects: spec.effects ?? [],
  })) as ActorDouble;
}

/** A fight of these actors (each with a `dg` combatant, unrolled unless given), as the GM creates one. */
export async function dgFight(actors: readonly ActorDouble[], more: (i: number) => object = () => ({})): Promise<DgCombat> {
  // Combat.create returns the configured class, DgCombat in a degrees world.
  const combat = (await (Combat as unknown as { create(d: object): Promise<DgCombat> }).create({
    type: "dg",
    combatants: actors.map((a, i) => ({ type: "dg", actorId: a.id, name: a.name, img: a.img, initiative: null, ...more(i) })),
  }))!;
  return combat;
}

/** The combatant id of an actor in a fight. */
export function combatantIdOf(combat: DgCombat, actor: ActorDouble): string {
  const found = combat.combatants.contents.find((c) => c.actorId === actor.id);
  if (!found?.id) throw new Error(`${actor.name} is not in the fight`);
  return found.id;
}
