// Depth, alias and cost limits as validation rules: a query over a limit is refused before it runs.
import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

/** Fields that aggregate readings cost more than a plain field. */
const FIELD_COST: Record<string, number> = {
  tenantGraph: 50,
  tenantTable: 50,
  unitQuantityKpis: 30,
  quantityPrices: 10,
  costEstimate: 20,
  report: 30,
  login: 20,
  tokenAuth: 20,
  createEmailPasswordUser: 20,
  changePassword: 20,
  changeEmail: 20,
  passwordReset: 20,
};

function measure(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  depth: number,
  seen: Set<string>,
  acc: { depth: number; aliases: number; cost: number },
): void {
  acc.depth = Math.max(acc.depth, depth);
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (sel.alias) acc.aliases += 1;
      acc.cost += FIELD_COST[sel.name.value] ?? 1;
      if (sel.selectionSet) measure(sel.selectionSet, fragments, depth + 1, seen, acc);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      measure(sel.selectionSet, fragments, depth, seen, acc);
    } else {
      const name = sel.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      measure(fragment.selectionSet, fragments, depth, seen, acc);
      seen.delete(name);
    }
  }
}

export function queryLimitsRule(limits: QueryLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
    }
    return {
      OperationDefinition(node) {
        const acc = { depth: 0, aliases: 0, cost: 0 };
        measure(node.selectionSet, fragments, 1, new Set(), acc);
        if (acc.depth > limits.maxDepth) {
          context.reportError(new GraphQLError(`Query is too deep: ${acc.depth} levels, at most ${limits.maxDepth}.`));
        }
        if (acc.aliases > limits.maxAliases) {
          context.reportError(new GraphQLError(`Too many aliases: ${acc.aliases}, at most ${limits.maxAliases}.`));
        }
        if (acc.cost > limits.maxCost) {
          context.reportError(new GraphQLError(`Query is too expensive: cost ${acc.cost}, at most ${limits.maxCost}.`));
        }
      },
    };
  };
}
