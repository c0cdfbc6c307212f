import type { ApiProp, ApiTable } from '@tessera/docs-theme/types';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Parser, type PropItem } from 'react-docgen-typescript';
import ts from 'typescript';

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

// One library per extractor, and one extractor per worker or build.
let libraryFolder = '';

/**
 * Whether a file belongs to a dependency of the library (React, the DOM types) rather than the
 * library itself, which may be installed under node_modules too. File names may be absolute or,
 * from react-docgen-typescript, shortened, so the test looks at the path's own words.
 */
const isForeign = (file: string) => {
  const normal = file.split(path.sep).join('/');
  return normal.includes('/node_modules/') && !(libraryFolder && normal.includes(libraryFolder));
};

function declaredOutside(symbol: ts.Symbol | undefined): boolean {
  const declarations = symbol?.declarations ?? [];
  return (
    declarations.length > 0 &&
    declarations.every((d) => {
      const source = d.getSourceFile();
      return isForeign(source.fileName) || source.hasNoDefaultLib;
    })
  );
}

const flags =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/**
 * A prop's type as readers need it: aliases of unions spelt out (`'solid' | 'outline'`), object
 * types of the library expanded into their fields (two levels deep), and everything from React
 * or the DOM left under its own name (`ReactNode`, `CSSProperties`).
 */
export function typeText(checker: ts.TypeChecker, type: ts.Type, depth = 0): string {
  if (declaredOutside(type.aliasSymbol) || depth > 2)
    return checker.typeToString(type, undefined, flags);
  if (type.isUnion()) {
    // TypeScript flattens unions but keeps the union as written in `origin` (internal, stable
    // since 4.2): `ElementType | undefined` should print as `ElementType`, not its 170 members.
    const written = (type as ts.UnionType & { origin?: ts.Type }).origin;
    const members = (written?.isUnion() ? written.types : type.types).filter(
      (member) => !(member.flags & ts.TypeFlags.Undefined),
    );
    const booleans = members.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    const parts = members
      .filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral))
      .map((member) => typeText(checker, member, depth + 1));
    // TypeScript stores `boolean` inside a union as `true | false`.
    if (booleans.length === 2) parts.unshift('boolean');
    else parts.push(...booleans.map((member) => checker.typeToString(member)));
    return parts.join(' | ');
  }
  if (type.isIntersection())
    return type.types.map((member) => typeText(checker, member, depth + 1)).join(' & ');
  const symbol = type.getSymbol();
  const isPlainObject =
    type.flags & ts.TypeFlags.Object &&
    type.getCallSignatures().length === 0 &&
    type.getConstructSignatures().length === 0 &&
    !checker.isArrayType(type) &&
    !checker.isTupleType(type) &&
    !declaredOutside(symbol);
  if (!isPlainObject) return checker.typeToString(type, undefined, flags);
  const fields = checker.getPropertiesOfType(type).map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
    return `${property.name}${optional}: ${typeText(checker, optional ? propertyType : checker.getTypeOfSymbol(property), depth + 1)}`;
  });
  return fields.length ? `{ ${fields.join('; ')} }` : checker.typeToString(type, undefined, flags);
}

/** react-docgen-typescript reads components and JSDoc; the type text is ours (see typeText). */
class TableParser extends Parser {
  constructor(
    program: ts.Program,
    private readonly typeChecker: ts.TypeChecker,
  ) {
    super(program, {
      shouldIncludePropTagMap: true,
      shouldRemoveUndefinedFromOptional: true,
      savePropValueAsString: true,
      // Props a component inherits from React or the DOM belong to their own docs.
      propFilter: (prop) =>
        !(prop.declarations ?? []).length ||
        !(prop.declarations ?? []).every((d) => isForeign(d.fileName)),
    });
  }

  override getDocgenType(propType: ts.Type): PropItem['type'] {
    return { name: typeText(this.typeChecker, propType) };
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
    description: prop.description.trim(),
    type: prop.type.name,
    ...(defaultValue !== undefined ? { default: defaultValue.trim() } : {}),
    required: prop.required,
    ...(tags.deprecated !== undefined ? { deprecated: tags.deprecated.trim() } : {}),
    ...(tags.since !== undefined ? { since: tags.since.trim() } : {}),
  };
}

const compilerOptions: ts.CompilerOptions = {
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
  private readonly sourceFiles = new Map<string, { mtime: number; source: ts.SourceFile }>();
  private program: ts.Program | undefined;

  constructor(private readonly entry: string) {
    const name = packageName(entry);
    libraryFolder = name ? `/node_modules/${name}/` : '';
  }

  /** Files the last run read, for watching. */
  files(): string[] {
    return [...this.sourceFiles.keys()].filter((file) => !isForeign(file));
  }

  run(): Record<string, ApiTable> {
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
    if (!entrySource || !moduleSymbol) return {};
    const parser = new TableParser(this.program, checker);
    const tables: Record<string, ApiTable> = {};
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const doc = parser.getComponentInfo(exported, entrySource);
      // Components are capitalised; hooks and helpers such as `useConfig` have no props table.
      if (!doc || !/^[A-Z]/.test(exported.name)) continue;
      tables[exported.name] = {
        component: exported.name,
        props: Object.values(doc.props).map(toRow),
      };
    }
    return tables;
  }
}
