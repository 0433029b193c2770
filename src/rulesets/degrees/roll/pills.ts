import { gmQueue } from "../../../authority/gm-queue";
import { askGm } from "../../../authority/gm-requests";
import { fieldOf, integerIn, record } from "../../../authority/request-fields";
import { actorRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { fighterActor, fightOf, requireCommand } from "../attack/fighters";
import { degreesOptions } from "../options";
import { persistCharacterWrites } from "../persist";
import { characterWrites, degreesExtras, degreesRules, readCharacter, type DegreesActorLike } from "../state";
import { postUseCard } from "./check-card";
import { askPills } from "../sheets/pills-dialog";
import { SYSTEM_ID } from "../../../constants";

type User = NonNullable<typeof game.user>;
type PillsTaken = ReturnType<typeof degreesExtras.takeSoldierPills>;

/** Soldier pills taken (M51), asked of the GM's client. */
export const DG_PILLS_REQUEST = "dgPills";

/** The port's basic action the pills take in a fight: one partial action, however many (M51). */
const PILL_ACTION = "soldierPill";

/** Whether an item is the soldier pills, by its data (`flags.shinobi.maneuver`, the maneuvers pack's key), never by its name. */
export function isPillItem(item: Item.Implementation): boolean {
  return item.flags[SYSTEM_ID]?.maneuver === PILL_ACTION;
}

/** The pills the actor's sheet counts since the last rest (M51). */
export function pillsSinceRest(actor: DegreesActorLike): number {
  return readCharacter(actor).state.pillsSinceRest ?? 0;
}

/** The user's soldier pills for the actor (the sheet's button, the pack's item): how many asked in a dialog, then the GM's client asked; nothing when it is closed. */
export async function takePills(actor: Actor.Implementation): Promise<void> {
  const count = await askPills(pillsSinceRest(actor));
  if (count !== null) await requestPills(actor, count);
}

/** Asks the GM's client to give the actor `count` soldier pills (one partial action in a fight). */
export async function requestPills(actor: Actor.Implementation, count: number): Promise<void> {
  await askGm(DG_PILLS_REQUEST, { actor: actorRef(actor), count });
}

/** Whether soldier pills work on the actor: not on one its sheet marks a clone or a non-human creature (M51). */
function affected(actor: DegreesActorLike): boolean {
  // The degrees actor data models define `system.chakra` (data/actor/actor-schema.ts); an ActorLike's system is not narrowed by its type.
  return !(actor.system as { chakra: { pillProof: boolean } }).chakra.pillProof;
}

/** The card's line for what the pills do to the body: now, in an hour, an overdose, or nothing at all. */
function aftermathLine(taken: PillsTaken): string {
  const aftermath = taken.aftermath;
  if (!aftermath) return localize("SHINOBI.Degrees.Pills.none");
  if ("overdose" in aftermath) return format("SHINOBI.Degrees.Pills.overdose", { days: String(aftermath.overdose.exhaustedDays), treated: String(aftermath.overdose.treatedDays) });
  const condition = localize(`SHINOBI.Degrees.Condition.${aftermath.condition}`);
  return format(aftermath.afterHours === 0 ? "SHINOBI.Degrees.Pills.now" : "SHINOBI.Degrees.Pills.later", { condition });
}

/** The port's pills for the actor as read, a refusal worded for the table. */
function pillsOf(state: ReturnType<typeof readCharacter>["state"], count: number, actor: Actor.Implementation): PillsTaken {
  try {
    return degreesExtras.takeSoldierPills(state, count, affected(actor), degreesOptions());
  } catch (error) {
    throw refusalError(error);
  }
}

/**
 * The GM's side (M51): the sender commands the actor, a degrees actor; the count is a whole number
 * from 1 to 4. In the viewed fight the pills are the `soldierPill` basic action declared through
 * the fight first, in the same task of the GM's queue (its turn, a partial action left: refused and
 * nothing written otherwise). The actor is then read again from its document and the port's pills written in one update (chakra,
 * the count since the last rest, what takes hold at once as effects), and a card says what they did.
 */
export async function handlePillsRequest(payload: unknown, requester: User): Promise<void> {
  const request = record(payload, "payload");
  const actor = fighterActor(fieldOf(request, "actor"), "actor");
  requireCommand(actor, requester);
  const count = integerIn(fieldOf(request, "count"), "count", 1, degreesExtras.pillsAtOnceMax);
  const action = degreesRules.basicActions[PILL_ACTION];
  // The declaration, the read and the write one task of the GM's queue: two doses sent together are
  // counted one after the other, and nothing queued between them sees the action spent without the pills.
  const taken = await gmQueue.run(async () => {
    // Asked of the actor before anything is spent, so a dose the rules refuse costs no action.
    pillsOf(readCharacter(actor).state, count, actor);
    const fight = fightOf(actor);
    if (fight && action) await fight.combat.declareInTask(fight.combatant.id ?? "", action);
    const { state, source } = readCharacter(actor);
    const after = pillsOf(state, count, actor);
    await persistCharacterWrites([characterWrites(state, after.fighter, source)]);
    return after;
  });
  await postUseCard(actor, {
    label: format("SHINOBI.Degrees.Pills.heading", { name: actor.name ?? "", count: String(count) }),
    img: actor.img ?? null,
    facts: [
      { label: "SHINOBI.Degrees.Pills.regained", value: `${taken.regained} (${taken.fighter.chakra})` },
      { label: "SHINOBI.Degrees.Pills.sinceRest", value: taken.fighter.pillsSinceRest ?? 0 },
      { label: "SHINOBI.Degrees.Pills.title", value: aftermathLine(taken) },
    ],
  });
}
