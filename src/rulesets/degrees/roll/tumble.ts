import { askGm } from "../../../authority/gm-requests";
import { gmQueue } from "../../../authority/gm-queue";
import { fieldOf, record, RequestRefused } from "../../../authority/request-fields";
import { actorRef } from "../../../documents/actor-ref";
import { format } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { declareMoment, fighterActor, fightOf, readFighter, requireCommand, writeFighters } from "../attack/fighters";
import { degreesOptions } from "../options";
import { degreesExtras } from "../state";
import { postCheckCard } from "./check-card";

type User = NonNullable<typeof game.user>;

/** The request a player's client sends the GM to tumble past a foe (M55). */
export const DG_TUMBLE_REQUEST = "dgTumble";

/** Whether the sheet's Acrobatics is a tumble past this foe: both fighting in the viewed fight, the foe not the roller. */
export function tumblesPast(actor: Actor.Implementation, foe: Actor.Implementation | null): foe is Actor.Implementation {
  const fight = fightOf(actor);
  return foe !== null && fight !== null && actorRef(foe) !== actorRef(actor) && fightOf(foe)?.combat === fight.combat;
}

/** Asks the GM's client to roll the actor's tumble past the foe. */
export async function requestTumble(actor: Actor.Implementation, foe: Actor.Implementation): Promise<void> {
  await askGm(DG_TUMBLE_REQUEST, { actor: actorRef(actor), foe: actorRef(foe) });
}

/**
 * The GM's side of a tumble (M55): the sender commands the mover; mover and foe are degrees
 * fighters of the same fight, not the same one. The port refuses, before any roll, a tumble off the
 * mover's turn, by one who cannot act, or past a foe already tried this round. The mover's
 * Acrobatics is rolled from its sheet against 9 + the foe's Melee (`tumbleDcBase`) on a card saying
 * whether the foe keeps its opening; the mover's combatant remembers the try for the round, and on
 * a success that the foe's opportunity attack is refused, in one write after the card.
 */
export async function handleTumbleRequest(payload: unknown, requester: User): Promise<boolean> {
  const request = record(payload, "payload");
  const actor = fighterActor(fieldOf(request, "actor"), "actor");
  requireCommand(actor, requester);
  const foe = fighterActor(fieldOf(request, "foe"), "foe");
  if (!tumblesPast(actor, foe)) throw new RequestRefused("foe");
  return gmQueue.run(() => tumble(actor, foe));
}

async function tumble(actor: Actor.Implementation, foe: Actor.Implementation): Promise<boolean> {
  const mover = readFighter(actor);
  const against = readFighter(foe).state;
  const options = degreesOptions();
  const at = declareMoment(actor);
  let rated: ReturnType<typeof degreesExtras.tumbleCheck>;
  try {
    rated = degreesExtras.tumbleCheck(mover.state, against, options, at);
  } catch (error) {
    throw refusalError(error);
  }
  const verdict = (total: number) => ({ label: "SHINOBI.Degrees.Tumble.outcome", value: format(degreesExtras.meetsDc(total, rated.dc, options) ? "SHINOBI.Degrees.Tumble.past" : "SHINOBI.Degrees.Tumble.caught", { foe: foe.name }) });
  const heading = { label: format("SHINOBI.Degrees.Tumble.label", { foe: foe.name }), img: actor.img ?? null, facts: [{ label: "SHINOBI.Degrees.Sheet.dc", value: rated.dc }], verdict };
  const message = await postCheckCard(actor, [rated.check.bonus], heading);
  const total = message?.rolls[0]?.total;
  if (total === undefined) return false;
  const { fighter, succeeded } = degreesExtras.tumblePast(mover.state, against, total, options, at);
  await writeFighters([{ read: mover, after: fighter }]);
  return succeeded;
}
