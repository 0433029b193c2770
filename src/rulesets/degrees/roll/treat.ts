import { gmQueue } from "../../../authority/gm-queue";
import { askGm } from "../../../authority/gm-requests";
import { fieldOf, record } from "../../../authority/request-fields";
import { actorRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { fighterActor, fightOf, requireCommand } from "../attack/fighters";
import { degreesOptions } from "../options";
import { persistCharacterWrites } from "../persist";
import { characterWrites, degreesExtras, degreesRules, readCharacter } from "../state";
import { postCheckCard } from "./check-card";
import { requireSameFight } from "../../same-fight";

type User = NonNullable<typeof game.user>;

/** A healer's Medicine on someone else's wound, asked of the GM's client (M42). */
export const DG_TREAT_REQUEST = "dgTreat";

/** The healer's Medicine on the user's first targeted token, through the GM's client (the patient is seldom the healer's player's to write). */
export async function treatTarget(healer: Actor.Implementation): Promise<void> {
  const patient = [...(game.user?.targets ?? [])].find((t) => t.actor)?.actor;
  if (!patient) throw new Error(localize("SHINOBI.Degrees.Treat.noTarget"));
  await askGm(DG_TREAT_REQUEST, { healer: actorRef(healer), patient: actorRef(patient) });
}

/**
 * The GM's side (M42): the sender commands the healer; healer and patient are degrees actors, read
 * from the documents. A healer in the viewed fight spends its standard action through the fight
 * (its own turn, the round's budget), or nothing is rolled. The healer's Medicine check (as the port offers it, conditions included) is
 * rolled on a card against 16; on a success a dying patient is Stable and its bleeding stopped, or
 * one Bleeding stack of a patient who is not dying stops, written in one update.
 */
export async function handleTreatRequest(payload: unknown, requester: User): Promise<void> {
  const request = record(payload, "payload");
  const healer = fighterActor(fieldOf(request, "healer"), "healer");
  requireCommand(healer, requester);
  const patient = fighterActor(fieldOf(request, "patient"), "patient");
  // One task of the GM's queue from the fight's check to the patient's write: a fight begun or
  // ended, an Apply or another treatment queued before it are all read as they left the documents.
  await gmQueue.run(async () => {
    requireSameFight(healer, patient, requester, "healer");
    const options = degreesOptions();
    // In the viewed fight the healer spends its standard action first, on its own turn (M42): refused, nothing is rolled.
    const fight = fightOf(healer);
    const treating = degreesRules.basicActions.stabilise;
    if (fight && treating) await fight.combat.declareInTask(fight.combatant.id ?? "", treating);
    const medicine = degreesRules.checks(readCharacter(healer).state, options).find((c) => c.key === "medicine");
    if (!medicine) throw new Error(format("SHINOBI.Sheet.noCheck", { key: "medicine" }));
    const message = await postCheckCard(healer, [medicine.bonus], { label: format("SHINOBI.Degrees.Treat.heading", { patient: patient.name ?? "" }), img: healer.img ?? null, facts: [{ label: "SHINOBI.Degrees.Sheet.dc", value: degreesExtras.medicineDc }] });
    const total = message?.rolls[0]?.total;
    if (total === undefined) return;
    const { state, source } = readCharacter(patient);
    const { fighter } = degreesExtras.stabilise(state, total, options, "medicine");
    await persistCharacterWrites([characterWrites(state, fighter, source)]);
  });
}
