// Lists the public API of `@portal/shared` (src/index.ts) with the first sentence of each export's
// doc comment, grouped by area (the folder it comes from, or `@portal/domain` for its re-exports). `--write` rewrites the "Public API" section
// of README.md; without it, prints the section. A test checks the README stays in step.
// It keeps shared's version too (scripts/export-record.ts): `--write` records each new value export in
// exports.json with the next minor version and raises package.json's version; `--check` fails when an
// export was added or removed without that.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { recordProblems, updateRecord, type ExportRecord } from './export-record.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface ApiEntry {
  name: string;
  area: string;
  kind: string;
  summary: string;
}

/** Summaries of exports whose declaration carries no doc comment (namespace re-exports, federation contract). */
const FALLBACK: Record<string, string> = {
  mainOperations: 'Typed documents and result types of the main service operations (generated).',
  dataOperations: 'Typed documents and result types of the data service operations (generated).',
  loadGraphQLRequest:
    'Loads graphql-request (an async chunk); call it on idle to have it ready before the first request.',
  PROBE_QUERY_KEY: 'Query key of the federation probe shown by the placeholder pages.',
  recordHostModules: 'The host records its module instances, so remotes can check they share them.',
  RemoteName: 'The name of a remote: mf_auth, mf_consumption, mf_alarms, mf_statements, mf_report.',
  AppProvidersProps: 'Props of `AppProviders`: query client, jotai store, i18n instance.',
  AppStore: 'A jotai store.',
  ProbeApp: 'An app that has a federation probe page.',
};

function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const match = /^(.*?[.!?])(\s|$)/.exec(flat);
  return (match?.[1] ?? flat).trim();
}

export function publicApi(entry = 'src/index.ts'): ApiEntry[] {
  const file = join(root, entry);
  const program = ts.createProgram([file], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`No ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error('No module symbol');
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declaration = target.declarations?.[0];
      const path = declaration ? relative(join(root, 'src'), declaration.getSourceFile().fileName) : '';
      // what shared re-exports from @portal/domain is listed under that package's name
      const area = path.startsWith('..') ? '@portal/domain' : (path.split(sep)[0] ?? '');
      const kind =
        target.flags & ts.SymbolFlags.Module
          ? 'namespace'
          : target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)
            ? 'type'
            : target.flags & ts.SymbolFlags.Class
              ? 'class'
              : target.flags & ts.SymbolFlags.Function
                ? 'function'
                : 'value';
      const summary =
        firstSentence(ts.displayPartsToString(target.getDocumentationComment(checker))) ||
        FALLBACK[symbol.getName()] ||
        '';
      return { name: symbol.getName(), area: area.replace(/\.tsx?$/, ''), kind, summary };
    })
    .sort((a, b) => a.area.localeCompare(b.area) || a.name.localeCompare(b.name));
}

export function renderApi(entries: ApiEntry[]): string {
  const areas = [...new Set(entries.map((e) => e.area))];
  return areas
    .map((area) => {
      const lines = entries
        .filter((e) => e.area === area)
        .map((e) => `- \`${e.name}\` (${e.kind})${e.summary ? ` — ${e.summary}` : ''}`);
      return `### ${area}\n\n${lines.join('\n')}`;
    })
    .join('\n\n');
}

/** The names of the exports that exist at run time (not types): what the shell's copy of shared provides. */
export function valueExports(entries: ApiEntry[] = publicApi()): string[] {
  return entries
    .filter((e) => e.kind !== 'type')
    .map((e) => e.name)
    .sort();
}

const recordPath = join(root, 'exports.json');
const packagePath = join(root, 'package.json');

export function readRecord(): ExportRecord {
  return JSON.parse(readFileSync(recordPath, 'utf8')) as ExportRecord;
}

export function packageVersion(): string {
  return (JSON.parse(readFileSync(packagePath, 'utf8')) as { version: string }).version;
}

/** Brings exports.json and package.json's version in step with the exports; says what changed. */
function writeRecord(actual: string[]): string | null {
  const version = packageVersion();
  const next = updateRecord(actual, readRecord(), version);
  const recordText = `${JSON.stringify(next.record, null, 2)}\n`;
  const changedRecord = recordText !== readFileSync(recordPath, 'utf8');
  if (changedRecord) writeFileSync(recordPath, recordText);
  if (next.version !== version) {
    const pkg = JSON.parse(readFileSync(packagePath, 'utf8')) as Record<string, unknown>;
    writeFileSync(packagePath, `${JSON.stringify({ ...pkg, version: next.version }, null, 2)}\n`);
  }
  if (next.version !== version) return `version ${version} → ${next.version}`;
  return changedRecord ? 'exports.json updated' : null;
}

export const START = '<!-- api:start -->';
export const END = '<!-- api:end -->';

if (import.meta.url === `file://${process.argv[1]}`) {
  const api = publicApi();
  const section = renderApi(api);
  const readmePath = join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const before = readme.slice(0, readme.indexOf(START) + START.length);
  const after = readme.slice(readme.indexOf(END));
  const next = `${before}\n\n${section}\n\n${after}`;
  if (process.argv.includes('--write')) {
    writeFileSync(readmePath, next);
    console.info('[api-report] README.md updated');
    const versioned = writeRecord(valueExports(api));
    if (versioned) console.info(`[api-report] ${versioned}`);
  } else if (process.argv.includes('--check')) {
    if (next !== readme) {
      console.error('[api-report] README.md does not list the public API as it is: run `pnpm run api-report --write`');
      process.exit(1);
    }
    const problems = recordProblems(valueExports(api), readRecord(), packageVersion());
    if (problems.length) {
      console.error(
        `[api-report] exports.json and the version (${packageVersion()}) do not match the exports:\n- ${problems.join('\n- ')}\n` +
          'run `pnpm run api-report --write`: it records new exports with the next minor version and raises it',
      );
      process.exit(1);
    }
  } else {
    console.info(section);
  }
  const undocumented = api.filter((e) => !e.summary);
  if (undocumented.length) {
    console.error(`[api-report] without a doc comment: ${undocumented.map((e) => e.name).join(', ')}`);
    if (process.argv.includes('--check')) process.exit(1);
  }
}
