import type * as TS from 'typescript';
import { ts } from './typescript';

/** What the printers need to know about the library being documented. */
export interface Library {
  checker: TS.TypeChecker;
  /** Whether a file belongs to a dependency (React, the DOM types) rather than the library. */
  isForeign(fileName: string): boolean;
  /** Whether the library's entry exports a symbol, so a reader can look its name up. */
  isExported(symbol: TS.Symbol): boolean;
}

const flags =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** Library aliases are spelt out this many levels deep at most (aliases may refer to themselves). */
const MAX_DEPTH = 3;

/**
 * A prop's type as readers need it, printed from the prop's declaration as the author wrote it:
 * `ReactNode`, `CSSProperties` and the library's exported names stay names, so TypeScript never
 * spells out `ReactNode`'s members. Aliases of string or number literals are spelt out
 * (`'center' | 'top'`, in the order written), and so are aliases the library does not export,
 * whose names a reader could not look up. A declaration that depends on a type parameter
 * (`style?: CssVarStyle<Vars>` in a generic base) is printed from its instantiated type instead.
 * `undefined` is left out: the table says whether a prop is required.
 */
export function propTypeText(library: Library, symbol: TS.Symbol, type: TS.Type): string {
  const declaration = symbol.declarations?.find(
    (d): d is TS.PropertySignature | TS.PropertyDeclaration =>
      (ts.isPropertySignature(d) || ts.isPropertyDeclaration(d)) && d.type !== undefined,
  );
  if (declaration?.type && !usesTypeParameter(library.checker, declaration.type)) {
    const parts = unionParts(library, declaration.type, 0).filter((part) => part !== 'undefined');
    // A lone function type needs no parentheses.
    if (parts.length === 1) return parts[0]!.replace(/^\((.*=>.*)\)$/s, '$1');
    if (parts.length > 0) return parts.join(' | ');
  }
  return typeText(library, type);
}

function usesTypeParameter(checker: TS.TypeChecker, node: TS.Node): boolean {
  if (ts.isTypeReferenceNode(node)) {
    const symbol = checker.getSymbolAtLocation(node.typeName);
    if (symbol && symbol.flags & ts.SymbolFlags.TypeParameter) return true;
  }
  return ts.forEachChild(node, (child) => usesTypeParameter(checker, child) || undefined) ?? false;
}

/** Literal types as the table shows them: strings in single quotes, as the library writes them. */
function literalText(checker: TS.TypeChecker, type: TS.Type): string {
  return checker.typeToString(type, undefined, flags);
}

/** A union of literals (`'a' | 'b'`, `1 | 2`), perhaps with null or undefined. */
function isLiteralUnion(type: TS.Type): boolean {
  const members = type.isUnion() ? type.types : [type];
  const literal =
    ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BigIntLiteral;
  return (
    members.some((member) => member.flags & literal) &&
    members.every(
      (member) =>
        member.flags &
        (literal | ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Null | ts.TypeFlags.Undefined),
    )
  );
}

function resolved(checker: TS.TypeChecker, symbol: TS.Symbol | undefined): TS.Symbol | undefined {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

const needsParentheses = (node: TS.TypeNode) =>
  ts.isFunctionTypeNode(node) || ts.isConstructorTypeNode(node) || ts.isConditionalTypeNode(node);

/** The members of a union as written, each safe to join with ' | '. */
function unionParts(library: Library, node: TS.TypeNode, depth: number): string[] {
  if (ts.isParenthesizedTypeNode(node)) return unionParts(library, node.type, depth);
  if (ts.isUnionTypeNode(node))
    return node.types.flatMap((member) => unionParts(library, member, depth));
  if (ts.isTypeReferenceNode(node)) {
    const alias = expandableAlias(library, node, depth);
    if (alias) return unionParts(library, alias, depth + 1);
  }
  const literals = tupleElements(library.checker, node);
  if (literals) return literals;
  const text = print(library, node, depth);
  return [needsParentheses(node) ? `(${text})` : text];
}

/**
 * The written type of a library alias worth spelling out: one of literals, or one the library
 * does not export. Exported names (`DialogActions`) and generic aliases stay names.
 */
function expandableAlias(
  library: Library,
  node: TS.TypeReferenceNode,
  depth: number,
): TS.TypeNode | undefined {
  if (depth >= MAX_DEPTH || node.typeArguments?.length) return undefined;
  const symbol = resolved(library.checker, library.checker.getSymbolAtLocation(node.typeName));
  const declaration = symbol?.declarations?.find(ts.isTypeAliasDeclaration);
  if (!symbol || !declaration || declaration.typeParameters?.length) return undefined;
  if (library.isForeign(declaration.getSourceFile().fileName)) return undefined;
  const literals = isLiteralUnion(library.checker.getDeclaredTypeOfSymbol(symbol));
  return literals || !library.isExported(symbol) ? declaration.type : undefined;
}

/** `(typeof steps)[number]` of an `as const` list: its literals in the list's order. */
function tupleElements(checker: TS.TypeChecker, node: TS.TypeNode): string[] | undefined {
  if (!ts.isIndexedAccessTypeNode(node)) return undefined;
  const list = checker.getTypeFromTypeNode(node.objectType);
  if (!checker.isTupleType(list)) return undefined;
  const elements = checker.getTypeArguments(list as TS.TypeReference);
  if (!isLiteralUnion(checker.getTypeFromTypeNode(node))) return undefined;
  return [...new Set(elements.map((element) => literalText(checker, element)))];
}

/** One type node as written, with the library aliases inside it spelt out as above. */
function print(library: Library, node: TS.TypeNode, depth: number): string {
  const inner = (child: TS.TypeNode) => print(library, child, depth);
  const wrapped = (child: TS.TypeNode) => {
    const text = unionParts(library, child, depth).join(' | ');
    return ts.isUnionTypeNode(child) || needsParentheses(child) || text.includes(' | ')
      ? `(${text})`
      : text;
  };
  if (ts.isParenthesizedTypeNode(node) || ts.isUnionTypeNode(node))
    return unionParts(library, node, depth).join(' | ');
  if (ts.isTypeReferenceNode(node)) {
    if (expandableAlias(library, node, depth)) return unionParts(library, node, depth).join(' | ');
    const name = node.typeName.getText();
    const args = node.typeArguments?.map((arg) => unionParts(library, arg, depth).join(' | '));
    return args?.length ? `${name}<${args.join(', ')}>` : name;
  }
  if (ts.isLiteralTypeNode(node)) {
    return ts.isStringLiteral(node.literal)
      ? literalText(library.checker, library.checker.getTypeFromTypeNode(node))
      : node.getText();
  }
  if (ts.isArrayTypeNode(node)) return `${wrapped(node.elementType)}[]`;
  if (ts.isIntersectionTypeNode(node)) return node.types.map(wrapped).join(' & ');
  if (ts.isTupleTypeNode(node)) return `[${node.elements.map(inner).join(', ')}]`;
  if (ts.isFunctionTypeNode(node)) {
    const parameters = node.parameters.map((parameter) => {
      const rest = parameter.dotDotDotToken ? '...' : '';
      const optional = parameter.questionToken ? '?' : '';
      const type = parameter.type ? `: ${inner(parameter.type)}` : '';
      return `${rest}${parameter.name.getText()}${optional}${type}`;
    });
    return `(${parameters.join(', ')}) => ${inner(node.type)}`;
  }
  if (ts.isTypeLiteralNode(node)) {
    const members = node.members.map((member) =>
      ts.isPropertySignature(member) && member.type
        ? `${member.name.getText()}${member.questionToken ? '?' : ''}: ${inner(member.type)}`
        : collapse(member.getText()),
    );
    return members.length ? `{ ${members.join('; ')} }` : '{}';
  }
  return collapse(node.getText());
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').replace(/;$/, '').trim();

/**
 * A prop's type printed from the checker, for declarations that depend on a type parameter:
 * names from React or the DOM stay names (`CSSProperties`), aliases of unions from the library
 * are spelt out, and its object types expanded into their fields (two levels deep).
 */
export function typeText(library: Library, type: TS.Type, depth = 0): string {
  const { checker } = library;
  if (declaredOutside(library, type.aliasSymbol) || depth > 2)
    return checker.typeToString(type, undefined, flags);
  if (type.isUnion()) {
    // TypeScript flattens unions but keeps the union as written in `origin` (internal, stable
    // since 4.2): `ElementType | undefined` should print as `ElementType`, not its 170 members.
    const written = (type as TS.UnionType & { origin?: TS.Type }).origin;
    const members = (written?.isUnion() ? written.types : type.types).filter(
      (member) => !(member.flags & ts.TypeFlags.Undefined),
    );
    const booleans = members.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    const parts = members
      .filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral))
      .map((member) => {
        const text = typeText(library, member, depth + 1);
        return member.getCallSignatures().length > 0 && text.includes('=>') ? `(${text})` : text;
      });
    // TypeScript stores `boolean` inside a union as `true | false`.
    if (booleans.length === 2) parts.unshift('boolean');
    else parts.push(...booleans.map((member) => checker.typeToString(member)));
    return parts.join(' | ');
  }
  if (type.isIntersection())
    return type.types.map((member) => typeText(library, member, depth + 1)).join(' & ');
  const symbol = type.getSymbol();
  const isPlainObject =
    type.flags & ts.TypeFlags.Object &&
    type.getCallSignatures().length === 0 &&
    type.getConstructSignatures().length === 0 &&
    !checker.isArrayType(type) &&
    !checker.isTupleType(type) &&
    !declaredOutside(library, symbol);
  if (!isPlainObject) return checker.typeToString(type, undefined, flags);
  const fields = checker.getPropertiesOfType(type).map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const propertyType = checker.getTypeOfSymbol(property);
    const shown = optional ? checker.getNonNullableType(propertyType) : propertyType;
    return `${property.name}${optional}: ${typeText(library, shown, depth + 1)}`;
  });
  return fields.length ? `{ ${fields.join('; ')} }` : checker.typeToString(type, undefined, flags);
}

function declaredOutside(library: Library, symbol: TS.Symbol | undefined): boolean {
  const declarations = symbol?.declarations ?? [];
  return (
    declarations.length > 0 &&
    declarations.every((d) => {
      const source = d.getSourceFile();
      return library.isForeign(source.fileName) || source.hasNoDefaultLib;
    })
  );
}
