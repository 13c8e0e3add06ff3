// Dev and e2e builds only: named states of the mocked backend, selected with `?mock=<name>`.
// Each scenario picks, per operation, which Prism response to serve (through the `Prefer` header).
import type { Middleware } from 'openapi-fetch';
import { operationOf, type OperationId } from '@generated/operations';

export interface ScenarioResponse {
  code?: number;
  example?: string;
}

type ScenarioRule = ScenarioResponse | ((url: URL) => ScenarioResponse);

export interface Scenario {
  description: string;
  responses: Partial<Record<OperationId, ScenarioRule>>;
}

const autobookingPages: ScenarioRule = (url) => ({ example: Number(url.searchParams.get('page') ?? '1') >= 2 ? 'lastPage' : 'firstPage' });

const defaults: Scenario['responses'] = {
  getUser: { example: 'activeUser' },
  listTriggers: { example: 'mixed' },
  listAutobookings: autobookingPages,
  listDrafts: { example: 'several' },
  listDraftGoods: { example: 'several' },
  validateWarehouse: { example: 'allTypes' },
  listTransitWarehouses: { example: 'several' },
  listSuppliers: { example: 'several' },
  validateSupplierAuth: { example: 'valid' },
  createPayment: { example: 'withConfirmation' },
};

function scenario(description: string, responses: Scenario['responses'] = {}): Scenario {
  return { description, responses: { ...defaults, ...responses } };
}

const serverError: ScenarioResponse = { code: 500 };

export const scenarios = {
  default: scenario('Active seller: terms, supplier, subscription and 12 credits; triggers of every status; two pages of autobookings'),
  'new-user': scenario('New seller: no terms, no supplier, no subscription, no credits', { getUser: { example: 'newUser' } }),
  'expired-subscription': scenario('Subscription expired', { getUser: { example: 'expiredSubscription' } }),
  'auth-message-sent': scenario('No supplier yet, the authorisation message was sent', { getUser: { example: 'authMessageSent' } }),
  'no-credits': scenario('Active seller with no autobooking credits', { getUser: { example: 'noCredits' } }),
  'few-credits': scenario('Active seller with two credits', { getUser: { example: 'fewCredits' } }),
  'terms-not-accepted': scenario('Terms not accepted', { getUser: { example: 'termsNotAccepted' } }),
  'triggers-limit': scenario('Exactly 30 active triggers', { listTriggers: { example: 'limitReached' } }),
  'triggers-empty': scenario('No triggers', { listTriggers: { example: 'none' } }),
  'autobookings-empty': scenario('No autobookings', { listAutobookings: { example: 'empty' } }),
  'validation-boxes-only': scenario('The warehouse accepts boxes only', { validateWarehouse: { example: 'boxesOnly' } }),
  'validation-no-meta': scenario('The warehouse does not accept the draft', { validateWarehouse: { example: 'noMetaInfo' } }),
  'warehouse-inactive': scenario('The warehouse is inactive', { validateWarehouse: { code: 400, example: 'inactiveWarehouse' } }),
  'transits-none': scenario('No transit warehouses', { listTransitWarehouses: { example: 'none' } }),
  'drafts-none': scenario('No supply drafts', { listDrafts: { example: 'none' } }),
  'goods-none': scenario('A draft without goods', { listDraftGoods: { example: 'none' } }),
  'suppliers-none': scenario('No supplier accounts', { listSuppliers: { example: 'none' } }),
  'supplier-auth-revoked': scenario('The marketplace authorisation was revoked', { validateSupplierAuth: { example: 'revoked' } }),
  'payment-no-confirmation': scenario('The payment provider gives no confirmation URL', { createPayment: { example: 'withoutConfirmation' } }),
  'autobooking-403-subscription': scenario('Autobooking create refused: subscription expired', { createAutobooking: { code: 403, example: 'subscriptionExpired' } }),
  'autobooking-403-credits': scenario('Autobooking create refused: no credits', { createAutobooking: { code: 403, example: 'noCredits' } }),
  'toggle-409': scenario('Trigger toggle refused with a detail', { toggleTrigger: { code: 409, example: 'limitReached' } }),
  'triggers-errors': scenario('Every trigger change fails', { createTrigger: serverError, updateTrigger: serverError, deleteTrigger: serverError, toggleTrigger: serverError }),
  'autobookings-errors': scenario('Every autobooking change fails', { createAutobooking: serverError, updateAutobooking: serverError, deleteAutobooking: serverError }),
  'payments-error': scenario('Payment creation fails', { createPayment: serverError }),
  'terms-error': scenario('Accepting the terms fails', { updateUser: serverError }),
  'account-errors': scenario('Auth message, logout and supplier change fail', { initAuth: serverError, logout: serverError, updateUser: serverError }),
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;
export const scenarioNames = Object.keys(scenarios) as ScenarioName[];

function preferHeader({ code, example }: ScenarioResponse): string | undefined {
  const parts = [code !== undefined ? `code=${code}` : undefined, example !== undefined ? `example=${example}` : undefined].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

/** Sets Prism's `Prefer` header for each call from the named scenario (unknown names use `default`). */
export function mockScenarioMiddleware(name: string): Middleware {
  const chosen: Scenario = name in scenarios ? scenarios[name as ScenarioName] : scenarios.default;
  return {
    onRequest({ request, schemaPath }) {
      const operationId = operationOf(request.method, schemaPath);
      const rule = operationId ? chosen.responses[operationId] : undefined;
      if (!rule) return request;
      const header = preferHeader(typeof rule === 'function' ? rule(new URL(request.url)) : rule);
      if (header) request.headers.set('Prefer', header);
      return request;
    },
  };
}
