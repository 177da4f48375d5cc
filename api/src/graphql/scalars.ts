import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { formatLocal, QUANTITIES } from '@portal/domain';
import { isValidDate, parseDateTime } from '../time.ts';

function stringLiteral(ast: ValueNode, name: string): string {
  if (ast.kind !== Kind.STRING) throw new GraphQLError(`${name} must be a string`);
  return ast.value;
}

function scalar(name: string, description: string, check: (value: string) => boolean, message: string) {
  const parse = (value: unknown): string => {
    if (typeof value !== 'string' || value.length > 64 || !check(value)) {
      throw new GraphQLError(`${message}: ${JSON.stringify(value)?.slice(0, 64)}`);
    }
    return value;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: (value) => {
      if (value instanceof Date) return name === 'Date' ? formatLocal(value).slice(0, 10) : formatLocal(value);
      return value;
    },
    parseValue: parse,
    parseLiteral: (ast) => parse(stringLiteral(ast, name)),
  });
}

export const JSDateScalar = scalar(
  'JSDate',
  'Local Copenhagen date-time without zone',
  (v) => parseDateTime(v) !== null,
  'Invalid date-time',
);
export const DateScalar = scalar('Date', 'Calendar date YYYY-MM-DD', isValidDate, 'Invalid date');
export const QuantityScalar = scalar(
  'Quantity',
  'Quantity in kebab-case',
  (v) => (QUANTITIES as readonly string[]).includes(v),
  'Unknown quantity',
);
export const COMPARISONS = ['previous-period', 'previous-year', 'property-average'] as const;
export type ComparisonName = (typeof COMPARISONS)[number];
export const ComparisonScalar = scalar(
  'Comparison',
  'previous-period, previous-year or property-average',
  (v) => (COMPARISONS as readonly string[]).includes(v),
  'Unknown comparison',
);
