export * from "./actor";
export * from "./combat";
export * from "./item";
export * from "./effect";
