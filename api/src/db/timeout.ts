import { GraphQLError } from 'graphql';

/** SQLSTATE query_canceled: PostgreSQL ended a statement at statement_timeout. */
const QUERY_CANCELED = '57014';

/** A statement ended at its time limit: a GraphQL error, so the services pass it on to the client. */
export function queryTimeout(): GraphQLError {
  return new GraphQLError('The request took too long and was cancelled.', { extensions: { code: 'QUERY_TIMEOUT' } });
}

export function isQueryCanceled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === QUERY_CANCELED;
}
