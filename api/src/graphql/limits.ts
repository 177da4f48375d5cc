// What one request may ask: tokens, depth and aliases from GraphQL Armor while parsing and validating,
// then the cost of the work from its arguments once the variables are known, and how many heavy
// requests one user (or, signed out, one client) runs at once (docs/decisions/0023).
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { type FragmentDefinitionNode, GraphQLError, Kind, type ValidationContext, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../config.ts';
import type { RequestContext } from '../context.ts';
import { operationCost } from './cost.ts';
import { invalidTextIn } from './input-text.ts';

type Limits = Config['limits'];

function tooComplex(message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', ...extra } });
}

/** Armor reports "Syntax Error: …" with no code; the portal reads the code. */
function coded(error: GraphQLError): GraphQLError {
  return tooComplex(error.message.replace(/^Syntax Error: /, ''));
}

/**
 * Armor's token, depth and alias limits (each linear in the document: Armor measures a fragment once
 * however often it is spread), and in production no field suggestions.
 */
export function documentLimits(limits: Limits, production: boolean): Plugin[] {
  // The validation rules report like graphql-js's own; the token limit stops the parser.
  const report = {
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(coded(error))],
  };
  const rules: Plugin = {
    onValidate({ addValidationRule }) {
      // Aliases of __typename count too (Armor allows them by default): they are what a fragment bomb repeats.
      addValidationRule(maxAliasesRule({ n: limits.maxAliases, allowList: [], ...report }));
      addValidationRule(maxDepthRule({ n: limits.maxDepth, flattenFragments: true, ...report }));
    },
  };
  const tokens = {
    propagateOnRejection: false,
    onReject: [
      (_context: unknown, error: GraphQLError) => {
        throw coded(error);
      },
    ],
  };
  return [
    maxTokensPlugin({ n: limits.maxTokens, ...tokens }) as Plugin,
    rules,
    ...(production ? [blockFieldSuggestionsPlugin({ mask: '' }) as Plugin] : []),
  ];
}

/**
 * Refuses text no column can hold (NUL, lone surrogates) and operations over the cost budget before
 * they run, and bounds the heavy operations running at once per user or client in this process.
 */
export function executionLimits(limits: Limits): Plugin {
  const heavyRunning = new Map<string, number>();
  // What the operations of a request (one, or a batch's) have been granted so far.
  const spent = new WeakMap<Request, number>();
  const release = (key: string) => {
    const n = (heavyRunning.get(key) ?? 1) - 1;
    if (n > 0) heavyRunning.set(key, n);
    else heavyRunning.delete(key);
  };
  return {
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const invalid = invalidTextIn(args.document, args.variableValues);
      if (invalid) {
        setResultAndStopExecution({ errors: [invalid] });
        return;
      }
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const fragments = new Map<string, FragmentDefinitionNode>();
      for (const def of args.document.definitions) {
        if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
      }
      const cost = operationCost(args.schema, operation, fragments, args.variableValues);
      if (cost === null) return;
      if (cost > limits.maxCost) {
        setResultAndStopExecution({
          errors: [
            tooComplex(`Query is too expensive: cost ${Math.round(cost)}, at most ${limits.maxCost}.`, {
              cost: Math.round(cost),
              maxCost: limits.maxCost,
            }),
          ],
        });
        return;
      }
      // The operations of a batch share one request's budget: a batch asks no more than one request may.
      const request = (args.contextValue as { request?: Request }).request;
      if (request) {
        const total = (spent.get(request) ?? 0) + cost;
        if (total > limits.maxCost) {
          setResultAndStopExecution({
            errors: [
              tooComplex(
                `Batch is too expensive: its operations cost ${Math.round(total)} together, at most ${limits.maxCost}.`,
                { cost: Math.round(cost), batchCost: Math.round(total), maxCost: limits.maxCost },
              ),
            ],
          });
          return;
        }
        spent.set(request, total);
      }
      if (cost < limits.heavyCost) return;
      const ctx = args.contextValue as unknown as RequestContext;
      const key = ctx.auth ? `user:${ctx.auth.userId}` : `client:${ctx.clientIp}`;
      const running = heavyRunning.get(key) ?? 0;
      if (running >= limits.maxHeavyPerClient) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError(
              `Too many heavy requests at once: at most ${limits.maxHeavyPerClient}. Please try again when one has finished.`,
              { extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429, headers: { 'retry-after': '1' } } } },
            ),
          ],
        });
        return;
      }
      heavyRunning.set(key, running + 1);
      // Its statements in the heavy lane, behind (PGlite) or beside (PostgreSQL) everyone else's.
      ctx.db = ctx.heavyDb;
      ctx.heavy = true;
      setExecuteFn(async (executeArgs) => {
        try {
          return await executeFn(executeArgs);
        } finally {
          release(key);
        }
      });
    },
  };
}
