import { defendFromCard, type CardAttack } from "./defend-from-card";
import type { DefenseChoice } from "../rules/ic/resolve/attack";

/**
 * Gives technique cards their Defend buttons: clicking one answers the attack for the target
 * (see defendFromCard). Listeners only; the card itself never sends anything when drawn.
 */
export function activateChatCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const attack = (message.flags as { shinobi?: { attack?: CardAttack } } | undefined)?.shinobi?.attack;
  if (!attack) return;
  for (const button of html.querySelectorAll<HTMLButtonElement>("[data-shinobi-defend]")) {
    button.addEventListener("click", () => {
      defendFromCard(attack, button.dataset.shinobiDefend as DefenseChoice).catch((error: unknown) => ui.notifications?.error((error as Error).message));
    });
  }
}
