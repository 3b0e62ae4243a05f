/**
 * Objects built on first use. Building the zod schemas costs a CLI call noticeable time, and the
 * call a job makes once per phase (`ci-state run`) validates with generated code instead (see
 * state-validator.generated.ts): the schemas are exported as stand-ins that build the real schema
 * the first time anything touches them, and then forward every operation to it.
 */

const REAL = new WeakMap<object, () => object>();

/** A stand-in for the object `build` returns, built when first touched (once). */
export function deferred<T extends object>(build: () => T): T {
  let real: T | undefined;
  const get = (): T => (real ??= build());
  const proxy = new Proxy(Object.create(null) as T, {
    get: (_t, key) => {
      const target = get() as Record<PropertyKey, unknown>;
      const value = Reflect.get(target, key, target);
      return value;
    },
    set: (_t, key, value) => Reflect.set(get(), key, value),
    has: (_t, key) => Reflect.has(get(), key),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_t, key) => {
      const d = Reflect.getOwnPropertyDescriptor(get(), key);
      // Reported as configurable: the stand-in's own target has none of these properties.
      return d && { ...d, configurable: true };
    },
    defineProperty: (_t, key, d) => Reflect.defineProperty(get(), key, d),
    deleteProperty: (_t, key) => Reflect.deleteProperty(get(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(get()),
  });
  REAL.set(proxy, get);
  return proxy;
}

/**
 * The real object behind a stand-in (built now if it was not), or the object itself. A stand-in
 * is only for the edge of a module: code that builds a schema from others uses the real ones
 * (`built`), so that parsing never goes through the forwarding.
 */
export function built<T extends object>(value: T): T {
  const get = REAL.get(value);
  return get ? (get() as T) : value;
}
