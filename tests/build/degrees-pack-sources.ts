import type { Harness } from "../harness";
import type { PackDocument } from "./pack-sources";

/** The degrees packs this branch ships, by name. */
export const DEGREES_PACKS = ["degrees-weapons", "degrees-objects", "degrees-techniques", "degrees-maneuvers", "degrees-conditions", "degrees-tables", "degrees-characters", "degrees-macros"] as const;

const ACTOR_TYPES = ["dgCharacter", "dgNpc"];

type Model = { schema: { clean(source: unknown): Record<string, unknown> } };

/** A document's system data as its model stores it: defaults filled in, unknown keys dropped. */
export function storedSystem(harness: Harness, doc: PackDocument): Record<string, unknown> {
  const documentName = ACTOR_TYPES.includes(String(doc.type)) ? "Actor" : "Item";
  const model = harness.CONFIG[documentName].dataModels[String(doc.type)] as Model | undefined;
  if (!model) throw new Error(`${doc.name}: no ${documentName} model for type ${String(doc.type)}`);
  return model.schema.clean(doc.system);
}

/** The text of an HTML fragment with its tags dropped and its spaces collapsed, for reading numbers out of descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
