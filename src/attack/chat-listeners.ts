import type { CardState } from "../rulesets/ic/card-view";
import { requestCardStep, type CardStep } from "./card-steps";

type DefenseChoice = Extract<CardStep, { step: "defend" }>["choice"];

/** The actor who would take the hit for the target: a token the user controls, else their character. */
function protectorFor(targetId: string): string | undefined {
  const controlled = (globalThis as { canvas?: { tokens?: { controlled?: { actor?: { id?: string | null } | null }[] } } }).canvas?.tokens?.controlled ?? [];
  for (const token of controlled) if (token.actor?.id && token.actor.id !== targetId) return token.actor.id;
  const character = game.user?.character?.id;
  return character && character !== targetId ? character : undefined;
}

function stepFor(button: HTMLButtonElement, card: CardState, html: HTMLElement): CardStep {
  const kind = button.dataset.shinobiStep;
  if (kind === "defend") {
    const choice = button.dataset.choice as DefenseChoice;
    if (choice === "takeTheHit") return { step: "defend", choice, protectorActorId: protectorFor(card.attack.targetId) };
    if (choice === "technique") return { step: "defend", choice, techniqueId: html.querySelector<HTMLSelectElement>("[data-shinobi-technique]")?.value };
    return { step: "defend", choice };
  }
  if (kind === "willpower") return { step: "willpower", side: button.dataset.side === "attacker" ? "attacker" : "defender" };
  return kind === "damage" ? { step: "damage" } : { step: "apply" };
}

/**
 * Gives attack cards their buttons: each click asks for one step of the attack (see
 * requestCardStep). Controls for an actor the user does not own are hidden; the step is
 * checked again where it runs. Listeners only: drawing a card never sends anything.
 */
export function activateChatCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const card = (message.flags as { shinobi?: { card?: CardState } } | undefined)?.shinobi?.card;
  if (!card) return;
  for (const element of html.querySelectorAll<HTMLElement>("[data-actor]")) {
    const actor = game.actors?.get(element.dataset.actor ?? "");
    if (!game.user || !actor?.testUserPermission(game.user, "OWNER")) element.hidden = true;
  }
  for (const button of html.querySelectorAll<HTMLButtonElement>("button[data-shinobi-step]")) {
    button.addEventListener("click", () => {
      button.disabled = true;
      requestCardStep(message.id ?? "", stepFor(button, card, html)).catch((error: unknown) => {
        button.disabled = false;
        ui.notifications?.error((error as Error).message);
      });
    });
  }
}
