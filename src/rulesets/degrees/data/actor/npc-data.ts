import { GROUP_NAME_MAX } from "../bounds";
import { choiceField } from "../../../fields";
import { MOUNT_KINDS } from "../choices";
import { flagField, textField } from "../fields";
import { lengthProblem, refuseFirst } from "../problems";
import { degreesActorFields } from "./actor-schema";
import { DegreesActorData, actorLinksProblem, type ActorLinks } from "./degrees-actor-data";

const npcFields = () => ({
  ...degreesActorFields(),
  /** A minion: no Vigor check against a mercy strike (M61), and usually part of a group's turn (M8). */
  minion: flagField(false, "SHINOBI.Degrees.Npc.minion"),
  /**
   * The initiative group it acts with: NPCs of one group share one roll and one turn (M8). Blank
   * joins the GM's whole side, the text's usual single roll for all enemies.
   */
  initiativeGroup: textField("SHINOBI.Degrees.Npc.initiativeGroup"),
  /** What it is as a mount: none, a common one (Animal Handling 2 to ride) or a special one (Large or bigger), M90–M92. */
  mountKind: choiceField(MOUNT_KINDS, "none", "SHINOBI.Degrees.Npc.mountKind"),
});

export type NpcFields = ReturnType<typeof npcFields>;

/** A GM-run character of the degrees ruleset: the same numbers as a character, shown on a compact sheet. */
export class DgNpcData extends DegreesActorData<NpcFields> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Actor", type: "dgNpc" } as const;

  static override defineSchema(): NpcFields {
    return npcFields();
  }

  /** Its links name actors, and its group's name stays short. */
  static override validateJoint(data: never): void {
    const npc = data as ActorLinks & { initiativeGroup: string };
    refuseFirst(actorLinksProblem(npc), lengthProblem("initiativeGroup", npc.initiativeGroup, GROUP_NAME_MAX));
  }
}
