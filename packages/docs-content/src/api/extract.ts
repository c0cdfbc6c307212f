import type { ApiProp, ApiTable } from '@tessera/docs-theme/types';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Parser, type PropItem, type Props } from 'react-docgen-typescript';
import type * as TS from 'typescript';
import { ts } from './typescript';
import { parseDescription } from './inline';
import { propTypeText, typeText, type Library } from './typeText';

/** Where a prop is declared, for messages about its description. */
export interface PropSource {
  file: string;
  line?: number;
}

/** What one read of a library gives: the tables, and where each table's props are declared. */
export interface ExtractResult {
  tables: Record<string, ApiTable>;
  sources: Record<string, Record<string, PropSource>>;
}

/** The name of the package holding a file, from the nearest package.json. */
function packageName(file: string): string | undefined {
  let dir = path.dirname(file);
  while (path.dirname(dir) !== dir) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
    dir = path.dirname(dir);
  }
  return undefined;
}

/**
 * Whether a file belongs to a dependency of the library (React, the DOM types) rather than the
 * library itself, which may be installed under node_modules too. File names may be absolute or,
 * from react-docgen-typescript, shortened, so the test looks at the path's own words.
 */
function foreignTest(libraryName: string | undefined) {
  const libraryFolder = libraryName ? `/node_modules/${libraryName}/` : '';
  return (file: string) => {
    const normal = file.split(path.sep).join('/');
    return normal.includes('/node_modules/') && !(libraryFolder && normal.includes(libraryFolder));
  };
}

/** JSDoc tags that keep a prop out of the docs: it exists for the library's own use. */
const hiddenTags = ['internal', 'ignore', 'private'];

const isPublic = (prop: PropItem) =>
  !hiddenTags.some(
    (tag) => (prop.tags as Record<string, unknown> | undefined)?.[tag] !== undefined,
  );

/**
 * Props that reach the table: public, and not inherited from React or the DOM (those belong to
 * their own docs).
 */
const documented = (prop: PropItem, isForeign: (file: string) => boolean) =>
  isPublic(prop) &&
  !(
    (prop.declarations ?? []).length > 0 &&
    (prop.declarations ?? []).every((d) => isForeign(d.fileName))
  );

/** react-docgen-typescript reads components and JSDoc; the type text is ours (see typeText.ts). */
class TableParser extends Parser {
  /** Where each prop is declared, as the TypeScript symbol knows it. */
  readonly declaredAt = new WeakMap<PropItem, PropSource>();
  /** The type docgen found for a prop, printed only if the prop reaches a table. */
  private readonly docgenTypes = new WeakMap<PropItem['type'], TS.Type>();

  constructor(
    program: TS.Program,
    private readonly library: Library,
  ) {
    super(program, {
      shouldIncludePropTagMap: true,
      shouldRemoveUndefinedFromOptional: true,
      savePropValueAsString: true,
      propFilter: (prop) => documented(prop, library.isForeign),
    });
  }

  // Docgen asks for the type of every prop, inherited DOM props included; getPropsInfo below
  // prints it once, for the props that stay.
  override getDocgenType(propType: TS.Type): PropItem['type'] {
    const type = { name: '' };
    this.docgenTypes.set(type, propType);
    return type;
  }

  override getPropsInfo(propsObj: TS.Symbol, defaultProps?: Record<string, string>): Props {
    const props = super.getPropsInfo(propsObj, defaultProps);
    const location = propsObj.valueDeclaration;
    if (!location) return props;
    const { checker } = this.library;
    const propsType = checker.getTypeOfSymbolAtLocation(propsObj, location);
    // A union of props types has no apparent property for a prop only some members have.
    const symbols = new Map<string, TS.Symbol>();
    for (const t of [propsType, ...(propsType.isUnion() ? propsType.types : [])])
      for (const symbol of t.getApparentProperties())
        if (!symbols.has(symbol.name)) symbols.set(symbol.name, symbol);
    for (const prop of Object.values(props)) {
      if (!documented(prop, this.library.isForeign)) continue;
      const symbol = symbols.get(prop.name);
      const declaration = symbol?.declarations?.[0];
      if (declaration) {
        const source = declaration.getSourceFile();
        const { line } = source.getLineAndCharacterOfPosition(declaration.getStart());
        this.declaredAt.set(prop, { file: source.fileName, line: line + 1 });
      }
      // An explicit `@type` tag wins, as react-docgen-typescript has it.
      if ((prop.tags as Record<string, string> | undefined)?.type !== undefined) continue;
      if (symbol) {
        const type = checker.getTypeOfSymbolAtLocation(symbol, location);
        prop.type.name = propTypeText(this.library, symbol, type);
      } else {
        const docgenType = this.docgenTypes.get(prop.type);
        if (docgenType) prop.type.name = typeText(this.library, docgenType);
      }
    }
    return props;
  }
}

function toRow(prop: PropItem): ApiProp {
  const tags = (prop.tags ?? {}) as Record<string, string | undefined>;
  const fallback = prop.defaultValue as { value?: unknown } | null | undefined;
  const defaultValue =
    tags.defaultValue ??
    tags.default ??
    (fallback?.value !== undefined ? String(fallback.value) : undefined);
  return {
    name: prop.name,
    description: parseDescription(prop.description),
    type: prop.type.name,
    ...(defaultValue !== undefined ? { default: defaultValue.trim() } : {}),
    required: prop.required,
    ...(tags.deprecated !== undefined ? { deprecated: parseDescription(tags.deprecated) } : {}),
    ...(tags.since !== undefined ? { since: tags.since.trim() } : {}),
  };
}

const compilerOptions: TS.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  allowImportingTsExtensions: true,
  types: [],
};

/**
 * Reads the props tables of every component an entry file exports. One program per call; the
 * source files it parsed are kept by path and modification time, so a later call (a source file
 * changed in dev) parses only what changed.
 */
export class ApiExtractor {
  private readonly sourceFiles = new Map<string, { mtime: number; source: TS.SourceFile }>();
  private program: TS.Program | undefined;

  private readonly isForeign: (file: string) => boolean;

  constructor(private readonly entry: string) {
    this.isForeign = foreignTest(packageName(entry));
  }

  /** Files the last run read, for watching. */
  files(): string[] {
    return [...this.sourceFiles.keys()].filter((file) => !this.isForeign(file));
  }

  run(): ExtractResult {
    const host = ts.createCompilerHost(compilerOptions);
    const readSource = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, onError) => {
      let mtime = 0;
      try {
        mtime = statSync(fileName).mtimeMs;
      } catch {
        return readSource(fileName, languageVersion, onError);
      }
      const cached = this.sourceFiles.get(fileName);
      if (cached && cached.mtime === mtime) return cached.source;
      const source = readSource(fileName, languageVersion, onError);
      if (source) this.sourceFiles.set(fileName, { mtime, source });
      return source;
    };
    this.program = ts.createProgram([this.entry], compilerOptions, host, this.program);
    const checker = this.program.getTypeChecker();
    const entrySource = this.program.getSourceFile(this.entry);
    const moduleSymbol = entrySource && checker.getSymbolAtLocation(entrySource);
    if (!entrySource || !moduleSymbol) return { tables: {}, sources: {} };
    const exports = checker.getExportsOfModule(moduleSymbol);
    const exported = new Set(
      exports.map((symbol) =>
        symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol,
      ),
    );
    const parser = new TableParser(this.program, {
      checker,
      isForeign: this.isForeign,
      isExported: (symbol) => exported.has(symbol),
    });
    const tables: Record<string, ApiTable> = {};
    const sources: Record<string, Record<string, PropSource>> = {};
    for (const exported of exports) {
      const doc = parser.getComponentInfo(exported, entrySource);
      // Components are capitalised; hooks and helpers such as `useConfig` have no props table.
      if (!doc || !/^[A-Z]/.test(exported.name)) continue;
      const props = Object.values(doc.props);
      tables[exported.name] = { component: exported.name, props: props.map(toRow) };
      sources[exported.name] = Object.fromEntries(
        props.map((prop) => [
          prop.name,
          parser.declaredAt.get(prop) ?? { file: prop.declarations?.[0]?.fileName ?? this.entry },
        ]),
      );
    }
    return { tables, sources };
  }
}
