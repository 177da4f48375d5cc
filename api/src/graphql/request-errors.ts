// A document that cannot run as sent (a variable of the wrong type or with a value its type refuses,
// a missing required variable, an unknown operation name) is answered as a document that fails
// validation is: GraphQL over HTTP's rule, HTTP 200 with the errors in the body for a client that
// accepts `application/json`, 400 for one that asks for `application/graphql-response+json`
// (docs/decisions/0033). graphql-js's executor marks these errors with HTTP 400 whatever the client
// accepts; they are marked here as the specification's request errors (`http.spec`), which yoga then
// answers by the client's media type, exactly as it does validation errors.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

interface HttpExtension {
  status?: number;
  spec?: boolean;
  headers?: Record<string, string>;
}

function httpOf(error: GraphQLError): HttpExtension | undefined {
  const http = (error.extensions as { http?: unknown } | undefined)?.http;
  return http && typeof http === 'object' ? (http as HttpExtension) : undefined;
}

/** The same error as a request error of the specification. Its extensions cannot be changed in place. */
function asRequestError(error: GraphQLError): GraphQLError {
  const http = httpOf(error);
  if (http?.status !== 400 || http.spec) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes ?? null,
    source: error.source ?? null,
    positions: error.positions ?? null,
    path: error.path ?? null,
    originalError: error.originalError ?? null,
    extensions: { ...error.extensions, http: { ...http, spec: true } },
  });
}

export const requestErrorsInBody: Plugin = {
  onExecute() {
    return {
      onExecuteDone({ result, setResult }) {
        // Request errors come alone: no `data` (a field's error, with `data`, keeps its own status).
        if (Symbol.asyncIterator in result || 'data' in result || !result.errors?.length) return;
        setResult({ ...result, errors: result.errors.map(asRequestError) });
      },
    };
  },
};
