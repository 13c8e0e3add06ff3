// What the oldest supported engines (docs/supported-clients.md) lack and the bundle calls; imported first by main.tsx.
// Kept to what is used: each entry names its caller, and the `oldest-engine` e2e project runs the app without it.

// iOS before 15.4: the Telegram SDK parses the launch parameters with valibot, whose object schemas check keys with
// Object.hasOwn. Without it the init data is lost and every launch ends on 'Пользователь не найден'.
if (typeof Object.hasOwn !== 'function') {
  Object.defineProperty(Object, 'hasOwn', {
    value: function hasOwn(object: object, key: PropertyKey) {
      return Object.prototype.hasOwnProperty.call(Object(object), key);
    },
    configurable: true,
    writable: true,
  });
}

// iOS before 15.4, Chrome before 97: a bundled library calls Array.prototype.findLast while the store and terms views
// render; without it they end on the error page (found by the oldest-engine e2e profile).
if (typeof Array.prototype.findLast !== 'function') {
  Object.defineProperty(Array.prototype, 'findLast', {
    value: function findLast<T>(
      this: T[],
      predicate: (value: T, index: number, array: T[]) => unknown,
      thisArg?: unknown,
    ) {
      for (let index = this.length - 1; index >= 0; index--)
        if (predicate.call(thisArg, this[index] as T, index, this)) return this[index];
      return undefined;
    },
    configurable: true,
    writable: true,
  });
}
