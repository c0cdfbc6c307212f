import type { ReactNode } from 'react';
import { duplicateValues } from '../internal/optionChecks';

export type CascaderValue = string | number;

/** Keys to read an option's parts from, for trees shaped by an API. */
export interface CascaderFieldNames {
  label?: string;
  value?: string;
  disabled?: string;
  children?: string;
}

/** An option in the standard shape. */
export interface CascaderOption {
  label: ReactNode;
  value: CascaderValue;
  disabled?: boolean;
  /** Options of the next level; leave it out (with `loadChildren`) to load them on selection. */
  children?: CascaderOption[];
  /** Marks an option without children, so `loadChildren` is not called for it. */
  isLeaf?: boolean;
}

export interface CascaderNode<O> {
  option: O;
  label: ReactNode;
  value: CascaderValue;
  disabled: boolean;
  children: O[] | undefined;
  isLeaf: boolean;
}

/** An option read through `fieldNames`. */
export function readNode<O extends object>(
  option: O,
  names: CascaderFieldNames = {},
): CascaderNode<O> {
  const source = option as Record<string, unknown>;
  const children = source[names.children ?? 'children'];
  return {
    option,
    label: source[names.label ?? 'label'] as ReactNode,
    value: source[names.value ?? 'value'] as CascaderValue,
    disabled: Boolean(source[names.disabled ?? 'disabled']),
    children: Array.isArray(children) ? (children as O[]) : undefined,
    isLeaf: source.isLeaf === true,
  };
}

/** The key under which loaded children of the option at the end of `path` are kept. */
export const pathKey = (path: readonly CascaderValue[]) => JSON.stringify(path);

interface CascaderLevels<O> {
  /** The options of each level shown, top first. */
  levels: O[][];
  /** The chosen option of each level, as given. */
  items: O[];
  /** The last chosen option has no children (and none to load): the path is complete. */
  isLeaf: boolean;
  /** Values of `value` beyond the first one that no option of its level has. */
  unknown: CascaderValue[];
}

/**
 * The levels that the value opens: the top options, then the children of each chosen option,
 * taken from the tree or from `loaded`. Walks only as deep as the value, so a tree with a cycle
 * never loops here.
 */
export function levelsFor<O extends object>(
  options: readonly O[],
  value: readonly CascaderValue[],
  names: CascaderFieldNames | undefined,
  loaded: ReadonlyMap<string, O[]>,
  canLoad: boolean,
): CascaderLevels<O> {
  const levels: O[][] = [[...options]];
  const items: O[] = [];
  let isLeaf = false;
  for (const [depth, wanted] of value.entries()) {
    const found = levels[depth]!.map((o) => readNode(o, names)).find((n) => n.value === wanted);
    if (!found) return { levels, items, isLeaf: false, unknown: value.slice(depth) };
    items.push(found.option);
    const children = found.children ?? loaded.get(pathKey(value.slice(0, depth + 1)));
    if (children && children.length > 0) levels.push(children);
    else {
      isLeaf = !(canLoad && !found.isLeaf && !found.children && !children);
      // The value goes no further than a leaf; anything after it is unknown.
      return { levels, items, isLeaf, unknown: value.slice(depth + 1) };
    }
  }
  return { levels, items, isLeaf, unknown: [] };
}

/**
 * Problems in a tree, as sentences for a development warning: an option that contains itself
 * (a cycle, named by its labels) and repeated values among siblings. Each option is visited
 * once, so a cycle ends the walk instead of looping.
 */
export function treeProblems<O extends object>(
  options: readonly O[],
  names: CascaderFieldNames | undefined,
): string[] {
  const problems: string[] = [];
  const done = new Set<object>();
  const visit = (level: readonly O[], trail: object[], labels: string[]) => {
    const nodes = level.map((o) => readNode(o, names));
    const repeated = duplicateValues(nodes.map((n) => n.value));
    if (repeated.length > 0)
      problems.push(
        `option values must be unique among siblings; repeated${labels.length ? ` under ${labels.join(' / ')}` : ''}: ${repeated.map(String).join(', ')}.`,
      );
    for (const node of nodes) {
      const path = [...labels, String(node.label)];
      if (trail.includes(node.option)) {
        problems.push(`the options contain a cycle: ${path.join(' / ')} appears inside itself.`);
        continue;
      }
      if (done.has(node.option) || !node.children) continue;
      done.add(node.option);
      visit(node.children, [...trail, node.option], path);
    }
  };
  visit(options, [], []);
  return problems;
}
