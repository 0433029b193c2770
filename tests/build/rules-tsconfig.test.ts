import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const REPO = join(import.meta.dirname, "..", "..");

/** Type-checks the rules engines under tsconfig.rules.json (no Foundry types), with `extra` added as one more rules file. */
function diagnosticsWith(extra: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(REPO, "tsconfig.rules.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error("tsconfig.rules.json could not be read");
  const fixture = join(REPO, "src", "rules", "__fixture__.ts");
  const host = ts.createCompilerHost(config.options);
  const read = host.readFile.bind(host);
  host.readFile = (file) => (file === fixture ? extra : read(file));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === fixture || fileExists(file);
  const program = ts.createProgram([...config.fileNames, fixture], config.options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("the rules engines' own type-check (tsconfig.rules.json)", () => {
  it("compiles the engines without any Foundry type", () => {
    expect(diagnosticsWith("export const pure = 1;\n")).toEqual([]);
  }, 60_000);

  it("fails a rules file that reaches for a Foundry global", () => {
    expect(diagnosticsWith("export const leak = () => game.user;\n").join("\n")).toMatch(/Cannot find name 'game'/);
  }, 60_000);
});
