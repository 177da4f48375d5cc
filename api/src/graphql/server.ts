import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { GraphQLError, NoSchemaIntrospectionCustomRule, getOperationAST } from 'graphql';
import { type CORSOptions, createSchema, createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { AppDeps, RequestContext } from '../context.ts';
import type { AccessClaims, ServiceName } from '../auth/tokens.ts';
import { documentLimits, executionLimits } from './limits.ts';
import { type TypeRenames, checkTypeRenames, renamedTypes } from './renamed-types.ts';
import { requestErrorsInBody } from './request-errors.ts';

type ServerContext = { req?: IncomingMessage; res?: ServerResponse };

export type ServiceYoga = YogaServerInstance<ServerContext, RequestContext>;

export interface ServiceOptions {
  service: ServiceName;
  typeDefs: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resolvers: any;
  deps: AppDeps;
  /** Earlier names of types that documents may still use (renamed-types.ts). */
  renamedTypes?: TypeRenames;
  /**
   * Batched requests (a JSON array of operations, at most `limits.maxBatch`) are taken: the
   * operations run together, share one session look-up and one cost budget (docs/decisions/0035).
   */
  batching?: boolean;
}

/**
 * The client's address. Each trusted proxy appends the address it was called from to X-Forwarded-For,
 * so the client is the entry that many places from the right; entries further left are whatever the
 * client sent and are never read.
 */
export function clientIp(request: Request, req: IncomingMessage | undefined, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const forwarded = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const client = forwarded[Math.max(0, forwarded.length - trustedProxies)];
    if (client) return client.slice(0, 64);
  }
  return req?.socket.remoteAddress ?? 'local';
}

/** 'JWT <token>' per the original API (API-NOTES), 'Bearer <token>' also accepted. */
export function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const m = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header.trim());
  return m?.[1] ?? null;
}

function bodyTooLarge() {
  return new GraphQLError('Request body too large', {
    extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' },
  });
}

function badRequest(message: string) {
  return new GraphQLError(message, { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });
}

/** GET carries variables and extensions as JSON text: anything but a JSON object is the client's error. */
function checkGetParams(request: Request): void {
  const params = new URL(request.url).searchParams;
  for (const name of ['variables', 'extensions']) {
    const text = params.get(name);
    if (text === null || text === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest(`The ${name} parameter is not valid JSON.`);
    }
    if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
      throw badRequest(`The ${name} parameter must be a JSON object.`);
    }
  }
}

/** The request with its body counted as it is read (yoga's limitRequestBodySize). */
function countedBody(
  request: Request,
  limit: number,
  fetchAPI: { Request: typeof Request; TransformStream: typeof TransformStream },
): Request {
  const body = request.body;
  if (!body) return request;
  // A native body stream takes the native TransformStream, the fetch ponyfill's its own (as yoga does).
  const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let bytesRead = 0;
  const counted = body.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytesRead += chunk.byteLength;
        if (bytesRead > limit) {
          controller.error(bodyTooLarge());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: counted,
    duplex: 'half',
  } as RequestInit);
}

function isGraphQLErrorLike(value: unknown): value is GraphQLError {
  return value instanceof GraphQLError || (value instanceof Error && value.name === 'GraphQLError');
}

function isIntended(value: unknown): boolean {
  if (!isGraphQLErrorLike(value)) return false;
  return value.originalError ? isIntended(value.originalError) : true;
}

export function createServiceYoga(options: ServiceOptions): ServiceYoga {
  const { deps, service } = options;
  const production = deps.config.env === 'production';
  const tokens = service === 'main' ? deps.mainTokens : deps.dataTokens;

  const introspection: Plugin = {
    onValidate({ addValidationRule }) {
      if (production) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };

  const bodyLimit: Plugin = {
    onRequest({ request, endResponse, fetchAPI }) {
      const length = Number(request.headers.get('content-length') ?? 0);
      if (length > deps.config.limits.maxBodyBytes) {
        endResponse(
          new fetchAPI.Response(JSON.stringify({ errors: [{ message: 'Request body too large' }] }), {
            status: 413,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }
    },
    // Yoga's own limit (maxRequestBodySize, switched off below) pipes every body through a counting
    // stream. A body with a valid Content-Length is bounded by it (the HTTP parser reads that many
    // bytes, and the check above refused a larger one), so only a body without one (chunked) is
    // counted, against the same limit, and refused as soon as it passes it.
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      if (request.method === 'GET') checkGetParams(request);
      const contentLength = request.headers.get('content-length');
      if (contentLength !== null) {
        if (!/^\d+$/.test(contentLength)) throw badRequest('Content-Length header is invalid.');
        return;
      }
      if (!requestParser || !request.body) return;
      const parse = requestParser;
      setRequestParser((req) => parse(countedBody(req, deps.config.limits.maxBodyBytes, fetchAPI)));
    },
  };

  // A batch holds at least one operation (its upper bound is yoga's `batching.limit`).
  const batchBounds: Plugin = {
    onRequestParse() {
      return {
        onRequestParseDone({ requestParserResult }) {
          if (Array.isArray(requestParserResult) && requestParserResult.length === 0) {
            throw badRequest('A batch holds at least one operation.');
          }
        },
      };
    },
  };

  // The operation is known once parsed: a query changes no user row, so its fields may share one read.
  const userOnce: Plugin = {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation === 'query') (args.contextValue as unknown as RequestContext).userOnce = {};
    },
  };

  // A disallowed origin (also the literal "null") gets no CORS headers at all, so no browser lets its
  // page read the answer; `Vary: Origin` on every answer keeps caches from serving one origin's to another.
  const allowedOrigins = new Set(deps.config.corsOrigins);
  const cors = (request: Request): CORSOptions | false => {
    const origin = request.headers.get('origin');
    if (!origin || !allowedOrigins.has(origin)) return false;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
      // the portal judges token expiry on the services' time, which their answers' `Date` tells
      exposedHeaders: ['date'],
      maxAge: 600,
    };
  };
  const varyOrigin: Plugin = {
    onResponse({ response }) {
      const vary = response.headers.get('vary');
      if (!vary?.split(',').some((v) => v.trim().toLowerCase() === 'origin')) {
        response.headers.set('vary', vary ? `${vary}, Origin` : 'Origin');
      }
    },
  };

  const sessions = new WeakMap<Request, Promise<AccessClaims | null>>();

  const schema = createSchema<RequestContext>({ typeDefs: options.typeDefs, resolvers: options.resolvers });
  const renames = options.renamedTypes ?? {};
  checkTypeRenames(schema, renames);

  return createYoga<ServerContext, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !production,
    batching: options.batching ? { limit: deps.config.limits.maxBatch } : false,
    cors,
    // The execution limits come last: they wrap the execution that the others lead to.
    plugins: [
      ...(Object.keys(renames).length ? [renamedTypes(renames, service)] : []),
      bodyLimit,
      batchBounds,
      varyOrigin,
      ...documentLimits(deps.config.limits, production),
      introspection,
      userOnce,
      requestErrorsInBody,
      executionLimits(deps.config.limits),
    ],
    maxRequestBodySize: false,
    maskedErrors: {
      maskError(error, message) {
        // Errors we raise on purpose (GraphQLError all the way down) reach the client as they are.
        if (isIntended(error)) return error as GraphQLError;
        const original = isGraphQLErrorLike(error) ? error.originalError : error;
        const requestId = randomUUID();
        console.error(`[${service}] request error ${requestId}:`, original ?? error);
        return new GraphQLError(production ? message : `${message} (${(original as Error)?.message ?? ''})`, {
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
        });
      },
    },
    context: async ({ request, req }) => {
      // The operations of a batch share the request, and so its session look-up.
      let session = sessions.get(request);
      if (!session) {
        const token = bearer(request);
        session = token ? tokens.verifySession(deps.db, token) : Promise.resolve(null);
        sessions.set(request, session);
      }
      const auth = await session;
      return {
        ...deps,
        requestId: request.headers.get('x-request-id')?.slice(0, 64) || randomUUID(),
        clientIp: clientIp(request, req, deps.config.trustedProxies),
        auth,
      };
    },
  });
}

export type ExtraRoute = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

/** A node HTTP server for one service: extra routes first, then GraphQL; never a crash on bad input. */
export function createHttpServer(yoga: ServiceYoga, extra?: ExtraRoute): Server {
  return createServer((req, res) => {
    void (async () => {
      try {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (url.pathname === '/health') {
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
          return;
        }
        if (extra && (await extra(req, res, url))) return;
        await yoga.handle(req, res);
      } catch (error) {
        console.error('http error', error);
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json' });
        res.end('{"errors":[{"message":"Bad request"}]}');
      }
    })();
  });
}
