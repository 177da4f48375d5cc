/**
 * The headers of every GraphQL POST the portal sends, besides the token: the body is JSON, and the
 * answer is taken in GraphQL over HTTP's media type or plain JSON. Free of imports: the shell's build
 * reads it for the session's first requests, which the page's inline script makes.
 */
export const POST_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json, application/json;q=0.9',
} as const;
