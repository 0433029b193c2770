/** Grappling in both books, and the optional sumai bout (inventory §11). */
export * from "./grapple";
export * from "./sumai";
