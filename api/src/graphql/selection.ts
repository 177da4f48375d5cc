// What a client selected under the field being resolved.
import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields selected directly under the field being resolved, through inline fragments
 * and fragment spreads. `@skip`/`@include` are not applied: a field that may be skipped counts as
 * selected.
 */
export function selectedFieldNames(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const spread = new Set<string>();
  const walk = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!spread.has(selection.name.value)) {
        spread.add(selection.name.value);
        walk(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet);
  return names;
}

/** Whether the selection under the field being resolved has no field but these (and `__typename`). */
export function selectsOnly(info: GraphQLResolveInfo, fields: readonly string[]): boolean {
  for (const name of selectedFieldNames(info)) if (name !== '__typename' && !fields.includes(name)) return false;
  return true;
}
