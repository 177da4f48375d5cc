import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { GraphQLError, NoSchemaIntrospectionCustomRule, getOperationAST } from 'graphql';
import { createSchema, createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { AppDeps, RequestContext } from '../context.ts';
import type { ServiceName } from '../auth/tokens.ts';
import { queryLimitsRule } from './limits.ts';

type ServerContext = { req?: IncomingMessage; res?: ServerResponse };

export type ServiceYoga = YogaServerInstance<ServerContext, RequestContext>;

export interface ServiceOptions {
  service: ServiceName;
  typeDefs: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resolvers: any;
  deps: AppDeps;
}

function clientIp(request: Request, req: IncomingMessage | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
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

/** Yoga's default maxRequestBodySize, kept for bodies without a Content-Length. */
const YOGA_BODY_LIMIT = 25_000_000;

function bodyTooLarge() {
  return new GraphQLError('Request body too large', {
    extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' },
  });
}

function invalidContentLength() {
  return new GraphQLError('Content-Length header is invalid.', {
    extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
  });
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

  const limits: Plugin = {
    onValidate({ addValidationRule }) {
      addValidationRule(queryLimitsRule(deps.config.limits));
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
    // bytes, and the check above refused a larger one), so only a body without one is counted.
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const contentLength = request.headers.get('content-length');
      if (contentLength !== null) {
        if (!/^\d+$/.test(contentLength)) throw invalidContentLength();
        if (Number(contentLength) > YOGA_BODY_LIMIT) throw bodyTooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      const parse = requestParser;
      setRequestParser((req) => parse(countedBody(req, YOGA_BODY_LIMIT, fetchAPI)));
    },
  };

  // The operation is known once parsed: a query changes no user row, so its fields may share one read.
  const userOnce: Plugin = {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation === 'query') (args.contextValue as unknown as RequestContext).userOnce = {};
    },
  };

  return createYoga<ServerContext, RequestContext>({
    schema: createSchema({ typeDefs: options.typeDefs, resolvers: options.resolvers }),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !production,
    batching: false,
    cors: {
      origin: deps.config.corsOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
      maxAge: 600,
    },
    plugins: [bodyLimit, limits, userOnce],
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
      const token = bearer(request);
      const auth = token ? await tokens.verifyAccess(token) : null;
      return {
        ...deps,
        requestId: request.headers.get('x-request-id')?.slice(0, 64) || randomUUID(),
        clientIp: clientIp(request, req, deps.config.trustProxy),
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
