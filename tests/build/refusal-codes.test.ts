import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { refusalText, type RefusalWords } from "../../src/refusal-message";
import { REPO } from "../harness/handlebars";
import { strictWords } from "../fixtures/refusals";
import { scanRefusals, type Place, type RefusalScan } from "./refusal-sites";

const LANGS = ["en", "pt-BR"] as const;
const REFUSALS = Object.fromEntries(LANGS.map((lang) => [lang, (JSON.parse(readFileSync(join(REPO, "lang", `${lang}.json`), "utf8")) as { SHINOBI: { Refusal: unknown } }).SHINOBI.Refusal]));

/** The wording at a dotted code's path under SHINOBI.Refusal in one language. */
function wordingOf(lang: (typeof LANGS)[number], code: string): string | undefined {
  let text: unknown = REFUSALS[lang];
  for (const part of code.split(".")) text = typeof text === "object" && text !== null && Object.hasOwn(text, part) ? (text as Record<string, unknown>)[part] : undefined;
  return typeof text === "string" ? text : undefined;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
const at = (p: Place): string => `${p.file}:${p.line}`;

/**
 * Where a refusal's code is handed in rather than written: the degrees helpers that prefix it, and
 * the IC action check that names the action on a dice formula's own refusal. Their callers' codes
 * are each checked where they are written.
 */
const PASSING_ON = new Set(["src/rules/degrees/refusals.ts degreesRefusal", "src/rules/degrees/refusals.ts asRefusal", "src/rules/ic/action-check.ts checkAction"]);

describe("refusal codes", () => {
  let scan: RefusalScan;
  beforeAll(() => {
    scan = scanRefusals();
  }, 60_000);

  it("each code the rules throw has its wording in every language, SHINOBI.Refusal.<code>", () => {
    const codes = scan.refusals.flatMap((r) => (r.codes ?? []).map((code) => ({ code, at: at(r) })));
    expect(new Set(codes.map((c) => c.code)).size).toBeGreaterThan(120);
    for (const lang of LANGS) expect(codes.filter((c) => wordingOf(lang, c.code) === undefined).map((c) => `${lang} ${c.code} (${c.at})`)).toEqual([]);
  });

  it("each problem a refusal names has its wording in every language, SHINOBI.Refusal.Problem.<code>", () => {
    const codes = scan.problems.flatMap((p) => (p.codes ?? []).map((code) => ({ code, at: at(p) })));
    expect(new Set(codes.map((c) => c.code)).size).toBeGreaterThan(100);
    expect(scan.problems.filter((p) => p.codes === null).map(at)).toEqual([]);
    for (const lang of LANGS) expect(codes.filter((c) => wordingOf(lang, `Problem.${c.code}`) === undefined).map((c) => `${lang} Problem.${c.code} (${c.at})`)).toEqual([]);
  });

  it("writes every code out where a refusal is built, but where a helper passes one on", () => {
    expect(scan.refusals.filter((r) => r.codes === null && !PASSING_ON.has(`${r.file} ${r.within}`)).map((r) => `${at(r)} in ${r.within}`)).toEqual([]);
  });

  it("passes no English as data: ids, numbers, names and lists of ids only, and a problem only as a Problem's code", () => {
    expect(scan.wordy.map((w) => `${at(w)} ${w.field}: ${w.value}`)).toEqual([]);
  });

  it("supplies every placeholder a refusal's wording uses, in every language", () => {
    const missing: string[] = [];
    for (const r of scan.refusals) {
      if (r.codes === null || r.fills === null) continue;
      const given = new Set([...r.fills, ...(r.problem ? ["problem"] : [])]);
      for (const code of r.codes) for (const lang of LANGS) for (const name of placeholders(wordingOf(lang, code) ?? "")) if (!given.has(name)) missing.push(`${lang} ${code} {${name}} (${at(r)})`);
    }
    expect(missing).toEqual([]);
  });

  it("supplies every placeholder a problem's wording uses, in every language", () => {
    const missing: string[] = [];
    for (const p of scan.problems) {
      if (p.codes === null || p.fills === null) continue;
      for (const code of p.codes) for (const lang of LANGS) for (const name of placeholders(wordingOf(lang, `Problem.${code}`) ?? "")) if (!p.fills.has(name)) missing.push(`${lang} Problem.${code} {${name}} (${at(p)})`);
    }
    expect(missing).toEqual([]);
  });
});

describe("a refusal worded in Brazilian Portuguese", () => {
  const words: RefusalWords = { ...strictWords("pt-BR"), fighterName: (ref) => (ref === "Actor.aaaaaaaaaaaaaaaa" ? "Naruto" : null) };

  it("names an IC condition, a rollkeep stance, maneuver and Void spend, a degrees size and action type by their Portuguese names", () => {
    expect(refusalText("cannotAct", { name: "Sasuke", condition: "incapacitated" }, words)).toBe("Sasuke não pode agir nesta condição: Incapacitado.");
    expect(refusalText("stanceRefused", { stance: "fullAttack", problem: "fatiguedFullAttack" }, words)).toBe("Não é possível assumir a postura Ataque Total: um personagem fatigado não pode assumir Ataque Total.");
    expect(refusalText("badManeuver", { maneuver: "tacticalStrike", problem: "tacticsPoolHolds", raises: 2 }, words)).toBe("Golpe Tático: a Reserva Tática tem 2 aumentos livres.");
    expect(refusalText("voidRefused", { spend: "reduceWounds", problem: "noVoidPoints" }, words)).toMatch(/^Nenhum Ponto de Vazio foi gasto \(.+\): não restam Pontos de Vazio\.$/);
    expect(refusalText("degrees.sweepSize", { size: "massive" }, words)).toBe("Só uma criatura Imensa ou maior pode varrer (Enorme).");
    expect(refusalText("degrees.noActionLeft", { actionType: "movement" }, words)).toBe("Não resta Ação de movimento nesta rodada.");
  });

  it("names a basic action by its name and an item's action by the item, and a fighter by its actor's name", () => {
    expect(refusalText("degrees.meleeOnly", { basicAction: "feint" }, words)).toBe("Finta: lutar defensivamente e a Investida acompanham um ataque corpo a corpo.");
    expect(refusalText("degrees.meleeOnly", { action: "Shuriken" }, words)).toMatch(/^Shuriken: /);
    expect(refusalText("degrees.dead", { id: "Actor.aaaaaaaaaaaaaaaa" }, words)).toMatch(/^Naruto /);
    expect(refusalText("degrees.dead", { id: "Actor.bbbbbbbbbbbbbbbb" }, words)).toMatch(/^Actor\.bbbbbbbbbbbbbbbb /);
  });

  it("words a problem with its own data, ids in it named too", () => {
    expect(refusalText("badOption", { field: "woundThresholds", problem: "thresholdOrder", pool: "hp", severity: "major", above: 20 }, words)).toBe("Opção de regra woundThresholds: PV, Moderado: cada gravidade precisa de uma porcentagem maior que a anterior (acima de 20).");
  });

  it("shows an id that has no name as it is, rather than a key", () => {
    expect(refusalText("stanceRefused", { stance: "tiger", problem: "not4eStance", choices: "attack, defense" }, words)).toContain("postura tiger: ");
  });
});
