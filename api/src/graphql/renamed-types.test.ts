import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { checkTypeRenames, renamedTypes } from './renamed-types.ts';

const typeDefs = `
  input NewInput { name: String! }
  type Thing { name: String! }
  type Query { echo(input: NewInput!): Thing! }
`;
const schema = createSchema({
  typeDefs,
  resolvers: { Query: { echo: (_p: unknown, args: { input: { name: string } }) => ({ name: args.input.name }) } },
});

function server(log: string[]) {
  const yoga = createYoga({
    schema,
    plugins: [renamedTypes({ OldInput: 'NewInput' }, 'test', (line) => log.push(line))],
    landingPage: false,
  });
  return async (query: string, variables: Record<string, unknown>) => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: unknown; errors?: Array<{ message: string }> };
  };
}

describe('renamedTypes', () => {
  it('runs a document that names a type by its old name, as with the new one', async () => {
    const log: string[] = [];
    const send = server(log);
    const query = 'query($i: OldInput!) { echo(input: $i) { name } }';
    expect(await send(query, { i: { name: 'x' } })).toEqual({ data: { echo: { name: 'x' } } });
    expect(await send(query.replace('OldInput', 'NewInput'), { i: { name: 'x' } })).toEqual({
      data: { echo: { name: 'x' } },
    });
  });

  it('leaves strings alone, and a document without the name untouched', async () => {
    const send = server([]);
    const literal = await send('{ echo(input: { name: "OldInput" }) { name } }', {});
    expect(literal).toEqual({ data: { echo: { name: 'OldInput' } } });
    const variable = await send('query($i: NewInput!) { echo(input: $i) { name } }', { i: { name: 'OldInput' } });
    expect(variable).toEqual({ data: { echo: { name: 'OldInput' } } });
  });

  it('logs the use of an old name, at most once an hour', async () => {
    const log: string[] = [];
    const send = server(log);
    const query = 'query($i: OldInput!) { echo(input: $i) { name } }';
    await send(query, { i: { name: 'a' } });
    await send(query, { i: { name: 'b' } });
    expect(log).toEqual(['[test] 1 document(s) used an old type name (OldInput → NewInput), rewritten']);
  });

  it('refuses renames the schema does not back', () => {
    expect(() => checkTypeRenames(schema, { OldInput: 'NewInput' })).not.toThrow();
    expect(() => checkTypeRenames(schema, { Thing: 'NewInput' })).toThrow(/still in the schema/);
    expect(() => checkTypeRenames(schema, { OldInput: 'Missing' })).toThrow(/no Missing/);
  });
});
