// The shape of the bodies of the staging-only test calls (the contract's Test sellers section), which are outside
// the contract's operations and so outside its schemas: each field's rule, and the errors of a body as `422`
// field errors with their pointers.

const supplyTypes = ['BOX', 'SUPERSAFE', 'MONOPALLETE'];

/** @typedef {{ path: string, message: string }} FieldError */

/** What each kind of field accepts. @type {Record<string, (value: unknown) => boolean>} */
const accepts = {
  id: (value) => Number.isSafeInteger(value) && Number(value) > 0,
  days: (value) => Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 400,
  day: (value) =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    new Date(`${value}T00:00:00.000Z`).toISOString().startsWith(value),
  supplyType: (value) => typeof value === 'string' && supplyTypes.includes(value),
  coefficient: (value) => Number.isInteger(value) && Number(value) >= -1 && Number(value) <= 20,
  logistics: (value) => value === null || (Number.isInteger(value) && Number(value) >= 0 && Number(value) <= 10_000),
};

/**
 * The errors of a test call's body: not an object, a field it does not take, or a field its rule refuses.
 * @param {unknown} body
 * @param {Record<string, keyof typeof accepts>} fields the fields it takes and the kind of each
 * @returns {FieldError[]}
 */
export function testBodyErrors(body, fields) {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return [{ path: '', message: 'must be an object' }];
  return Object.entries(body).flatMap(([name, value]) => {
    const kind = fields[name];
    if (!kind) return [{ path: `/${name}`, message: 'is not a field of this test call' }];
    return accepts[kind]?.(value) ? [] : [{ path: `/${name}`, message: `is not a valid ${kind}` }];
  });
}
