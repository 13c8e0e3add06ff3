// The reference server's payments: the price list, card payments (the provider's page, resumable until it expires)
// and payments in Telegram Stars. A Stars payment stays `pending` until the bot would receive `successful_payment`:
// `completeStarsPayment` does what the bot does then, `renewStarsSubscription` what a renewal Telegram charges does,
// `missStarsRenewal` a renewal Telegram could not charge.
import { randomBytes, randomUUID } from 'node:crypto';

/** @typedef {import('./server.mjs').Rules} Rules */
/** @typedef {import('./server.mjs').Seller} Seller */
/** @typedef {import('../../generated/schema').SchemaPaymentCreate} PaymentCreate */
/** @typedef {import('../../generated/schema').SchemaPayment} Payment */
/** @typedef {import('../../generated/schema').SchemaSubscriptionRenewal} SubscriptionRenewal */
/** @typedef {import('../../generated/schema').SchemaSubscriptionRenewalUpdate} SubscriptionRenewalUpdate */

const dayMs = 24 * 60 * 60 * 1000;
/** How long the card provider keeps an unpaid payment's page open. */
const cardPageLifetimeMs = 60 * 60 * 1000;
/** Telegram's only subscription period (`subscription_period`), and the plan length sold as one. */
const subscriptionDays = 30;
/** How long a renewal Telegram could not charge is reported (`missedChargeAt`). */
const missedRenewalShownMs = 30 * dayMs;

/**
 * A seller's Stars subscription, as the bot knows it from `successful_payment`.
 * @typedef {{ autoRenew: boolean, tariffId: string, amount: number }} StarsSubscription
 */

/**
 * @param {Rules} rules
 */
export function paymentRules(rules) {
  const { now, invalid, notFound, sellerOf, tariffList, priceOf, stars } = rules;
  /** Every invoice the backend created: its slug → the seller's user id and the payment id (the invoice's payload). */
  /** @type {Map<string, { userId: number, paymentId: string }>} */
  const invoices = new Map();
  /** @type {Map<number, StarsSubscription>} */
  const subscriptions = new Map();

  /** @param {string} tariffId */
  const tariffOf = (tariffId) => {
    const list = tariffList();
    return [...(list?.plans ?? []), ...(list?.packs ?? [])].find((t) => t.id === tariffId);
  };
  const renews = (/** @type {string} */ tariffId) => {
    const tariff = tariffOf(tariffId);
    return Boolean(tariff && 'days' in tariff && tariff.days === subscriptionDays);
  };

  /**
   * What a succeeded payment adds: a plan's days from max(now, expiry), a pack's credits. A plan paid after the
   * subscription ended starts anew: the Stars subscription that ended (a missed renewal with it) is over.
   * @param {Seller} seller
   * @param {string} tariffId
   */
  function grant(seller, tariffId) {
    const tariff = tariffOf(tariffId);
    if (!tariff) return;
    if ('days' in tariff) {
      const current = seller.profile.subscriptionExpiresAt ? Date.parse(seller.profile.subscriptionExpiresAt) : 0;
      if (current <= now()) subscriptions.delete(seller.userId);
      seller.profile.subscriptionExpiresAt = new Date(Math.max(now(), current) + tariff.days * dayMs).toISOString();
    } else {
      seller.profile.autobookingCount += tariff.bookingCount;
    }
  }

  /**
   * The renewal the user carries: that of a running Stars subscription; for 30 days after a period whose renewal was
   * still on ended without Telegram's charge, that charge as missed; otherwise `null`.
   * @param {Seller} seller
   * @returns {SubscriptionRenewal | null}
   */
  function renewalOf(seller) {
    const subscription = subscriptions.get(seller.userId);
    const expires = seller.profile.subscriptionExpiresAt;
    if (!subscription || !expires) return null;
    const plan = { method: /** @type {const} */ ('stars'), tariffId: subscription.tariffId };
    const charge = { amount: subscription.amount, currency: 'XTR' };
    if (Date.parse(expires) > now())
      return {
        autoRenew: subscription.autoRenew,
        ...plan,
        nextChargeAt: subscription.autoRenew ? expires : null,
        ...charge,
      };
    if (subscription.autoRenew && now() - Date.parse(expires) <= missedRenewalShownMs)
      return { autoRenew: false, ...plan, nextChargeAt: null, ...charge, missedChargeAt: expires };
    return null;
  }

  /**
   * A payment as the history shows it: a card payment's page only while it is pending and open.
   * @param {Payment} payment
   * @returns {Payment}
   */
  function listedPayment(payment) {
    if (!payment.resume) return payment;
    const open = payment.status === 'pending' && Date.parse(payment.resume.expiresAt) > now();
    return open ? payment : { ...payment, resume: null };
  }

  return {
    /** What `GET /api/v1/user` adds of the payments: their current state and the renewal, where the contract has them. */
    userFields: (/** @type {Seller} */ seller) =>
      stars ? { payments: seller.profile.payments.map(listedPayment), subscriptionRenewal: renewalOf(seller) } : {},
    handlers: {
      listTariffs: () => tariffList(),
      /**
       * @param {Seller} seller
       * @param {PaymentCreate} body
       */
      createPayment(seller, body) {
        const id = randomUUID();
        const createdAt = new Date(now()).toISOString();
        if (stars && body.method === 'stars') {
          const amount = tariffOf(body.tariffId)?.priceStars ?? 0;
          seller.profile.payments.unshift({
            id,
            createdAt,
            tariffId: body.tariffId,
            status: 'pending',
            amount,
            currency: 'XTR',
            method: 'stars',
          });
          // createInvoiceLink's answer: a link to the invoice, whose slug Telegram made.
          const slug = randomBytes(18).toString('base64url');
          invoices.set(slug, { userId: seller.userId, paymentId: id });
          return { id, status: 'pending', method: 'stars', confirmation: null, invoiceLink: `https://t.me/$${slug}` };
        }
        if (stars && !body.email) throw invalid([{ path: '/email', message: 'a card payment needs the e-mail' }]);
        const { price, currency } = priceOf(body.tariffId);
        const url = `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}`;
        // A contract before 2.2 has neither the method nor the page in its payments.
        seller.profile.payments.unshift(
          /** @type {Payment} */ ({
            id,
            createdAt,
            tariffId: body.tariffId,
            status: 'pending',
            amount: price,
            currency,
            ...(stars
              ? {
                  method: /** @type {const} */ ('card'),
                  resume: { url, expiresAt: new Date(now() + cardPageLifetimeMs).toISOString() },
                }
              : {}),
          }),
        );
        return {
          id,
          status: 'pending',
          confirmation: { confirmation_url: url },
          ...(stars ? { method: 'card', invoiceLink: null } : {}),
        };
      },
      /**
       * @param {Seller} seller
       * @param {SubscriptionRenewalUpdate} body
       */
      setSubscriptionRenewal(seller, body) {
        const subscription = subscriptions.get(seller.userId);
        const renewal = renewalOf(seller);
        // An ended subscription, a missed renewal included, is not Telegram's to restore: the seller buys again.
        if (!subscription || !renewal || renewal.missedChargeAt) throw notFound();
        // editUserStarSubscription(is_canceled: !autoRenew)
        subscription.autoRenew = body.autoRenew;
        return renewalOf(seller);
      },
    },
    /**
     * The Test sellers call's `starsSubscription`: a renewing Stars subscription of the 30-day plan bought now
     * (`true`), one bought a period ago whose renewal Telegram could not charge now (`'missed'`), or none (`false`).
     * @param {Seller} seller
     * @param {boolean | 'missed'} state
     */
    provisionStarsSubscription(seller, state) {
      const plan = tariffList()?.plans.find((p) => p.days === subscriptionDays);
      if (!state || !plan) {
        subscriptions.delete(seller.userId);
        return;
      }
      const boughtAt = state === 'missed' ? now() - subscriptionDays * dayMs : now();
      seller.profile.subscriptionExpiresAt = null;
      seller.profile.payments.unshift({
        id: randomUUID(),
        createdAt: new Date(boughtAt).toISOString(),
        tariffId: plan.id,
        status: 'succeeded',
        amount: plan.priceStars,
        currency: 'XTR',
        method: 'stars',
      });
      grant(seller, plan.id);
      subscriptions.set(seller.userId, { autoRenew: true, tariffId: plan.id, amount: plan.priceStars });
      if (state === 'missed') seller.profile.subscriptionExpiresAt = new Date(now()).toISOString();
    },
    simulate: {
      /**
       * What the bot does on `successful_payment` for the invoice of `invoiceLink`: the payment succeeds once, what it
       * buys is applied, and a 30-day plan becomes a renewing subscription. Undefined for an unknown invoice.
       * @param {string} invoiceLink
       */
      completeStarsPayment(invoiceLink) {
        const slug = /^https:\/\/t\.me\/(?:\$|invoice\/)([A-Za-z0-9_=-]+)$/.exec(invoiceLink)?.[1] ?? '';
        const invoice = invoices.get(slug);
        if (!invoice) return undefined;
        const seller = sellerOf({ id: invoice.userId });
        const payment = seller.profile.payments.find((p) => p.id === invoice.paymentId);
        if (!payment) return undefined;
        if (payment.status !== 'succeeded') {
          payment.status = 'succeeded';
          grant(seller, payment.tariffId);
          if (renews(payment.tariffId))
            subscriptions.set(seller.userId, { autoRenew: true, tariffId: payment.tariffId, amount: payment.amount });
        }
        return payment;
      },
      /**
       * Telegram charged the renewal of the seller's Stars subscription (`is_recurring`): a new succeeded payment and
       * 30 more days. Nothing while the renewal is switched off; undefined then.
       * @param {number} userId
       */
      renewStarsSubscription(userId) {
        const seller = sellerOf({ id: userId });
        const subscription = subscriptions.get(userId);
        if (!subscription?.autoRenew) return undefined;
        /** @type {Payment} */
        const payment = {
          id: randomUUID(),
          createdAt: new Date(now()).toISOString(),
          tariffId: subscription.tariffId,
          status: 'succeeded',
          amount: subscription.amount,
          currency: 'XTR',
          method: 'stars',
          renewal: true,
        };
        seller.profile.payments.unshift(payment);
        grant(seller, subscription.tariffId);
        // A renewal that arrives after the period ended continues the same subscription.
        subscriptions.set(userId, subscription);
        return payment;
      },
      /**
       * Telegram could not charge the renewal of the seller's Stars subscription (the seller lacked the Stars or
       * cancelled it in Telegram's settings): the period ends now without a payment, and the renewal reads as missed.
       * Undefined while nothing renews.
       * @param {number} userId
       */
      missStarsRenewal(userId) {
        const seller = sellerOf({ id: userId });
        const renewal = renewalOf(seller);
        if (!renewal?.autoRenew) return undefined;
        seller.profile.subscriptionExpiresAt = new Date(now()).toISOString();
        return renewalOf(seller);
      },
    },
  };
}
