// The typed fetch client of the contract: the `x-init-data` identity on every call and one error type for every failure.
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from '@generated/schema';
import { operationOf } from '@generated/operations';

export type ApiErrorBody = components['schemas']['Error'];
export type ErrorCode = components['schemas']['ErrorCode'];

/** Thrown for every non-2xx answer, for a dropped connection (status 0) and for a body that is not JSON. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;
  readonly operationId: string | undefined;
  /** How long the server asked to wait before trying again (`Retry-After` of a 429, 503 or 409 in progress). */
  readonly retryAfterMs: number | undefined;

  constructor(
    status: number,
    body: ApiErrorBody | undefined,
    operationId: string | undefined,
    cause?: unknown,
    retryAfterMs?: number,
  ) {
    super(body?.message ?? (status === 0 ? 'Network error' : `HTTP ${status}`), { cause });
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.operationId = operationId;
    this.retryAfterMs = retryAfterMs;
  }

  /** The machine-readable error code of the answer; undefined without an error body. */
  get code(): ErrorCode | undefined {
    return this.body?.code;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** `Retry-After` in milliseconds: whole seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfterMsOf(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

async function readErrorBody(response: Response): Promise<ApiErrorBody | undefined> {
  try {
    const body: unknown = await response.clone().json();
    return isErrorBody(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  /** The raw Telegram init data; sent unchanged as `x-init-data` on every call. */
  getInitData: () => string | undefined;
  fetch?: typeof globalThis.fetch;
  /** Extra middleware, run after the init-data header is set (e.g. the dev-only mock scenario switch). */
  middleware?: Middleware[];
}

export function createApiClient({ baseUrl, getInitData, fetch, middleware = [] }: ApiClientOptions) {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  const identity: Middleware = {
    onRequest({ request }) {
      const initData = getInitData();
      if (initData) request.headers.set('x-init-data', initData);
      return request;
    },
  };
  const errors: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const operationId = operationOf(request.method, schemaPath);
      if (!response.ok) {
        const retryAfterMs = retryAfterMsOf(response.headers.get('retry-after'));
        throw new ApiError(response.status, await readErrorBody(response), operationId, undefined, retryAfterMs);
      }
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 204 && !type.includes('json')) {
        throw new ApiError(response.status, undefined, operationId, new Error(`Unexpected content type "${type}"`));
      }
      try {
        await response.clone().json();
      } catch (cause) {
        throw new ApiError(response.status, undefined, operationId, cause);
      }
      return response;
    },
    onError({ error, request, schemaPath }) {
      if (error instanceof ApiError) return error;
      return new ApiError(0, undefined, operationOf(request.method, schemaPath), error);
    },
  };
  client.use(identity, ...middleware, errors);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
