// Dev and e2e builds only: named states of the mocked backend, selected with `?mock=<name>`.
// A scenario says, per operation, which answer Prism serves: it sets Prism's `Prefer` header to
// `code=<status>` and/or `example=<named example of openapi.yaml>`. Every scenario is applied on top of
// `default` (unless it says `extendsDefault: false`); operations that neither lists get Prism's own choice (the
// first example of the success answer, or generated data when Prism runs with `--dynamic`).
import type { Middleware } from 'openapi-fetch';
import { operationOf, type operationExamples, type OperationId } from '@generated/operations';
import type { operations as ContractOperations } from '@generated/schema';
import { normalizeSearch } from '@/shared/lib/search-text';
import { mockScenarioHeader } from './dev-backend-routes.js';

type StatusOf<Id extends OperationId> = Extract<keyof ContractOperations[Id]['responses'], number>;
type SuccessStatusOf<Id extends OperationId> = Extract<StatusOf<Id>, 200 | 201 | 202 | 203 | 204 | 206>;
type ExampleTable<Id extends OperationId> = (typeof operationExamples)[Id];
type ExampleOf<Id extends OperationId, Status extends number> = `${Status}` extends keyof ExampleTable<Id>
  ? ExampleTable<Id>[`${Status}`] extends readonly (infer Name)[]
    ? Name
    : never
  : never;

/**
 * One answer of an operation: a documented status (optionally with one of that status's named examples),
 * or, without `code`, a named example of the success answer. Both are checked against the contract by tsc.
 */
type PrismAnswer<Id extends OperationId> =
  | { [Status in StatusOf<Id>]: { code: Status; example?: ExampleOf<Id, Status> } }[StatusOf<Id>]
  | { code?: never; example: ExampleOf<Id, SuccessStatusOf<Id>> };

/** A fixed answer, or one chosen from the request (its URL's `group` query parameter, its body's payment method). */
type ScenarioRule<Id extends OperationId> = PrismAnswer<Id> | ((url: URL, body?: unknown) => PrismAnswer<Id>);

type ScenarioResponses = { [Id in OperationId]?: ScenarioRule<Id> };

export interface Scenario {
  description: { ru: string; en: string };
  /** The answers this scenario changes; everything else comes from `default`. */
  responses: ScenarioResponses;
  /** false: operations the scenario does not list get no `Prefer` header at all, not `default`'s answers. */
  extendsDefault?: false;
}

/** The shape every rule has at run time, whatever its operation. */
export interface PreferSelection {
  code?: number;
  example?: string;
}

/**
 * The seller of the contract's examples, by the list's query: the active group spans two pages (any cursor reads the
 * last one), the other groups one page each. A search finds the one (active) booking at Невинномысск when that name
 * contains it, and nothing otherwise.
 */
const autobookingGroups: ScenarioRule<'listAutobookings'> = (url) => {
  const query = url.searchParams;
  const search = normalizeSearch(query.get('search') ?? '');
  const group = query.get('group') ?? 'active';
  if (search && !'невинномысск'.includes(search)) return { example: 'emptySearch' };
  if (search) return { example: group === 'active' ? 'found' : 'foundElsewhere' };
  switch (group) {
    case 'completed':
      return { example: 'completed' };
    case 'archive':
      return { example: 'archive' };
    default:
      return { example: query.has('cursor') ? 'lastPage' : 'firstPage' };
  }
};

/**
 * A seller whose day had one result of each kind (a date booked, a booking failed), by the list's query: each group
 * one page, and `today=true` only the bookings of today's results. A search is not applied.
 */
const autobookingsOfToday: ScenarioRule<'listAutobookings'> = (url) => {
  const query = url.searchParams;
  const only = query.get('today') === 'true';
  switch (query.get('group')) {
    case 'completed':
      return { example: only ? 'todayOnlyCompleted' : 'todayCompleted' };
    case 'archive':
      return { example: only ? 'todayOnlyArchive' : 'todayArchive' };
    default:
      return { example: only ? 'todayOnlyActive' : 'todayActive' };
  }
};

/**
 * The finds of the contract's triggers: 118 has two pages (any cursor reads the last), 116 finds whose
 * notifications did not arrive, the finished 112, 111 and 109 theirs; the others none yet.
 */
const findsByTrigger: ScenarioRule<'listTriggerFinds'> = (url) => {
  const query = url.searchParams;
  switch (query.get('triggerId')) {
    case '118':
      return { example: query.has('cursor') ? 'manyLastPage' : 'manyFirstPage' };
    case '116':
      return { example: 'undelivered' };
    case '112':
      return { example: 'completedTrigger' };
    case '111':
      return { example: 'completedWeek' };
    case '109':
      return { example: 'expiredTrigger' };
    default:
      return { example: 'none' };
  }
};

/**
 * The attempts of the contract's autobookings: 9014 has two pages (any cursor reads the last), the completed 9011
 * how it booked, the failed 9008 and 9003 how they failed; the others none yet.
 */
const attemptsByBooking: ScenarioRule<'listAutobookingAttempts'> = (url) => {
  const query = url.searchParams;
  switch (query.get('id')) {
    case '9014':
      return { example: query.has('cursor') ? 'manyLastPage' : 'manyFirstPage' };
    case '9011':
      return { example: 'booked' };
    case '9008':
      return { example: 'authRevoked' };
    case '9003':
      return { example: 'refused' };
    default:
      return { example: 'none' };
  }
};

/** A payment in Stars answers Telegram's invoice link, a card payment (the default method) the provider's page. */
const paymentByMethod: ScenarioRule<'createPayment'> = (_url, body) =>
  isStarsOrder(body) ? { example: 'starsInvoice' } : { example: 'withConfirmation' };

function isStarsOrder(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'method' in body && body.method === 'stars';
}

/** The renewal answers the state it was switched to. */
const renewalByRequest: ScenarioRule<'setSubscriptionRenewal'> = (_url, body) =>
  typeof body === 'object' && body !== null && 'autoRenew' in body && body.autoRenew === false
    ? { example: 'notRenewing' }
    : { example: 'renewing' };

const serverError = { code: 500 } as const;

/**
 * A seller without a linked supplier, as the contract's Access states table has it: the supplier's marketplace calls
 * are refused, and the check of the authorisation has nothing to check.
 */
const supplierNotLinked = { code: 403, example: 'supplierNotLinked' } as const;
const noLinkedSupplier = {
  validateSupplierAuth: supplierNotLinked,
  listDrafts: supplierNotLinked,
  listDraftGoods: supplierNotLinked,
  listTransitWarehouses: supplierNotLinked,
  validateWarehouse: supplierNotLinked,
} satisfies ScenarioResponses;
const rateLimited = { code: 429, example: 'rateLimited' } as const;
const upstreamUnavailable = { code: 503, example: 'upstreamUnavailable' } as const;

export const scenarios = {
  default: {
    description: {
      ru: 'Активный продавец: условия приняты, поставщик выбран, подписка и 12 автобронирований; таймслоты всех статусов; автобронирования всех вкладок (активные на двух страницах, поиск находит «Невинномысск»); черновики, товары, транзиты, все типы поставки',
      en: 'Active seller: terms accepted, supplier linked, subscription and 12 credits; triggers of every status; autobookings in every tab (active ones on two pages, a search finds one booking); drafts, goods, transits, every supply type accepted',
    },
    responses: {
      getUser: { example: 'activeUser' },
      listSuppliers: { example: 'several' },
      validateSupplierAuth: { example: 'valid' },
      listDrafts: { example: 'several' },
      listDraftGoods: { example: 'several' },
      listTriggers: { example: 'mixed' },
      createTrigger: { example: 'created' },
      updateTrigger: { example: 'updated' },
      toggleTrigger: { example: 'toggled' },
      listWarehouses: { example: 'all' },
      listMarketCoefficients: { example: 'fresh' },
      listTransitWarehouses: { example: 'several' },
      validateWarehouse: { example: 'allTypes' },
      listAutobookings: autobookingGroups,
      createAutobooking: { example: 'created' },
      deleteAutobooking: { example: 'deleted' },
      listTariffs: { example: 'catalogue' },
      createPayment: paymentByMethod,
      setSubscriptionRenewal: renewalByRequest,
      listTriggerFinds: findsByTrigger,
      listAutobookingAttempts: attemptsByBooking,
    },
  },

  // The seller's access state.
  'new-user': {
    description: {
      ru: 'Новый продавец: условия не приняты, нет поставщика, подписки, автобронирований, таймслотов и платежей',
      en: 'New seller: no terms, supplier, subscription, credits, triggers or payments',
    },
    responses: {
      getUser: { example: 'newUser' },
      listTriggers: { example: 'none' },
      listAutobookings: { code: 403, example: 'termsNotAccepted' },
      listSuppliers: { example: 'none' },
      listMarketCoefficients: { example: 'noWarehouses' },
      ...noLinkedSupplier,
    },
  },
  'expired-subscription': {
    description: {
      ru: 'Подписка истекла (3 автобронирования остались): запущенные таймслоты приостановлены; создание автобронирования отклоняется с 403',
      en: 'Subscription expired (3 credits left): started triggers read as paused; creating an autobooking is refused with 403',
    },
    responses: {
      getUser: { example: 'expiredSubscription' },
      createAutobooking: { code: 403, example: 'subscriptionInactive' },
    },
  },
  'auth-message-sent': {
    description: {
      ru: 'Поставщик не выбран, сообщение для авторизации уже отправлено; поставщиков пока нет',
      en: 'No supplier linked, the authorisation message was already sent; no supplier accounts yet',
    },
    responses: {
      getUser: { example: 'authMessageSent' },
      listSuppliers: { example: 'none' },
      ...noLinkedSupplier,
    },
  },
  'supplier-not-chosen': {
    description: {
      ru: 'Приложение авторизовано в кабинете продавца, поставщик не выбран: маркетплейс дает трех поставщиков',
      en: 'Authorised in the seller cabinet, no supplier chosen: the marketplace lists three suppliers',
    },
    responses: {
      getUser: { example: 'authMessageSent' },
      listSuppliers: { example: 'several' },
      ...noLinkedSupplier,
    },
  },
  'single-supplier': {
    description: {
      ru: 'Приложение авторизовано в кабинете продавца, поставщик не выбран: маркетплейс дает одного поставщика, приложение выбирает его само',
      en: 'Authorised in the seller cabinet, no supplier chosen: the marketplace lists one supplier, which the app links at once',
    },
    responses: {
      getUser: { example: 'authMessageSent' },
      listSuppliers: { example: 'single' },
      ...noLinkedSupplier,
    },
  },
  'no-credits': {
    description: {
      ru: 'Активная подписка, 0 автобронирований; создание автобронирования отклоняется с 403',
      en: 'Active subscription, 0 credits; creating an autobooking is refused with 403',
    },
    responses: { getUser: { example: 'noCredits' }, createAutobooking: { code: 403, example: 'noCredits' } },
  },
  'few-credits': {
    description: { ru: 'Активная подписка, осталось 2 автобронирования', en: 'Active subscription, 2 credits left' },
    responses: { getUser: { example: 'fewCredits' } },
  },
  'terms-not-accepted': {
    description: {
      ru: 'Условия использования не приняты; список автобронирований отвечает 403',
      en: 'Terms not accepted; the autobooking list answers 403',
    },
    responses: {
      getUser: { example: 'termsNotAccepted' },
      listAutobookings: { code: 403, example: 'termsNotAccepted' },
    },
  },
  'user-error': {
    description: {
      ru: 'Загрузка пользователя падает с 500 (страница «Пользователь не найден»)',
      en: 'Loading the user fails with 500 (the "user not found" page)',
    },
    responses: { getUser: serverError },
  },

  // Triggers.
  'triggers-limit': {
    description: {
      ru: 'Ровно 30 активных таймслотов: создание отвечает 409, запуск остановленного — 409 с detail',
      en: 'Exactly 30 active triggers: create answers 409, starting a stopped one 409 with a detail',
    },
    responses: {
      listTriggers: { example: 'limitReached' },
      createTrigger: { code: 409, example: 'triggerLimitReached' },
      toggleTrigger: { code: 409, example: 'triggerLimitReached' },
    },
  },
  'triggers-empty': {
    description: { ru: 'Таймслотов нет', en: 'No triggers' },
    responses: { listTriggers: { example: 'none' } },
  },
  'toggle-409': {
    description: {
      ru: 'Запуск/остановка таймслота отклоняется с 409 и detail от сервера',
      en: 'Toggling a trigger is refused with 409 and a server detail',
    },
    responses: { toggleTrigger: { code: 409, example: 'triggerLimitReached' } },
  },
  'triggers-errors': {
    description: {
      ru: 'Создание, изменение и удаление таймслота падают с 500, переключение — 409',
      en: 'Creating, updating and deleting a trigger fail with 500, toggling with 409',
    },
    responses: {
      createTrigger: serverError,
      updateTrigger: serverError,
      deleteTrigger: serverError,
      toggleTrigger: { code: 409, example: 'triggerLimitReached' },
    },
  },

  // Autobookings.
  'autobookings-empty': {
    description: { ru: 'Автобронирований нет', en: 'No autobookings' },
    responses: { listAutobookings: { example: 'empty' } },
  },
  'autobookings-today': {
    description: {
      ru: 'Сегодня одно автобронирование забронировало дату, другое завершилось ошибкой',
      en: "Today one autobooking booked a date and another failed: the list's head says so, and a tap lists those two",
    },
    responses: { listAutobookings: autobookingsOfToday },
  },
  'autobooking-403-subscription': {
    description: {
      ru: 'Создание автобронирования: 403 «подписка истекла»',
      en: 'Creating an autobooking: 403 "subscription expired"',
    },
    responses: { createAutobooking: { code: 403, example: 'subscriptionInactive' } },
  },
  'autobooking-403-credits': {
    description: {
      ru: 'Создание автобронирования: 403 «недостаточно автобронирований»',
      en: 'Creating an autobooking: 403 "not enough credits"',
    },
    responses: { createAutobooking: { code: 403, example: 'noCredits' } },
  },
  'autobookings-conflicts': {
    description: {
      ru: 'Активация отвечает 409 «срок истек», удаление — 409 «сначала в архив»',
      en: 'Reactivating answers 409 "expired", deleting 409 "archive it first"',
    },
    responses: {
      updateAutobooking: { code: 409, example: 'autobookingExpired' },
      deleteAutobooking: { code: 409, example: 'autobookingNotDeletable' },
    },
  },
  'autobookings-errors': {
    description: {
      ru: 'Создание, архивирование/активация и удаление автобронирования падают с 500',
      en: 'Creating, archiving/reactivating and deleting an autobooking fail with 500',
    },
    responses: { createAutobooking: serverError, updateAutobooking: serverError, deleteAutobooking: serverError },
  },

  // The autobooking form: drafts, goods, transit warehouses and warehouse validation.
  'drafts-none': {
    description: { ru: 'Черновиков поставки нет', en: 'No supply drafts' },
    responses: { listDrafts: { example: 'none' } },
  },
  'goods-none': {
    description: { ru: 'В черновике нет товаров', en: 'A draft without goods' },
    responses: { listDraftGoods: { example: 'none' } },
  },
  'transits-none': {
    description: { ru: 'Транзитных складов нет', en: 'No transit warehouses' },
    responses: { listTransitWarehouses: { example: 'none' } },
  },
  'validation-boxes-only': {
    description: { ru: 'Склад принимает только короба', en: 'The warehouse accepts boxes only' },
    responses: { validateWarehouse: { example: 'boxesOnly' } },
  },
  'validation-no-meta': {
    description: {
      ru: 'Склад не принимает черновик (результат без metaInfo)',
      en: 'The warehouse does not accept the draft (result without metaInfo)',
    },
    responses: { validateWarehouse: { example: 'noMetaInfo' } },
  },
  'warehouse-inactive': {
    description: {
      ru: 'Валидация склада: 409 «склад неактивен»',
      en: 'Warehouse validation: 409 "warehouse inactive"',
    },
    responses: { validateWarehouse: { code: 409, example: 'warehouseInactive' } },
  },
  'autobooking-form-errors': {
    description: {
      ru: 'Черновики, товары, транзитные склады и валидация склада падают с 500',
      en: 'Drafts, goods, transit warehouses and warehouse validation fail with 500',
    },
    responses: {
      listDrafts: serverError,
      listDraftGoods: serverError,
      listTransitWarehouses: serverError,
      validateWarehouse: serverError,
    },
  },

  // Account and suppliers.
  'suppliers-none': {
    description: { ru: 'Нет доступных поставщиков', en: 'No supplier accounts available' },
    responses: { listSuppliers: { example: 'none' } },
  },
  'supplier-auth-revoked': {
    description: {
      ru: 'Авторизация поставщика в кабинете маркетплейса отозвана: активные автобронирования приостановлены',
      en: 'The supplier authorisation in the marketplace cabinet was revoked: active autobookings are paused',
    },
    responses: {
      validateSupplierAuth: { example: 'revoked' },
      listSuppliers: { code: 403, example: 'supplierAuthRevoked' },
      listDrafts: { code: 403, example: 'supplierAuthRevoked' },
      listDraftGoods: { code: 403, example: 'supplierAuthRevoked' },
      listTransitWarehouses: { code: 403, example: 'supplierAuthRevoked' },
      validateWarehouse: { code: 403, example: 'supplierAuthRevoked' },
      createAutobooking: { code: 403, example: 'supplierAuthRevoked' },
      updateUser: { code: 403, example: 'supplierAuthRevoked' },
      listAutobookings: (url) =>
        url.searchParams.get('group') === 'active' && !url.searchParams.has('search')
          ? { example: 'pausedByAuth' }
          : autobookingGroups(url),
    },
  },
  'suppliers-errors': {
    description: {
      ru: 'Список поставщиков и проверка авторизации падают с 500',
      en: 'The supplier list and the authorisation check fail with 500',
    },
    responses: { listSuppliers: serverError, validateSupplierAuth: serverError },
  },
  'account-errors': {
    description: {
      ru: 'Отправка сообщения для авторизации, выход и смена поставщика падают с 500',
      en: 'Sending the authorisation message, logout and changing the supplier fail with 500',
    },
    responses: { initAuth: serverError, logout: serverError, updateUser: serverError },
  },
  'terms-error': {
    description: {
      ru: 'Условия не приняты, и принятие условий падает с 500',
      en: 'Terms not accepted, and accepting them fails with 500',
    },
    responses: { getUser: { example: 'termsNotAccepted' }, updateUser: serverError },
  },

  // Store.
  'payment-no-confirmation': {
    description: {
      ru: 'Платеж создан без ссылки на оплату (confirmation: null)',
      en: 'The payment is created without a confirmation URL (confirmation: null)',
    },
    responses: { createPayment: { example: 'withoutConfirmation' } },
  },
  'stars-paid': {
    description: {
      ru: 'Покупка за звезды подтверждается сразу: после «Оплатить» в окне Telegram подписка на месяц активна и продлевается',
      en: 'A Stars purchase is confirmed at once: after the sheet is paid the 1-month plan is active and renews',
    },
    responses: { getUser: { example: 'starsPaid' } },
  },
  'stars-pending': {
    description: {
      ru: 'Платеж звездами, который Telegram еще не подтвердил',
      en: 'A Stars payment Telegram has not confirmed yet',
    },
    responses: { getUser: { example: 'starsPending' } },
  },
  'stars-renewing': {
    description: {
      ru: 'Подписка за звезды продлевается автоматически; автопродление можно отключить',
      en: 'A Stars subscription that renews itself; its renewal can be switched off',
    },
    responses: { getUser: { example: 'starsRenewing' } },
  },
  'stars-not-renewing': {
    description: {
      ru: 'Автопродление подписки за звезды отключено: доступ до конца оплаченного периода, можно включить снова',
      en: 'The renewal of a Stars subscription is off: access until the paid period ends, it can be switched on again',
    },
    responses: { getUser: { example: 'starsNotRenewing' } },
  },
  'stars-renewal-missed': {
    description: {
      ru: 'Telegram не смог списать звезды за автопродление (не хватило звезд или подписка отменена в Telegram): подписка закончилась',
      en: 'Telegram could not charge the Stars renewal (too few Stars, or cancelled in Telegram): the subscription ended',
    },
    responses: { getUser: { example: 'starsRenewalMissed' } },
  },
  'card-pending': {
    description: {
      ru: 'Платеж картой начат и не оплачен: его страницу можно открыть снова, пока она действует',
      en: 'A card payment started and not paid: its page can be opened again while it is valid',
    },
    responses: { getUser: { example: 'cardPending' } },
  },
  'renewal-error': {
    description: {
      ru: 'Подписка за звезды продлевается, а переключение автопродления падает с 500',
      en: 'A renewing Stars subscription whose renewal switch fails with 500',
    },
    responses: { getUser: { example: 'starsRenewing' }, setSubscriptionRenewal: serverError },
  },
  'payments-error': {
    description: { ru: 'Создание платежа падает с 500', en: 'Creating a payment fails with 500' },
    responses: { createPayment: serverError },
  },
  'tariffs-error': {
    description: {
      ru: 'Загрузка тарифов падает с 500 (магазин показывает ошибку с повтором, история платежей — без названий)',
      en: 'Loading the tariffs fails with 500 (the store shows its error page with a retry, the payment history no names)',
    },
    responses: { listTariffs: serverError },
  },

  // Refusals for now: the server says when to try again (`Retry-After`), the seller's input stays.
  'rate-limited': {
    description: {
      ru: 'Каждое действие отклоняется с 429 rate_limited и Retry-After; чтение работает',
      en: 'Every action is refused with 429 rate_limited and Retry-After; reads work',
    },
    responses: {
      updateUser: rateLimited,
      initAuth: rateLimited,
      logout: rateLimited,
      createTrigger: rateLimited,
      updateTrigger: rateLimited,
      deleteTrigger: rateLimited,
      toggleTrigger: rateLimited,
      createAutobooking: rateLimited,
      updateAutobooking: rateLimited,
      deleteAutobooking: rateLimited,
      createPayment: rateLimited,
    },
  },
  'upstream-unavailable': {
    description: {
      ru: 'Маркетплейс и платежная система недоступны: все, что к ним обращается, отвечает 503 upstream_unavailable с Retry-After',
      en: 'The marketplace and the payment provider are down: every call that reaches them answers 503 upstream_unavailable with Retry-After',
    },
    responses: {
      updateUser: upstreamUnavailable,
      initAuth: upstreamUnavailable,
      validateSupplierAuth: upstreamUnavailable,
      listSuppliers: upstreamUnavailable,
      listDrafts: upstreamUnavailable,
      listDraftGoods: upstreamUnavailable,
      listTransitWarehouses: upstreamUnavailable,
      validateWarehouse: upstreamUnavailable,
      createAutobooking: upstreamUnavailable,
      createPayment: upstreamUnavailable,
    },
  },
  'init-data-expired': {
    description: {
      ru: 'Подпись Telegram устарела (auth_date старше 24 часов): загрузка пользователя отвечает 401 init_data_expired',
      en: "Telegram's signature is too old (auth_date over 24 hours): loading the user answers 401 init_data_expired",
    },
    responses: { getUser: { code: 401, example: 'initDataExpired' } },
  },

  // What the service did and whether it can work (the outcomes).
  'source-down': {
    description: {
      ru: 'Источник слотов недоступен с 21.11.2026 07:40 (маркетплейс отключил метод): проверки приостановлены',
      en: 'The slot source is down since 21.11.2026 07:40 Moscow time (the marketplace switched its method off): checks are paused',
    },
    responses: { getUser: { example: 'sourceDown' }, listMarketCoefficients: { example: 'stale' } },
  },
  'market-none': {
    description: {
      ru: 'Коэффициенты: сервис еще не видел ни одного коэффициента складов продавца',
      en: 'Market: the service has not observed any coefficient of the own warehouses of the seller yet (no rows)',
    },
    responses: { listMarketCoefficients: { example: 'none' } },
  },
  'market-fifty': {
    description: {
      ru: 'Коэффициенты: 50 складов на 14 дней (короба), самое большое чтение',
      en: 'Market: 50 warehouses for 14 days (boxes), the most one read covers; the warehouse list has all 50',
    },
    responses: { listWarehouses: { example: 'many' }, listMarketCoefficients: { example: 'fifty' } },
  },
  'market-error': {
    description: {
      ru: 'Коэффициенты: чтение таблицы падает с 500',
      en: 'Market: reading the coefficient table fails with 500',
    },
    responses: { listMarketCoefficients: { code: 500 } },
  },
  'bot-blocked': {
    description: {
      ru: 'Продавец заблокировал бота: уведомления не доходят, таймслоты приостановлены',
      en: 'The seller blocked the bot: notifications do not arrive, triggers are paused',
    },
    responses: { getUser: { example: 'botBlocked' } },
  },
  'no-write-access': {
    description: {
      ru: 'Продавец открыл приложение по ссылке и не запускал бота: боту нельзя писать',
      en: 'The seller opened the app from a link and never started the bot: it may not write to them',
    },
    responses: { getUser: { example: 'noWriteAccess' } },
  },
  'autobooking-error-reasons': {
    description: {
      ru: 'Во вкладке «Архивные» по одному автобронированию с ошибкой на каждый код причины',
      en: 'The archive tab holds one failed autobooking per failure code',
    },
    responses: {
      listAutobookings: (url) =>
        url.searchParams.get('group') === 'archive' && !url.searchParams.has('search')
          ? { example: 'errorReasons' }
          : autobookingGroups(url),
    },
  },
  'outcomes-errors': {
    description: {
      ru: 'История находок таймслота и попытки автобронирования не загружаются (500)',
      en: "Loading a trigger's finds and an autobooking's attempts fails with 500",
    },
    responses: { listTriggerFinds: serverError, listAutobookingAttempts: serverError },
  },

  // Names from the marketplace that must stay plain text and never widen the page.
  'hostile-strings': {
    description: {
      ru: 'Имена складов, поставщиков, товаров и тариф платежа с HTML, скриптами, очень длинными словами и текстом справа налево',
      en: 'Warehouse, supplier, goods names and a payment tariff with HTML, scripts, very long words and right-to-left text',
    },
    responses: {
      getUser: { example: 'hostile' },
      listWarehouses: { example: 'hostile' },
      listSuppliers: { example: 'hostile' },
      listDraftGoods: { example: 'hostile' },
      listAutobookings: { example: 'hostile' },
    },
  },

  // Prism started with `--dynamic --seed N` generates random schema-valid answers, which a
  // `Prefer: example=…` header would replace with the named examples.
  dynamic: {
    description: {
      ru: 'Без заголовков Prefer: Prism, запущенный с --dynamic, отвечает случайными данными по схеме (тесты tests/e2e/crawl.spec.ts)',
      en: 'No Prefer headers: a Prism started with --dynamic answers random schema-valid data (tests/e2e/crawl.spec.ts)',
    },
    responses: {},
    extendsDefault: false,
  },
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;

/** Every scenario name, `default` first, in the order of the table. */
export const scenarioNames = Object.keys(scenarios) as ScenarioName[];

function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(scenarios, name);
}

/** What the scenario (unknown names: `default`) selects for one call; `undefined` leaves the choice to Prism. */
export function selectionFor(
  name: string,
  operationId: OperationId,
  url: URL,
  body?: unknown,
): PreferSelection | undefined {
  const scenario: Scenario | undefined = isScenarioName(name) ? scenarios[name] : undefined;
  const own: ScenarioResponses = scenario?.responses ?? {};
  const defaults: ScenarioResponses = scenario?.extendsDefault === false ? {} : scenarios.default.responses;
  const rule: PreferSelection | ((url: URL, body?: unknown) => PreferSelection) | undefined =
    own[operationId] ?? defaults[operationId];
  return typeof rule === 'function' ? rule(url, body) : rule;
}

/** The `Prefer` header value for a selection, e.g. `code=403, example=noCredits`. */
export function preferHeader({ code, example }: PreferSelection): string | undefined {
  const parts: string[] = [];
  if (code !== undefined) parts.push(`code=${code}`);
  if (example !== undefined) parts.push(`example=${example}`);
  return parts.length ? parts.join(', ') : undefined;
}

/**
 * Sets Prism's `Prefer` header on every call of the contract from the named scenario (unknown names use `default`),
 * and names the scenario, so that the dev server sends the call to Prism's examples (not to the stateful backend).
 */
export function mockScenarioMiddleware(name: string): Middleware {
  return {
    async onRequest({ request: sent, schemaPath }) {
      const operationId = operationOf(sent.method, schemaPath);
      // A rule may choose by the body (the payment's method). Reading it uses it up, so the call goes on as a copy
      // with the same text: a plain body, as the page sent it (a cloned one would go out as a stream).
      const text = sent.body ? await sent.text() : undefined;
      const request = text === undefined ? sent : new Request(sent, { body: text });
      const body = text === undefined ? undefined : parseJson(text);
      const selection = operationId ? selectionFor(name, operationId, new URL(request.url), body) : undefined;
      const header = selection ? preferHeader(selection) : undefined;
      if (header) request.headers.set('Prefer', header);
      request.headers.set(mockScenarioHeader, name);
      return request;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
