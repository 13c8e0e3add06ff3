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
