import { expect } from "vitest";
import { actAs, type ActorDouble } from "../harness";
import { BANDIT_SOURCE, FIRE_JET, KIBA_SOURCE, SHINO_SOURCE } from "../fixtures/degrees-attack";
import { createDgActor, d8, itemIdOf, lastCardIn, type degreesAttackWorld, type DgCard } from "../fixtures/degrees-card";
import { dgFight } from "./degrees-combat-helpers";
import type { DgCombat } from "../../src/rulesets/degrees/combat";

type World = ReturnType<typeof degreesAttackWorld>;

/** The fight, the bandit's turn first (initiative 20), and its Fire Jet at Kiba (or at Shino, carrying `shinoItems`) on the card (2d8 3 + 3, Ranged 2: 8). */
export async function fireJet(world: World, atShino = false, shinoItems: readonly object[] = SHINO_SOURCE.items): Promise<{ combat: DgCombat; kiba: ActorDouble; shino: ActorDouble; bandit: ActorDouble; card: DgCard }> {
  const { harness, attack } = world;
  actAs(harness, "gm");
  const kiba = await createDgActor(KIBA_SOURCE);
  const shino = await createDgActor(SHINO_SOURCE, { items: [...shinoItems] });
  const bandit = await createDgActor(BANDIT_SOURCE, { items: [...BANDIT_SOURCE.items, FIRE_JET] });
  const combat = await dgFight([kiba, shino, bandit], (i) => ({ initiative: [6, 5, 20][i] }));
  (harness.game as unknown as { combat: unknown }).combat = combat;
  await combat.startCombat();
  d8(3, 3);
  expect(await attack.useItem(bandit as never, itemIdOf(bandit, "Fire Jet"), { targetActorId: (atShino ? shino : kiba).id, choice: {} })).toEqual({ opened: true });
  return { combat, kiba, shino, bandit, card: lastCardIn(harness) };
}

/** A click on the card by the player. */
export async function clickAsPlayer(world: World, card: DgCard, step: object): Promise<void> {
  actAs(world.harness, "player");
  await world.attack.degreesCardStep(card.id, step as never);
}
