import { askGm } from "../../../authority/gm-requests";
import { gmQueue } from "../../../authority/gm-queue";
import { fieldOf, record } from "../../../authority/request-fields";
import { actorByRef, actorRef, actorRefField } from "../../../documents/actor-ref";
import { localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { fighterOf, fighterWrites, persistFighters } from "../attack/fighters";
import { rollkeepOptions } from "../options";

type User = NonNullable<typeof game.user>;

/** The request a player's client sends the GM to spend a fighter's Center/Void bonus on a roll it is about to make (ST7, ST8). */
export const RK_FOCUS_REQUEST = "rkFocus";

/**
 * The GM's client marks this round's Center/Void bonus spent on the actor's combatant, in its
 * queue, after the port finds it open for a roll now (4e: in the fighter's own turn; once a
 * round); refused with the rules' reason otherwise, and nothing written. The roll itself is the
 * player's own, as every plain roll is; the mark is the fight's, so the GM writes it.
 */
async function spendFocusFor(actor: Actor.Implementation, requester: User): Promise<void> {
  return gmQueue.run(async () => {
    if (!actor.testUserPermission(requester, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
    const fighter = fighterOf(actor);
    const options = rollkeepOptions();
    let after;
    try {
      after = RULESET_EXTRAS.rollkeep.focus.spend(fighter.state, fighter.at, options).combatant;
    } catch (error) {
      throw refusalError(error);
    }
    await persistFighters([fighterWrites(fighter, after, options)]);
  });
}

/** Spends the actor's Center/Void bonus for a roll it makes now, through the GM's client. */
export async function requestFocus(actor: Actor.Implementation): Promise<void> {
  await askGm(RK_FOCUS_REQUEST, { actor: actorRef(actor) });
}

/** The GM's side of a player's request: the actor read as an untrusted choice, the requester checked against it. */
export async function handleFocusRequest(payload: unknown, requester: User): Promise<null> {
  const request = record(payload, "payload");
  const actor = actorByRef(actorRefField(fieldOf(request, "actor"), "actor"));
  if (!actor) throw new Error(localize("SHINOBI.Card.gone"));
  await spendFocusFor(actor, requester);
  return null;
}
