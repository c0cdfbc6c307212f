import type { ReactNode } from 'react';
import { duplicateValues } from '../internal/optionChecks';

export type DropdownValue = string | number;

/** Which side of the bar the panels open on. */
export type DropdownDirection = 'down' | 'up';

export interface DropdownOption {
  /** What `onChange` reports when this option is chosen; unique within its menu. */
  value: DropdownValue;
  /** What the option shows, and the title shows once it is chosen. */
  label: ReactNode;
  /** Shows the option but blocks choosing it. */
  disabled?: boolean;
}

/** The item's value: its own `value` when controlled, else the one chosen here, else its default. */
export function resolveValue(
  controlled: DropdownValue | undefined,
  chosen: DropdownValue | undefined,
  defaultValue: DropdownValue | undefined,
): DropdownValue | undefined {
  return controlled ?? chosen ?? defaultValue;
}

/** Options with repeated values dropped (the first one stays), so a tap picks one row only. */
export function uniqueOptions(options: readonly DropdownOption[]): DropdownOption[] {
  const seen = new Set<DropdownValue>();
  return options.filter((option) => {
    if (seen.has(option.value)) return false;
    seen.add(option.value);
    return true;
  });
}

/** The option a value stands for, if any. */
export function chosenOption(
  options: readonly DropdownOption[] | undefined,
  value: DropdownValue | undefined,
): DropdownOption | undefined {
  return value === undefined ? undefined : options?.find((option) => option.value === value);
}

interface ItemCheck {
  key: string;
  options?: readonly DropdownOption[] | undefined;
  value: DropdownValue | undefined;
  hasChildren: boolean;
}

/** The problems of one menu, as sentences for a development warning. */
export function itemProblems({ key, options, value, hasChildren }: ItemCheck): string[] {
  const problems: string[] = [];
  if (!options) {
    if (value !== undefined) problems.push(`item "${key}" has a value but no options.`);
    return problems;
  }
  if (hasChildren)
    problems.push(`item "${key}" has both options and children; showing the options.`);
  const repeated = duplicateValues(options.map((option) => option.value));
  if (repeated.length > 0) {
    problems.push(
      `item "${key}" repeats option values ${repeated.map(String).join(', ')}; keeping the first of each.`,
    );
  }
  if (value !== undefined && !options.some((option) => option.value === value)) {
    problems.push(`item "${key}" has the value ${String(value)}, which no option has.`);
  }
  return problems;
}

/** The open menu: a key no item has opens nothing (the caller warns). */
export function openKey(active: string | null, keys: readonly string[]): string | null {
  return active !== null && keys.includes(active) ? active : null;
}

/**
 * Where an edge of the bar lies in the coordinates of the layer's containing block: the layer's
 * top opening down, its height opening up. The containing block is a transformed ancestor (a demo frame) or the
 * viewport; its origin is where the layer lands now less the offset it already has, so placing
 * again from any position gives the same result.
 */
export function layerTop(barEdge: number, layerTopNow: number, appliedTop: number): number {
  return Math.round(barEdge - (layerTopNow - appliedTop));
}

export type TemplatePart = { text: string } | { slot: string };

/** A locale template such as `{title}: {option}` cut into its literal text and its `{slots}`. */
export function splitTemplate(template: string): TemplatePart[] {
  return template
    .split(/(\{[a-z]+\})/)
    .filter((piece) => piece !== '')
    .map((piece) => (/^\{[a-z]+\}$/.test(piece) ? { slot: piece.slice(1, -1) } : { text: piece }));
}
