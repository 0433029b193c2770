import { SYSTEM_ID } from "../constants";
import { actorByRef, actorRef } from "../documents/actor-ref";
import type { CardClick } from "../rulesets/pieces";
import { activePieces } from "../rulesets";

/** The actor who would take the hit for the target: a token the user controls (its own actor), else their character. */
function protectorFor(target: string | undefined): string | undefined {
  const controlled = (globalThis as { canvas?: { tokens?: { controlled?: { actor?: { id: string | null; uuid: string | null; isToken: boolean } | null }[] } } }).canvas?.tokens?.controlled ?? [];
  for (const token of controlled) if (token.actor && actorRef(token.actor) !== target) return actorRef(token.actor);
  const character = game.user?.character;
  return character && actorRef(character) !== target ? actorRef(character) : undefined;
}

/** Who steps in for the target: the one a button names (degrees' helpers), else, taking the hit (IC), the user's own token or character. */
function protectorOf(button: HTMLButtonElement, html: HTMLElement, choice: string | undefined): Pick<CardClick, "protectorActorId" | "move"> {
  const named = button.dataset.protector;
  // A helper running to the ally says so in the card's box (degrees' Help Ally, M77).
  // A defence by technique is cast where one stands (degrees, M71): the box is not its.
  if (named) return { protectorActorId: named, ...(choice !== "technique" && html.querySelector<HTMLInputElement>("[data-shinobi-move]")?.checked ? { move: true } : {}) };
  return choice === "takeTheHit" ? { protectorActorId: protectorFor(html.querySelector<HTMLElement>("[data-target]")?.dataset.target) ?? "" } : {};
}

/** What a button asks for, read off its data attributes: the step, its choice or side, a picked technique, a protector. */
function clickOf(button: HTMLButtonElement, html: HTMLElement): CardClick {
  const { shinobiStep = "", choice, side } = button.dataset;
  return {
    step: shinobiStep,
    ...(choice ? { choice } : {}),
    ...(side ? { side } : {}),
    // A technique's own button names it (degrees); else the card's technique picker does (IC).
    ...(choice === "technique" ? { techniqueId: button.dataset.techniqueId ?? html.querySelector<HTMLSelectElement>("[data-shinobi-technique]")?.value ?? "" } : {}),
    ...protectorOf(button, html, choice),
  };
}

/**
 * Gives attack cards their buttons: each click asks the active ruleset to carry out one step
 * (it checks the step again where it runs). Controls for an actor the user does not own are
 * hidden. Listeners only: drawing a card never sends anything.
 */
export function activateChatCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const flags = message.flags[SYSTEM_ID];
  if (!flags?.card && !flags?.degreesCard && !flags?.degreesObjectCard && !flags?.rkCard && !flags?.rkEffort) return;
  for (const element of html.querySelectorAll<HTMLElement>("[data-actor]")) {
    const actor = actorByRef(element.dataset.actor ?? "");
    if (!game.user || !actor?.testUserPermission(game.user, "OWNER")) element.hidden = true;
  }
  for (const button of html.querySelectorAll<HTMLButtonElement>("button[data-shinobi-step]")) {
    button.addEventListener("click", () => {
      button.disabled = true;
      activePieces().cardStep(message.id ?? "", clickOf(button, html)).catch((error: unknown) => {
        button.disabled = false;
        ui.notifications?.error(error instanceof Error ? error.message : String(error));
      });
    });
  }
}
