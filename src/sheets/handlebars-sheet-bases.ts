/*
 * fvtt-types 13.345 cannot type `HandlebarsApplicationMixin(ActorSheetV2)` (or ItemSheetV2):
 * evaluating the mixed class exhausts tsc's memory. The runtime classes below are exactly
 * that mix; their static types are written out by hand with the Handlebars members the
 * sheets use, so the rest of the code stays fully typed.
 */
type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;
type RenderOptions = foundry.applications.api.HandlebarsApplicationMixin.RenderOptions;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a type-only description of the runtime mix
declare abstract class HandlebarsActorSheet extends foundry.applications.sheets.ActorSheetV2 {
  static PARTS: Record<string, TemplatePart>;
  protected _configureRenderParts(options: RenderOptions): Record<string, TemplatePart>;
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a type-only description of the runtime mix
declare abstract class HandlebarsItemSheet extends foundry.applications.sheets.ItemSheetV2 {
  static PARTS: Record<string, TemplatePart>;
  protected _configureRenderParts(options: RenderOptions): Record<string, TemplatePart>;
}

type AnyApplicationClass = typeof foundry.applications.api.ApplicationV2;

export function handlebarsActorSheetBase(): typeof HandlebarsActorSheet {
  const { HandlebarsApplicationMixin } = foundry.applications.api;
  // The mixin's typed form exhausts tsc (see above): the class goes in as a plain application and comes out as its hand-written type.
  const base = foundry.applications.sheets.ActorSheetV2 as unknown as AnyApplicationClass;
  return HandlebarsApplicationMixin(base) as unknown as typeof HandlebarsActorSheet;
}

export function handlebarsItemSheetBase(): typeof HandlebarsItemSheet {
  const { HandlebarsApplicationMixin } = foundry.applications.api;
  // As for the actor sheet base.
  const base = foundry.applications.sheets.ItemSheetV2 as unknown as AnyApplicationClass;
  return HandlebarsApplicationMixin(base) as unknown as typeof HandlebarsItemSheet;
}
